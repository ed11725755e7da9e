import { type DataExportList, formatMessage, isMessageKey } from '@bazar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, placeOrder, productInStock } from '../../test/payments-support';
import { callApi, createTestApp, signIn, type TestContext } from '../../test/test-app';
import type { ExportCopy } from './export-page';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const buyerPhone = '994500000003';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field name the page labels: the keys of every record inside a section, at any depth. */
function fieldNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldNames(item, found);
  else if (isRecord(value))
    for (const [field, inner] of Object.entries(value)) {
      found.add(field);
      fieldNames(inner, found);
    }
  return found;
}

/** A member with addresses, a wishlist, a basket, consents, a cash and a card order, and their notices. */
async function richCopy(token: string): Promise<{ copy: ExportCopy; html: string }> {
  const [existing] = (await callApi(ctx, 'GET', 'Address', { token })).json();
  const address = await callApi(ctx, 'POST', 'Address', {
    token,
    payload: {
      cityId: existing.cityId,
      districtId: existing.districtId,
      text: 'Nizami küçəsi 5',
      type: 'home',
    },
  });
  expect(address.statusCode, address.body).toBe(200);
  const product = await productInStock(ctx, 2);
  const favourite = await callApi(ctx, 'POST', 'Wishlist', { token, payload: { id: product.id } });
  expect(favourite.statusCode, favourite.body).toBe(200);
  const basket = await callApi(ctx, 'POST', 'Basket', {
    token,
    payload: { createBasketDtos: [{ productId: product.id, count: 1 }] },
  });
  expect(basket.statusCode, basket.body).toBe(200);
  const consent = await callApi(ctx, 'POST', 'Privacy/Consents', {
    token,
    payload: { choices: { analytics: true, marketing: false } },
  });
  expect(consent.statusCode, consent.body).toBeLessThan(300);
  const cash = await placeOrder(ctx, token, 'cash');
  await placeOrder(ctx, token, 'card');
  await eventually(
    () => callApi(ctx, 'GET', 'Notifications', { token }).then((response) => response.json()),
    (page: { items: { link: string | null }[] }) =>
      page.items.some((item) => item.link === `/user/profile/my-orders/${cash.id}`),
  );

  const asked = await callApi(ctx, 'POST', 'Privacy/Export', { token });
  expect(asked.statusCode, asked.body).toBe(202);
  const ready = await eventually(
    () =>
      callApi(ctx, 'GET', 'Privacy/Export', { token }).then((response) => response.json() as DataExportList),
    (list) => list.items[0]?.status === 'ready',
  );
  const id = ready.items[0]?.id;
  const json = await callApi(ctx, 'GET', `Privacy/Export/${id}/Json`, { token });
  const html = await callApi(ctx, 'GET', `Privacy/Export/${id}/Html`, { token });
  expect(json.statusCode).toBe(200);
  expect(html.statusCode).toBe(200);
  return { copy: json.json() as ExportCopy, html: html.body };
}

describe('the readable copy in the member’s language [PRV-04]', () => {
  it('[PRV-04] labels every section and every field of a rich account’s copy from the messages', async () => {
    const buyer = await signIn(ctx, buyerPhone);
    const { copy, html } = await richCopy(buyer);

    const unnamedSections = Object.keys(copy.sections).filter(
      (section) => !isMessageKey(`privacyExport.section.${section}`),
    );
    expect(unnamedSections).toEqual([]);
    const fields = fieldNames(Object.values(copy.sections));
    // The copy really reached into nested records: orders' parts and items, notices' params, the wallet.
    for (const field of [
      'createdAt',
      'isDefault',
      'parts',
      'unitPrice',
      'params',
      'walletHistory',
      'granted',
    ])
      expect(fields).toContain(field);
    // A field added to a domain's copy without a label fails here.
    const unlabelled = [...fields].filter((field) => !isMessageKey(`privacyExport.field.${field}`));
    expect(unlabelled).toEqual([]);

    // The member reads Bazar in az: the page speaks az, not English field names.
    expect(html).toContain('<html lang="az">');
    expect(html).toContain(`>${formatMessage('az', 'privacyExport.field.createdAt')}</th>`);
    expect(html).toContain(`>${formatMessage('az', 'privacyExport.field.isDefault')}</th>`);
    expect(html).toContain(formatMessage('az', 'privacyExport.section.account'));
    expect(html).not.toMatch(/Created at|Is default|Wallet history|>Account</);
    expect(html).toContain('border-bottom:2px solid #6d28d9');
  });
});
