import { expect, type Locator, type Page } from '@playwright/test';

/** An element's text (empty for none). */
export const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

/** Where the first product card of the page leads. */
export const firstCardHref = async (page: Page) =>
  (await page
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href')) ?? '';

/**
 * Waits until the page has hydrated (root.tsx marks <html data-live>). Until then a link whose
 * dialog loads on first use works as a plain link to its page, the path without JavaScript.
 */
export const pageIsLive = (page: Page) => expect(page.locator('html[data-live]')).toHaveCount(1);
