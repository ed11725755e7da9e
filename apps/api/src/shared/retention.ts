import { childAge, childBornAfter as childBornAfterDay, isChildOn, marketDay } from '@bazar/contracts';

/** How long personal data is kept, as the privacy policy says (PRV-01, PRV-02). */
export const retention = {
  /** Personal data and conversations: up to 6 years, unless the account is deleted first. */
  years: 6,
  /** Ended sessions (signed out or expired) are kept this long for the person's security page. */
  endedSessionDays: 90,
  /** Below this age a parent's consent is needed to keep more than an order needs. */
  childAge,
} as const;

/** The same moment `years` calendar years earlier (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then;
}

/** Whether a birthday (yyyy-MM-dd) makes its person a child at `now`, on Baku's calendar. */
export function isChild(birthday: string | null, now: Date): boolean {
  return isChildOn(birthday, marketDay(now));
}

/** The latest birthday (yyyy-MM-dd) of a person who is no longer a child at `now`, on Baku's calendar. */
export function childBornAfter(now: Date): string {
  return childBornAfterDay(marketDay(now));
}
