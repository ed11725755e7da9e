import { expect, test } from '../support/test';

/**
 * The API page a mobile or partner developer reads (issue 23): the guide's sections above the
 * operations, each operation with its name, and the table of error codes.
 */
test.describe('the API page', { tag: '@desk' }, () => {
  test('opens with the guide: versioning, paging, caching, limits, idempotency and error codes', async ({
    page,
  }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'Bazar API' })).toBeVisible();
    for (const section of [
      'Calling the API',
      'Languages: Accept-Language and fromMobileApp',
      'Versioning',
      'Paging',
      'Caching: ETag and If-None-Match',
      'Rate limits: RateLimit headers and Retry-After',
      'Idempotency-Key',
      'Errors',
    ])
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    // The table of codes, each with its status and what a client should do.
    const outOfStock = page.getByRole('row').filter({ hasText: 'checkout.outOfStock' });
    await expect(outOfStock).toContainText('409');
  });

  test('lists each group of operations, and opens an operation with who may call it and its problem codes', async ({
    page,
  }) => {
    await page.goto('/api/docs#/checkout/placeOrder');
    await expect(page.locator('.opblock-tag')).toHaveCount(27);
    const placeOrder = page.locator('#operations-checkout-placeOrder');
    await expect(placeOrder).toContainText('/api/v1/Checkout');
    // The deep link opens it: its Idempotency-Key header and the codes of a conflict.
    await expect(placeOrder.locator('.parameter__name', { hasText: 'idempotency-key' })).toHaveClass(
      /required/,
    );
    await expect(placeOrder.locator('.response[data-code="409"]')).toContainText('checkout.outOfStock');
  });
});
