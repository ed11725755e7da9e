import { existsSync } from 'node:fs';
import type { DataExportList, DataExportView } from '@bazar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, placeOrder, productInStock } from '../../test/payments-support';
import { callApi, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { exportFilePath } from './data-exports';
import { renderExportPage } from './export-page';
import { PrivacyPersonalData } from './privacy.personal-data';
import { dataExports } from './privacy.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const buyerPhone = '994500000003';
const otherMemberPhone = '994500000002';
const day = 86_400_000;
const streetWithScript = '<script>alert("x")</script> Nizami küçəsi 5';

const exportsOf = async (token: string) =>
  (await callApi(ctx, 'GET', 'Privacy/Export', { token })).json() as DataExportList;

describe('a person’s copy of their data [PRV-04]', () => {
  it('[PRV-04] is made in the background as JSON and a readable page, for its owner only, and expires after 7 days', async () => {
    const buyer = await signIn(ctx, buyerPhone);
    const [existing] = (await callApi(ctx, 'GET', 'Address', { token: buyer })).json();
    const added = await callApi(ctx, 'POST', 'Address', {
      token: buyer,
      payload: {
        cityId: existing.cityId,
        districtId: existing.districtId,
        text: streetWithScript,
        type: 'home',
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const product = await productInStock(ctx, 3);
    const favourite = await callApi(ctx, 'POST', 'Wishlist', { token: buyer, payload: { id: product.id } });
    expect(favourite.statusCode, favourite.body).toBe(200);
    const order = await placeOrder(ctx, buyer, 'cash');
    // The order's notification is written by a job: the copy should hold it.
    await eventually(
      () => callApi(ctx, 'GET', 'Notifications', { token: buyer }).then((response) => response.json()),
      (page: { items: { link: string | null }[] }) =>
        page.items.some((item) => item.link === `/user/profile/my-orders/${order.id}`),
    );

    expect((await callApi(ctx, 'POST', 'Privacy/Export')).statusCode).toBe(401);
    const asked = await callApi(ctx, 'POST', 'Privacy/Export', { token: buyer });
    expect(asked.statusCode, asked.body).toBe(202);
    const pending = asked.json() as DataExportView;
    expect(pending).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null });

    const listed = await eventually(
      () => exportsOf(buyer),
      (list) => list.items[0]?.status === 'ready',
    );
    const ready = listed.items[0] as DataExportView;
    expect(ready.id).toBe(pending.id);
    expect(Date.parse(ready.expiresAt ?? '') - Date.parse(ready.readyAt ?? '')).toBe(7 * day);

    const json = await callApi(ctx, 'GET', `Privacy/Export/${ready.id}/Json`, { token: buyer });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['cache-control']).toBe('private, no-store');
    const copy = json.json();
    expect(copy.userId).toBeGreaterThan(0);
    expect(json.body).toContain(order.number);
    expect(copy.sections.addresses.map((address: { text: string }) => address.text)).toContain(
      streetWithScript,
    );
    expect(copy.sections.wishlist).toContainEqual(expect.objectContaining({ productId: product.id }));
    expect(copy.sections.notifications.notifications).toContainEqual(
      expect.objectContaining({ kind: 'orderPlaced', link: `/user/profile/my-orders/${order.id}` }),
    );
    expect(json.body).not.toMatch(/passwordHash|codeHash|tokenHash|fileKey/);

    const html = await callApi(ctx, 'GET', `Privacy/Export/${ready.id}/Html`, { token: buyer });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(order.number);
    expect(html.body).toContain('Nizami küçəsi 5');
    expect(html.body).not.toContain('<script>');
    expect(html.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The member reads Bazar in az: headings are in it, times in Baku's.
    expect(html.body).toContain('<html lang="az">');
    expect(html.body).toContain('Ünvanlar');

    const other = await signIn(ctx, otherMemberPhone);
    for (const format of ['Json', 'Html'])
      expect(
        (await callApi(ctx, 'GET', `Privacy/Export/${ready.id}/${format}`, { token: other })).statusCode,
      ).toBe(404);
    expect((await exportsOf(other)).items.map((item) => item.id)).not.toContain(ready.id);
    expect((await callApi(ctx, 'GET', `Privacy/Export/${ready.id}/Json`)).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', 'Privacy/Export')).statusCode).toBe(401);

    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    const fileKey = row?.fileKey ?? '';
    expect(existsSync(exportFilePath(ctx.exportsDir, fileKey, 'json'))).toBe(true);
    const privacy = new PrivacyPersonalData(ctx.db, ctx.exportsDir);
    await ctx.db.transaction((tx) => privacy.expire(tx, new Date(Date.now() + 6 * day)));
    expect((await exportsOf(buyer)).items[0]?.status).toBe('ready');
    for (let run = 0; run < 2; run++)
      await ctx.db.transaction((tx) => privacy.expire(tx, new Date(Date.now() + 8 * day)));
    expect((await exportsOf(buyer)).items[0]).toMatchObject({ id: ready.id, status: 'expired' });
    expect((await callApi(ctx, 'GET', `Privacy/Export/${ready.id}/Json`, { token: buyer })).statusCode).toBe(
      404,
    );
    expect((await callApi(ctx, 'GET', `Privacy/Export/${ready.id}/Html`, { token: buyer })).statusCode).toBe(
      404,
    );
    expect(existsSync(exportFilePath(ctx.exportsDir, fileKey, 'json'))).toBe(false);
    expect(existsSync(exportFilePath(ctx.exportsDir, fileKey, 'html'))).toBe(false);
  });

  it('[PRV-04] asking again while a copy is being made answers that copy', async () => {
    const member = await signIn(ctx, otherMemberPhone);
    const userId = (await callApi(ctx, 'GET', 'user/profile', { token: member })).json().id as number;
    // A copy the job has not reached yet.
    const [making] = await ctx.db
      .insert(dataExports)
      .values({ userId, fileKey: 'not-yet-written' })
      .returning({ id: dataExports.id });
    const again = await callApi(ctx, 'POST', 'Privacy/Export', { token: member });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ id: making?.id, status: 'pending' });
    expect((await exportsOf(member)).items).toHaveLength(1);
  });

  it('[PRV-04] the readable copy shows times in Baku and headings in the member’s language', () => {
    const page = renderExportPage('en', {
      generatedAt: '2025-01-01T20:30:00.000Z',
      userId: 1,
      sections: {
        addresses: [{ text: 'a & b', createdAt: '2024-12-31T21:05:00.000Z', isDefault: true }],
        basket: [],
      },
    });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('02/01/2025 00:30');
    expect(page).toContain('01/01/2025 01:05');
    expect(page).toContain('Addresses');
    expect(page).toContain('Created');
    expect(page).not.toContain('Created at');
    expect(page).toContain('a &amp; b');
    expect(page).toContain('Yes');
    expect(page).toContain('Nothing kept');
    expect(page).not.toMatch(/<(script|link|img)\b|src=|href=/);
  });
});
