import type { Locator, Page } from '@playwright/test';

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
