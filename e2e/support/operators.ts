import type { Page } from '@playwright/test';
import { sessionInBrowser } from './sign-in';

export const demoAdmin = '994500000001';
export const demoStaff = '994500000004';
export const demoOperatorPassword = 'demo1234';

/**
 * A demo operator's session, passed the second factor with a code of the README's secret, in the
 * browser's cookies as the sign-in page keeps it. Answers the session's token.
 */
export function operatorSession(page: Page, phone: string): Promise<string> {
  return sessionInBrowser(page, phone, demoOperatorPassword);
}
