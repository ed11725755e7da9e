import type {
  ContactAnswerBody,
  ContactMessage,
  ContactMessagePage,
  ContactMessagesQuery,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError, orNotFound } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { NotificationsService } from '../notifications';
import { type ContactRow, ContentAdminRepo } from './content-admin.repo';

function messageOut(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    text: row.body,
    lang: row.lang,
    status: row.status,
    answer: row.answer,
    answeredVia: row.answeredVia,
    answeredBy: row.answeredByName,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The help-and-contacts inbox (issue 17, spec CNT-06): operators read the messages, answer by SMS
 * through the notifications domain's outbox (sent only if the answer's transaction commits), or
 * record the answer they sent from the support mailbox, and close them. Each step is audited.
 */
export class ContactInboxService {
  private readonly repo: ContentAdminRepo;

  constructor(
    private readonly db: Database,
    private readonly notifications: Pick<NotificationsService, 'queueSms'>,
  ) {
    this.repo = new ContentAdminRepo(db);
  }

  async list(query: ContactMessagesQuery): Promise<ContactMessagePage> {
    const { rows, counts, total } = await this.repo.contactPage(query);
    return { items: rows.map(messageOut), page: query.page, pageSize: query.pageSize, total, counts };
  }

  async message(id: number): Promise<ContactMessage> {
    const row = orNotFound(await this.repo.contactMessage(id));
    return messageOut(row);
  }

  /**
   * An answer: by SMS to the sender's phone, or recorded as sent from the support mailbox (the
   * marketplace sends no e-mail yet). A done message takes no more answers; an answered one may
   * get another (the latest is kept, each is in the audit log).
   */
  answer(caller: Caller, id: number, body: ContactAnswerBody): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.contactMessage(id, true));
      if (current.status === 'done') throw new AppError('conflict', 'admin.content.messageDone');
      if (body.channel === 'sms' && !current.phone) throw new AppError('conflict', 'admin.content.noPhone');
      if (body.channel === 'email' && !current.email) throw new AppError('conflict', 'admin.content.noEmail');
      if (body.channel === 'sms' && current.phone)
        await this.notifications.queueSms(tx, {
          phone: current.phone,
          text: body.text,
          userId: current.userId ?? undefined,
        });
      await repo.updateContact(id, {
        status: 'answered',
        answer: body.text,
        answeredVia: body.channel,
        answeredBy: caller.userId,
        answeredAt: new Date(),
      });
      await AuditLog.record(tx, {
        actor: caller,
        action: body.channel === 'sms' ? 'contact.answerSms' : 'contact.answerEmail',
        subject: { type: 'contact_message', id },
        before: { status: current.status, answer: current.answer, answeredVia: current.answeredVia },
        after: { status: 'answered', answer: body.text, answeredVia: body.channel },
      });
      const saved = await repo.contactMessage(id);
      if (!saved) throw new Error('contact message not read back');
      return messageOut(saved);
    });
  }

  close(caller: Caller, id: number): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const repo = new ContentAdminRepo(tx);
      const current = orNotFound(await repo.contactMessage(id, true));
      if (current.status === 'done') throw new AppError('conflict', 'admin.content.messageDone');
      await repo.updateContact(id, { status: 'done' });
      await AuditLog.record(tx, {
        actor: caller,
        action: 'contact.done',
        subject: { type: 'contact_message', id },
        before: { status: current.status },
        after: { status: 'done' },
      });
      const saved = await repo.contactMessage(id);
      if (!saved) throw new Error('contact message not read back');
      return messageOut(saved);
    });
  }
}
