import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { Role } from '@bazar/contracts';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPersonalData, auditLog } from '../../audit';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { productInStock } from '../../test/payments-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { AddressesPersonalData } from '../addresses/addresses.personal-data';
import { addresses, regions } from '../addresses/addresses.tables';
import { BasketPersonalData } from '../basket/basket.personal-data';
import { basketItems } from '../basket/basket.tables';
import { CatalogPersonalData } from '../catalog/catalog.personal-data';
import { productRequests } from '../catalog/catalog.tables';
import { ClientErrorsPersonalData } from '../client-errors/client-errors.personal-data';
import { clientErrors } from '../client-errors/client-errors.tables';
import { ContentPersonalData } from '../content/content.personal-data';
import { contactMessages } from '../content/content.tables';
import { CreditRequestsPersonalData } from '../credit-requests/credit-requests.personal-data';
import { creditRequests } from '../credit-requests/credit-requests.tables';
import { GiftCardsPersonalData } from '../gift-cards/gift-cards.personal-data';
import { giftCards } from '../gift-cards/gift-cards.tables';
import { NotificationsPersonalData } from '../notifications/notifications.personal-data';
import {
  emailMessages,
  notificationSettings,
  notifications,
  phoneCodes,
  smsMessages,
} from '../notifications/notifications.tables';
import { PaymentsPersonalData } from '../payments/payments.personal-data';
import { ledgerEntries, wallets } from '../payments/payments.tables';
import { PromotionsPersonalData } from '../promotions/promotions.personal-data';
import { promoCodePeople, promoCodes, promoRedemptions } from '../promotions/promotions.tables';
import { SellersPersonalData } from '../sellers/sellers.personal-data';
import { shops } from '../sellers/sellers.tables';
import { StockRequestsPersonalData } from '../stock-requests/stock-requests.personal-data';
import { stockRequests } from '../stock-requests/stock-requests.tables';
import { WishlistPersonalData } from '../wishlist/wishlist.personal-data';
import { wishlistItems } from '../wishlist/wishlist.tables';
import { exportFilePath } from './data-exports';
import { PrivacyPersonalData } from './privacy.personal-data';
import { consents, dataExports } from './privacy.tables';

let ctx: TestContext;
let holders: PersonalDataHolder[];
beforeAll(async () => {
  ctx = await createTestApp();
  holders = [
    new AddressesPersonalData(ctx.db),
    new BasketPersonalData(ctx.db),
    new WishlistPersonalData(ctx.db),
    new StockRequestsPersonalData(ctx.db),
    new NotificationsPersonalData(ctx.db),
    new ContentPersonalData(ctx.db, ctx.app.services.accounts),
    new CreditRequestsPersonalData(ctx.db),
    new GiftCardsPersonalData(ctx.db),
    new PaymentsPersonalData(ctx.db),
    new PromotionsPersonalData(ctx.db),
    new ClientErrorsPersonalData(ctx.db),
    new CatalogPersonalData(ctx.db),
    new SellersPersonalData(ctx.db),
    new AuditPersonalData(ctx.db),
    new PrivacyPersonalData(ctx.db, ctx.exportsDir),
  ];
});
afterAll(() => ctx.close());

const day = 86_400_000;
const later = (from: Date, days: number) => new Date(from.getTime() + days * day);

let people = 0;
/** A member of their own, with a phone and e-mail no one else has. */
async function newPerson(): Promise<ErasedPerson & { phone: string; email: string }> {
  people += 1;
  const phone = `99477${String(Date.now() % 100_000).padStart(5, '0')}${people}`.slice(0, 12);
  const email = `person${people}-${Date.now()}@privacy.test`;
  const [user] = await ctx.db
    .insert(users)
    .values({ role: Role.Customer, firstName: 'Test', lastName: 'Person', phone, email })
    .returning({ id: users.id });
  return { userId: user?.id as number, phone, email };
}

async function region() {
  const [district] = await ctx.db.select().from(regions).where(isNotNull(regions.parentId)).limit(1);
  if (!district?.parentId) throw new Error('the demo needs a district');
  return { cityId: district.parentId, districtId: district.id };
}

