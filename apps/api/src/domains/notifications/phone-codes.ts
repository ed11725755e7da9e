import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MessageKey, phoneCodeRules } from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { NotificationsRepo } from './notifications.repo';
import type { NotificationsService } from './notifications.service';
import { nextSmsCode } from './sms-code';

export interface CodeSent {
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: number;
  /** Seconds the code stays valid. */
  expiresInSeconds: number;
}

const codeError = (key: MessageKey) => new AppError('unprocessable', 'error.validation', { code: [key] });

/**
 * 6-digit SMS codes that prove a phone, for registration and checkout alike: one code a phone at a
 * time, a resend wait, a lifetime and a number of tries. Only a keyed hash of a code is stored.
 */
export class PhoneCodes {
  private readonly repo: NotificationsRepo;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly notifications: NotificationsService,
  ) {
    this.repo = new NotificationsRepo(db);
  }

  /** Seconds left before another code may go to this phone; 0 when one may go now. */
  async secondsToResend(phone: string): Promise<number> {
    const latest = await this.repo.latestCode(phone);
    if (!latest) return 0;
    const since = (Date.now() - latest.createdAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(phoneCodeRules.resendAfterSeconds - since));
  }

  /**
   * Texts a fresh code (429 while the last one is too recent). `text` words the message; a text
   * that leaves the code out still starts the wait, so every phone is answered alike.
   */
  async send(phone: string, text: (code: string) => string): Promise<CodeSent> {
    const latest = await this.repo.latestCode(phone);
    const code = nextSmsCode(latest?.createdAt, phoneCodeRules.resendAfterSeconds);
    await this.db.transaction(async (tx) => {
      await new NotificationsRepo(tx).insertCode({
        phone,
        codeHash: this.digest(`${phone}:${code}`),
        expiresAt: new Date(Date.now() + phoneCodeRules.codeTtlSeconds * 1000),
      });
      await this.notifications.queueSms(tx, { phone, text: text(code) });
    });
    return {
      resendAfterSeconds: phoneCodeRules.resendAfterSeconds,
      expiresInSeconds: phoneCodeRules.codeTtlSeconds,
    };
  }

  /**
   * The id of the phone's latest code when `code` is it, still unused and in time; each try counts.
   * A wrong, used, expired or exhausted code is refused beside the `code` field.
   */
  async check(phone: string, code: string): Promise<number> {
    const sent = await this.repo.latestCode(phone);
    if (!sent || sent.confirmedAt) throw codeError('error.codeInvalid');
    if (sent.expiresAt.getTime() <= Date.now()) throw codeError('error.codeExpired');
    const attempts = await this.repo.countCodeAttempt(sent.id);
    if (attempts > phoneCodeRules.maxAttempts) throw codeError('error.codeAttempts');
    const expected = Buffer.from(sent.codeHash);
    const given = Buffer.from(this.digest(`${phone}:${code}`));
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw codeError(attempts >= phoneCodeRules.maxAttempts ? 'error.codeAttempts' : 'error.codeInvalid');
    return sent.id;
  }

  /** Uses the checked code up, in the caller's transaction; a twin request that used it first loses. */
  async confirm(id: number, tx: Database = this.db): Promise<void> {
    if (!(await new NotificationsRepo(tx).markCodeConfirmed(id))) throw codeError('error.codeInvalid');
  }

  /** Spends a confirmed phone on one order; false when another order already spent it. */
  spendOnOrder(tx: Transaction, id: number, orderId: number): Promise<boolean> {
    return new NotificationsRepo(tx).spendConfirmation(id, orderId);
  }

  private digest(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}
