import {
  type BlogArticle,
  type BlogSummary,
  type ContactMessageBody,
  type ContentPage,
  type FaqEntry,
  formatMessage,
  type Lang,
  marketTimeZone,
  type PageSlug,
  pickLang,
  type SupportDesk,
  supportHours,
  supportPhone,
  supportStatus,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError, orNotFound } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { AccountsService } from '../accounts';
import type { NotificationsService } from '../notifications';
import { ContentRepo } from './content.repo';

type BlogRow = NonNullable<Awaited<ReturnType<ContentRepo['blogPost']>>>;

/** A legal text's versions as numbers and dates: the one in force and the next one announced. */
export interface LegalVersions {
  inForce: { version: number; effectiveAt: string } | null;
  upcoming: { version: number; effectiveAt: string } | null;
}

function summary(row: BlogRow, lang: Lang): BlogSummary {
  return {
    id: row.id,
    slug: `${row.id}-${row.slug}`,
    title: pickLang(row.title, lang),
    image: mediaUrl(row.image),
    // The date readers see is when the article was published.
    createdAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export class ContentService {
  private readonly repo: ContentRepo;

  constructor(
    private readonly db: Database,
    private readonly accounts: Pick<AccountsService, 'profile'>,
    private readonly notifications: Pick<NotificationsService, 'queueSms' | 'queueLaidOutEmail'>,
  ) {
    this.repo = new ContentRepo(db);
  }

  /**
   * A legal page: the version in force (the latest effective date that has come), and the next
   * version announced for a later date. A page with no version yet shows its own text.
   */
  async page(slug: PageSlug, lang: Lang): Promise<ContentPage> {
    const [row, inForce, upcoming] = await Promise.all([
      this.repo.page(slug),
      this.repo.versionInForce(slug),
      this.repo.upcomingVersion(slug),
    ]);
    if (!row) throw new AppError('notFound', 'error.notFound');
    const text = inForce ?? row;
    return {
      slug,
      title: pickLang(text.title, lang),
      body: pickLang(text.body, lang),
      version: inForce?.version ?? null,
      effectiveAt: inForce ? inForce.effectiveAt.toISOString() : null,
      upcoming: upcoming
        ? {
            title: pickLang(upcoming.title, lang),
            body: pickLang(upcoming.body, lang),
            effectiveAt: upcoming.effectiveAt.toISOString(),
          }
        : null,
    };
  }

  /**
   * Each legal text's version in force and the next one announced, as numbers and dates (PRV-03),
   * in one read: members' pages ask on every view (the notice of a change).
   */
  async legalVersions<S extends PageSlug>(
    slugs: readonly S[],
    now = new Date(),
  ): Promise<Record<S, LegalVersions>> {
    const rows = await this.repo.versionDates(slugs);
    const brief = (row: (typeof rows)[number] | undefined) =>
      row ? { version: row.version, effectiveAt: row.effectiveAt.toISOString() } : null;
    const later = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.effectiveAt.getTime() - b.effectiveAt.getTime() || a.version - b.version;
    const result = {} as Record<S, LegalVersions>;
    for (const slug of slugs) {
      const versions = rows.filter((row) => row.slug === slug).sort(later);
      // In force: the latest date that has come (the newest version on a tie); next: the earliest later one.
      const inForce = versions.filter((row) => row.effectiveAt <= now).at(-1);
      const future = versions.filter((row) => row.effectiveAt > now);
      const upcoming = future
        .filter((row) => row.effectiveAt.getTime() === future[0]?.effectiveAt.getTime())
        .at(-1);
      result[slug] = { inForce: brief(inForce), upcoming: brief(upcoming) };
    }
    return result;
  }

  /** Published articles only (drafts and later dates stay hidden), the newest first. */
  async blogList(page: number, pageSize: number, lang: Lang) {
    const { rows, total } = await this.repo.blogPage((page - 1) * pageSize, pageSize);
    return { items: rows.map((row) => summary(row, lang)), page, pageSize, total };
  }

  async blogArticle(id: number, lang: Lang): Promise<BlogArticle> {
    const row = orNotFound(await this.repo.blogPost(id));
    return {
      ...summary(row, lang),
      metaTitle: pickLang(row.metaTitle, lang),
      metaDescription: pickLang(row.metaDescription, lang),
      keywords: pickLang(row.keywords, lang),
      description: pickLang(row.description, lang),
      blogGalleries: row.gallery.map((path) => ({ photo: mediaUrl(path) })),
    };
  }

  /** When support answers (Baku time), its phone line, and whether it is open at `now`. */
  supportDesk(now = new Date()): SupportDesk {
    const status = supportStatus(now);
    return {
      days: [...supportHours.days],
      opens: supportHours.opens,
      closes: supportHours.closes,
      timeZone: marketTimeZone,
      phone: supportPhone,
      open: status.open,
      opensOn: status.open ? null : status.opensOn,
    };
  }

  async faq(lang: Lang): Promise<FaqEntry[]> {
    const rows = await this.repo.faq();
    return rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      question: pickLang(row.question, lang),
      answer: pickLang(row.answer, lang),
    }));
  }

  /**
   * A help-and-contacts message (spec CNT-06). A member's name, phone and e-mail come from the
   * profile where the form leaves them out; a phone or an e-mail is needed to answer at all. A
   * phone gets a confirmation SMS (an e-mail when only an address is given), queued with the message
   * so neither exists without the other; it names only the message's number, never the sender's
   * words, since a guest may type anyone's phone or address.
   */
  async contact(caller: Caller | null, body: ContactMessageBody, lang: Lang): Promise<{ id: number }> {
    const profile = caller ? await this.accounts.profile(caller.userId) : null;
    const name = body.name ?? (profile ? `${profile.firstName} ${profile.lastName}`.trim() : undefined);
    const phone = body.phone ?? profile?.phone ?? undefined;
    const email = body.email ?? profile?.email ?? undefined;
    const errors: Record<string, ['validation.required' | 'admin.content.phoneOrEmail']> = {};
    if (!name) errors.name = ['validation.required'];
    if (!phone && !email) {
      errors.phone = ['admin.content.phoneOrEmail'];
      errors.email = ['admin.content.phoneOrEmail'];
    }
    if (Object.keys(errors).length > 0) throw new AppError('badRequest', 'error.validation', errors);
    return this.db.transaction(async (tx) => {
      const id = await new ContentRepo(tx).addContactMessage({
        userId: caller?.userId ?? null,
        name: name as string,
        phone: phone ?? null,
        email: email ?? null,
        subject: body.subject,
        body: body.text,
        lang,
      });
      const hours = { id, opens: supportHours.opens, closes: supportHours.closes };
      if (phone)
        await this.notifications.queueSms(tx, {
          phone,
          text: formatMessage(lang, 'sms.contactReceived', hours),
          userId: caller?.userId,
        });
      else if (email)
        await this.notifications.queueLaidOutEmail(
          tx,
          {
            lang,
            to: email,
            name: name as string,
            title: formatMessage(lang, 'email.contactReceived.title', { id }),
            text: formatMessage(lang, 'email.contactReceived.text', hours),
            link: '/help',
            reason: 'contact',
          },
          caller?.userId,
        );
      return { id };
    });
  }
}