/** Something of the person's in every table the holders look after. */
async function giveEverything(person: { userId: number; phone: string; email: string }) {
  const { userId, phone, email } = person;
  const product = await productInStock(ctx);
  const place = await region();
  const [admin] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, Role.Admin))
    .limit(1);
  await ctx.db.insert(addresses).values({ userId, ...place, text: 'Nizami 5', type: 'home' });
  await ctx.db
    .insert(basketItems)
    .values({ userId, productId: product.id, count: 1, addedPrice: product.price });
  await ctx.db.insert(wishlistItems).values({ userId, productId: product.id });
  await ctx.db.insert(stockRequests).values({ userId, productId: product.id });
  await ctx.db.insert(notifications).values([
    { userId, kind: 'orderPlaced', params: { number: 'BZ-1' } },
    { userId, kind: 'promotions', params: {} },
  ]);
  await ctx.db
    .insert(notificationSettings)
    .values({ userId, kind: 'promotions', channel: 'sms', enabled: true });
  await ctx.db.insert(smsMessages).values([
    { phone, text: 'Sifarişiniz qəbul edildi', userId },
    { phone, text: 'Kod: 123456' },
  ]);
  await ctx.db
    .insert(emailMessages)
    .values({ to: email, subject: 'Sifariş', text: 't', html: '<p>t</p>', userId });
  await ctx.db.insert(phoneCodes).values({ phone, codeHash: 'hash', expiresAt: later(new Date(), 1) });
  await ctx.db.insert(contactMessages).values([
    { userId, name: 'Test', phone, subject: 'Sual', body: 'Salam', lang: 'az' },
    // Written as a guest before registering, under the same phone.
    { name: 'Test', phone, subject: 'Sual', body: 'Salam', lang: 'az' },
  ]);
  const request = {
    userId,
    lang: 'az' as const,
    name: 'Test',
    surname: 'Person',
    fatherName: 'Ata',
    birthDate: '1990-01-01',
    idCardNumber: 'AA1234567',
    fin: '5XABCDZ',
    ...place,
    registeredAddress: 'Nizami 5',
    livingAddress: 'Nizami 5',
    mobilePhone: phone,
    monthlyIncome: 150_000,
    workplace: 'Bazar',
    goods: { basketItemIds: [] },
    lines: [],
    lender: 'Bank',
    months: 6,
    amount: 10_000,
    commission: 0,
    total: 10_000,
    monthly: 1_667,
    firstMonthly: 1_665,
  };
  await ctx.db.insert(creditRequests).values([request, { ...request, status: 'declined' }]);
  const [card] = await ctx.db
    .insert(giftCards)
    .values({
      number: `9${String(Date.now()).padStart(15, '0')}`.slice(0, 16),
      design: 'birthday',
      amount: 5_000,
      senderName: 'Test Person',
      recipientPhone: '994501234567',
      message: 'Ad günün mübarək',
      lang: 'az',
      buyerId: userId,
      ownerId: userId,
    })
    .returning({ id: giftCards.id });
  await ctx.db.insert(wallets).values({ userId });
  const [entry] = await ctx.db
    .insert(ledgerEntries)
    .values({ kind: 'topUp', method: 'card', amount: 2_500, walletUserId: userId, walletDelta: 2_500 })
    .returning();
  const [code] = await ctx.db
    .insert(promoCodes)
    .values({ code: `P${userId}X${Date.now()}`, discount: 500, expiresAt: later(new Date(), 30) })
    .returning({ id: promoCodes.id });
  const promoCodeId = code?.id as number;
  await ctx.db.insert(promoCodePeople).values({ promoCodeId, userId });
  await ctx.db.insert(promoRedemptions).values([
    { promoCodeId, buyer: `u${userId}`, orderId: 1 },
    { promoCodeId, buyer: `p${phone}`, orderId: 1 },
  ]);
  await ctx.db
    .insert(clientErrors)
    .values({ path: '/cart', reason: 'server', status: 500, lang: 'az', userId });
  await ctx.db
    .insert(productRequests)
    .values({ productId: product.id, userId, name: 'Test', phone, message: '?' });
  const [shop] = await ctx.db
    .insert(shops)
    .values({
      ownerId: userId,
      slug: `shop-${userId}`,
      name: 'Test shop',
      description: { az: '', en: '', ru: '' },
      city: 'Bakı',
      coordinatorName: 'Test Person',
      coordinatorPhone: phone,
    })
    .returning({ id: shops.id });
  await ctx.db.insert(auditLog).values({
    actorId: admin?.id as number,
    actorRole: Role.Admin,
    action: 'user.block',
    subjectType: 'user',
    subjectId: userId,
    before: { phone },
    after: { blocked: true },
  });
  await ctx.db
    .insert(consents)
    .values({ userId, subject: 'analytics', granted: true, version: 1, source: 'banner' });
  const fileKey = `test-${userId}`;
  await mkdir(ctx.exportsDir, { recursive: true });
  for (const format of ['json', 'html'] as const)
    await writeFile(exportFilePath(ctx.exportsDir, fileKey, format), '{}');
  await ctx.db.insert(dataExports).values({ userId, fileKey, status: 'ready', readyAt: new Date() });
  return {
    giftCardId: card?.id as number,
    ledgerEntry: entry,
    promoCodeId,
    shopId: shop?.id as number,
    fileKey,
  };
}

