import { expect, type Page } from '@playwright/test';

/**
 * Opens the back office's audit log filtered to one action (on one subject, when its id is given),
 * as an operator would, and checks the action is there; `text` picks the entry that names it (the
 * page must be signed in as Staff or Admin).
 */
export async function expectAudited(page: Page, action: string, subject: { id?: number; text?: string }) {
  const filters = new URLSearchParams({ action, ...(subject.id ? { subjectId: String(subject.id) } : {}) });
  await page.goto(`/admin/audit-log?${filters}`);
  let entry = page.getByTestId('audit-entry').filter({
    has: page.getByTestId('audit-action').getByText(action, { exact: true }),
  });
  if (subject.text) entry = entry.filter({ hasText: subject.text });
  await expect(entry.first()).toBeVisible();
  if (subject.id) await expect(entry.first().getByTestId('audit-subject')).toContainText(`#${subject.id}`);
}

/** The number at the end of the page's path: the id of the subject the page shows. */
export function idInUrl(page: Page): number {
  const match = /\/(\d+)$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`no id in ${page.url()}`);
  return Number(match[1]);
}
