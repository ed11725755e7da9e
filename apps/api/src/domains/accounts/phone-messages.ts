import type { Database, Transaction } from '../../db/connection';

/**
 * What accounts needs of the SMS codes that prove a phone (the notifications domain's `PhoneCodes`,
 * given by the module), so this domain imports nothing of the one that texts.
 */
export interface PhoneCodeSender {
  /** Seconds left before another code may go to this phone; 0 when one may go now. */
  secondsToResend(phone: string): Promise<number>;
  /** Texts a fresh code, the text made by `text`; answers the resend wait and the code's lifetime. */
  send(
    phone: string,
    text: (code: string) => string,
  ): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }>;
  /** The id of the phone's code if `code` is it, else a field error. */
  check(phone: string, code: string): Promise<number>;
  /** Uses the code up, in the caller's transaction if given. */
  confirm(id: number, tx?: Database): Promise<void>;
}

/** Texts written in the caller's transaction and sent once it commits (the notifications domain's outbox). */
export interface SmsOutbox {
  queueSms(tx: Transaction, message: { phone: string; text: string; userId?: number }): Promise<void>;
}