const rowsOf = async (table: PgTable, where: SQL | undefined) =>
  (await ctx.db.select({ one: sql`1` }).from(table).where(where)).length;

describe('what the domains hold about a person [PRV-01, PRV-02, PRV-04]', () => {
  it('[PRV-04] each holder copies what it keeps about the person, without secrets', async () => {
    const person = await newPerson();
    await giveEverything(person);
    const sections = Object.fromEntries(
      await Promise.all(
        holders.map(async (holder) => [holder.section, await holder.exportOf(person.userId)]),
      ),
    );
    const text = JSON.stringify(sections);
    expect(text).not.toMatch(/codeHash|passwordHash|tokenHash|fileKey|"hash"/);
    expect(sections.addresses).toHaveLength(1);
    expect(sections.basket).toHaveLength(1);
    expect(sections.contactMessages).toHaveLength(2);
    expect(sections.creditRequests).toHaveLength(2);
    expect(sections.payments).toMatchObject({ walletBalance: 25 });
    expect(sections.promoCodes.given).toHaveLength(1);
    expect(sections.shops[0]).toMatchObject({ coordinatorPhone: person.phone });
    expect(sections.accountActions).toEqual([expect.objectContaining({ action: 'user.block' })]);
    expect(sections.privacy.consents).toEqual([
      expect.objectContaining({ subject: 'analytics', granted: true }),
    ]);
  });

  it('[PRV-01] the purge deletes or pseudonymises everything, leaves the ledger as it was, and can run again', async () => {
    const person = await newPerson();
    const { giftCardId, ledgerEntry, promoCodeId, shopId, fileKey } = await giveEverything(person);
    const { userId, phone, email } = person;
    for (let run = 0; run < 2; run++)
      await ctx.db.transaction(async (tx) => {
        for (const holder of holders) await holder.erase(tx, person);
      });

    for (const [table, column] of [
      [addresses, addresses.userId],
      [basketItems, basketItems.userId],
      [wishlistItems, wishlistItems.userId],
      [stockRequests, stockRequests.userId],
      [notifications, notifications.userId],
      [notificationSettings, notificationSettings.userId],
      [creditRequests, creditRequests.userId],
      [wallets, wallets.userId],
      [promoCodePeople, promoCodePeople.userId],
      [clientErrors, clientErrors.userId],
      [productRequests, productRequests.userId],
      [consents, consents.userId],
      [dataExports, dataExports.userId],
    ] as const)
      expect(await rowsOf(table, eq(column, userId)), String(column.name)).toBe(0);
    expect(await rowsOf(smsMessages, eq(smsMessages.phone, phone))).toBe(0);
    expect(await rowsOf(emailMessages, eq(emailMessages.to, email))).toBe(0);
    expect(await rowsOf(phoneCodes, eq(phoneCodes.phone, phone))).toBe(0);
    expect(await rowsOf(contactMessages, eq(contactMessages.phone, phone))).toBe(0);
    expect(await rowsOf(promoRedemptions, eq(promoRedemptions.buyer, `p${phone}`))).toBe(0);
    expect(
      await rowsOf(
        promoRedemptions,
        and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.buyer, `u${userId}`)),
      ),
    ).toBe(1);

    // The books are kept as they were; the card stays (it may hold money) without the person on it.
    const [entry] = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, ledgerEntry?.id as number));
    expect(entry).toEqual(ledgerEntry);
    const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
    expect(card).toMatchObject({
      senderName: '',
      message: null,
      buyerId: null,
      ownerId: null,
      amount: 5_000,
    });
    const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, shopId));
    expect(shop).toMatchObject({ name: 'Test shop', coordinatorName: null, coordinatorPhone: null });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)));
    expect(audit).toMatchObject({ action: 'user.block', before: null, after: null });
    expect(existsSync(exportFilePath(ctx.exportsDir, fileKey, 'json'))).toBe(false);
  });

  it('[PRV-02] a child’s account keeps what orders need and loses the rest', async () => {
    const person = await newPerson();
    await giveEverything(person);
    const { userId } = person;
    await ctx.db.transaction(async (tx) => {
      for (const holder of holders) await holder.minimise?.(tx, userId);
    });
    expect(await rowsOf(addresses, eq(addresses.userId, userId))).toBe(1);
    expect(await rowsOf(basketItems, eq(basketItems.userId, userId))).toBe(1);
    expect(await rowsOf(wallets, eq(wallets.userId, userId))).toBe(1);
    expect(await rowsOf(wishlistItems, eq(wishlistItems.userId, userId))).toBe(0);
    expect(await rowsOf(stockRequests, eq(stockRequests.userId, userId))).toBe(0);
    expect(await rowsOf(clientErrors, eq(clientErrors.userId, userId))).toBe(0);
    expect(await rowsOf(promoCodePeople, eq(promoCodePeople.userId, userId))).toBe(0);
    expect(await rowsOf(productRequests, eq(productRequests.userId, userId))).toBe(0);
    const kinds = await ctx.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(kinds).toEqual([{ kind: 'orderPlaced' }]);
    const requests = await ctx.db
      .select({ status: creditRequests.status })
      .from(creditRequests)
      .where(eq(creditRequests.userId, userId));
    expect(requests).toEqual([{ status: 'declined' }]);
  });

  it('[PRV-01] retention removes outboxes, codes, errors and old notifications when their time comes, as the clock moves', async () => {
    const person = await newPerson();
    await giveEverything(person);
    const { userId, phone } = person;
    await ctx.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'promotions')));
    const expireAll = (now: Date) =>
      ctx.db.transaction(async (tx) => {
        for (const holder of holders) await holder.expire?.(tx, now);
      });
    const start = new Date();
    const sms = () => rowsOf(smsMessages, eq(smsMessages.phone, phone));
    const codes = () => rowsOf(phoneCodes, eq(phoneCodes.phone, phone));
    const errors = () => rowsOf(clientErrors, eq(clientErrors.userId, userId));
    const contact = () => rowsOf(contactMessages, eq(contactMessages.phone, phone));
    const unread = () =>
      rowsOf(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    const read = () =>
      rowsOf(notifications, and(eq(notifications.userId, userId), isNotNull(notifications.readAt)));
    const audits = () =>
      rowsOf(auditLog, and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)));
    const requests = () => rowsOf(creditRequests, eq(creditRequests.userId, userId));

    await expireAll(later(start, 0.5));
    expect([await sms(), await codes(), await errors()]).toEqual([2, 1, 1]);
    await expireAll(later(start, 2));
    expect([await sms(), await codes(), await errors()]).toEqual([2, 0, 1]);
    await expireAll(later(start, 89));
    expect([await sms(), await errors()]).toEqual([2, 1]);
    await expireAll(later(start, 91));
    expect([await sms(), await errors(), await read(), await unread()]).toEqual([0, 0, 1, 1]);
    expect(await rowsOf(emailMessages, eq(emailMessages.userId, userId))).toBe(0);
    await expireAll(later(start, 366));
    expect([await read(), await unread(), await contact(), await audits()]).toEqual([0, 1, 2, 1]);
    await expireAll(later(start, 6 * 365 - 2));
    expect([await contact(), await audits(), await requests()]).toEqual([2, 1, 2]);
    for (let run = 0; run < 2; run++) await expireAll(later(start, 6 * 365 + 3));
    expect([await contact(), await audits(), await requests(), await unread()]).toEqual([0, 0, 0, 0]);
    expect(await rowsOf(productRequests, eq(productRequests.userId, userId))).toBe(0);
    // Money is never touched by retention.
    expect(await rowsOf(ledgerEntries, inArray(ledgerEntries.walletUserId, [userId]))).toBe(1);
  });
});
