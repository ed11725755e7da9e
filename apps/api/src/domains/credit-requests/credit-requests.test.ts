import type {
  AdminCreditRequests,
  CreditQuote,
  CreditRequestDetail,
  InstalmentOffers,
  MyCreditRequests,
  NotificationPage,
  OrderDetail,
  Region,
} from '@bazar/contracts';
import { and, between, eq, gt, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { signInDemoPeople } from '../../test/demo-data';
import { ledgerOf } from '../../test/payments-support';
import { callApi, createTestApp, registerAccount, signIn, type TestContext } from '../../test/test-app';
import { products, productVariants } from '../catalog/catalog.tables';
import { instalmentExcludedShops } from '../instalments/instalments.tables';
import { orders } from '../orders/orders.tables';
import { creditRequests } from './credit-requests.tables';

let ctx: TestContext;
const tokens = { buyer: '', staff: '', admin: '', seller: '', other: '' };
/** Plain products (no variants) of the demo between 100 and 200 ₼ with stock to spare, each test its own. */
let goods: { id: number; price: number }[] = [];
/** A new member of its own for each test that sends requests (a member may have 3 waiting). */
let members = 0;
async function newBuyer(): Promise<string> {
  members += 1;
  const phone = `9945577700${String(members).padStart(2, '0')}`;
  const registered = await registerAccount(
    ctx.app,
    {
      accountType: 4,
      firstName: 'Günay',
      lastName: 'Əliyeva',
      phone,
      email: `credit-${phone}@example.az`,
      password: 'secret12',
      confirmPassword: 'secret12',
      acceptTerms: true,
    },
    { ip: `10.77.${members}.1` },
  );
  expect(registered.statusCode, registered.body).toBe(201);
  return registered.json().token;
}
let region: { cityId: number; districtId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  Object.assign(tokens, await signInDemoPeople(ctx));
  tokens.other = await newBuyer();
  const rows = await ctx.db
    .select({ id: products.id, price: products.price, discountedPrice: products.discountedPrice })
    .from(products)
    .where(
      and(
        eq(products.status, 'published'),
        notExists(ctx.db.select().from(productVariants).where(eq(productVariants.productId, products.id))),
        gt(products.stockCount, 20),
        between(products.price, 10_000, 20_000),
      ),
    )
    .orderBy(products.id)
    .limit(40);
  // What one costs now: the discounted price when there is one.
  goods = rows.map((row) => ({
    id: row.id,
    price: row.discountedPrice !== null && row.discountedPrice < row.price ? row.discountedPrice : row.price,
  }));
  if (goods.length < 12) throw new Error('the demo needs plain products between 100 and 200 ₼');
  const regions = (await callApi(ctx, 'GET', 'Address/Regions')).json() as Region[];
  const city = regions.find((entry) => entry.deliverable && entry.districts.some((d) => d.deliverable));
  const district = city?.districts.find((entry) => entry.deliverable);
  if (!city || !district) throw new Error('the demo needs a deliverable district');
  region = { cityId: city.id, districtId: district.id };
});
afterAll(() => ctx.close());

let nextProduct = 0;
/** A product no other test buys. */
const freshProduct = () => {
  const product = goods[nextProduct++];
  if (!product) throw new Error('out of test products');
  return product;
};

let nextPhone = 0;
/** A mobile phone of the test's own, so its texts can be counted. */
const freshPhone = () => `9945588800${String(++nextPhone).padStart(2, '0')}`;

const addToBasket = (token: string, lines: { productId: number; count: number }[]) =>
  callApi(ctx, 'POST', 'Basket', { token, payload: { createBasketDtos: lines } });

const quote = async (productId: number, token = tokens.buyer) => {
  const answer = await callApi(ctx, 'POST', 'CreditRequest/Quote', {
    token,
    payload: { buyNow: { productId, count: 1 } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as CreditQuote;
};

/** A valid request for one product with BirKart's 6-month plan. */
async function validBody(productId: number, overrides: Record<string, unknown> = {}) {
  const { offers } = await quote(productId);
  const plan = offers.find((offer) => offer.partner === 'BirKart' && offer.months === 6);
  if (!plan) throw new Error('the demo lacks BirKart’s 6-month plan');
  return {
    name: 'Rəşad',
    surname: 'Hüseynov',
    fatherName: 'Elman',
    birthDate: '1990-05-12',
    idCardNumber: 'aa1234567',
    fin: '5xabcdz',
    cityId: region.cityId,
    districtId: region.districtId,
    registeredAddress: 'Bakı, Nizami küç. 5, mənzil 12',
    livingAddress: 'Bakı, Füzuli küç. 40, mənzil 3',
    homePhone: '012 440 12 34',
    mobilePhone: freshPhone(),
    monthlyIncome: 1250.5,
    workplace: 'Azərsu ASC, mühəndis, 6 il',
    planId: plan.planId,
    buyNow: { productId, count: 1 },
    ...overrides,
  };
}

const submit = (payload: object, token = tokens.buyer, lang?: string) =>
  callApi(ctx, 'POST', 'CreditRequest', { token, payload, lang });

async function submitted(productId: number, token: string, overrides: Record<string, unknown> = {}) {
  const answer = await submit(await validBody(productId, overrides), token);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as CreditRequestDetail;
}

const decide = (id: number, payload: object, token = tokens.staff) =>
  callApi(ctx, 'POST', `Admin/CreditRequests/${id}/Status`, { token, payload, lang: 'en' });

const texts = async (phone: string) =>
  (await ctx.app.services.notifications.outbox(phone)).map((message) => message.text).reverse();
/** The buyer's newest notification of a credit decision. */
const decisionOf = async (token: string) =>
  ((await callApi(ctx, 'GET', 'Notifications', { token })).json() as NotificationPage).items.find(
    (item) => item.kind === 'creditDecided',
  );

describe('a credit request', () => {
  it('[PAY-05] POST CreditRequest/Quote prices the goods with standard delivery and lists every lender plan for that amount', async () => {
    const product = freshProduct();
    const priced = await quote(product.id);
    // From 50 ₼ a seller's part is delivered free.
    expect(priced.amount).toBe(product.price / 100);
    expect(priced.items).toMatchObject([{ productId: product.id, count: 1, price: product.price / 100 }]);
    const plans = (
      await callApi(ctx, 'GET', `Instalment/Plans?amount=${priced.amount}&productIds=${product.id}`)
    ).json() as InstalmentOffers;
    expect(priced.offers).toEqual(plans.offers);
    expect(priced.offers.length).toBeGreaterThan(0);
  });

  it('[PAY-05] a request with every field wrong gets a clear message beside each field in the caller’s language, never a 500', async () => {
    const wrong = await submit(
      {
        name: '1',
        surname: '',
        fatherName: 42,
        birthDate: '1990-02-30',
        idCardNumber: 'AB12',
        fin: 'ABC-12',
        cityId: 'Bakı',
        districtId: '',
        registeredAddress: 'Bakı',
        livingAddress: 'x'.repeat(301),
        homePhone: '12345',
        mobilePhone: '0501234567',
        monthlyIncome: 100.555,
        workplace: 'x',
        planId: 0,
      },
      tokens.buyer,
      'en',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      name: ['Enter the name as on the ID card: 2–60 letters'],
      surname: ['Enter the surname as on the ID card: 2–60 letters'],
      fatherName: ['Enter the father’s name as on the ID card: 2–60 letters'],
      birthDate: ['Enter a real date of birth'],
      idCardNumber: [
        'The ID card number must be 2–3 Latin letters and 7–8 digits, as AA1234567 or AZE12345678',
      ],
      fin: ['The FIN code must be exactly 7 Latin letters and digits'],
      cityId: ['Choose the city of your region'],
      districtId: ['Choose the district'],
      registeredAddress: ['Enter the registered address: 5–300 characters'],
      livingAddress: ['Enter the address you live at: 5–300 characters'],
      homePhone: [
        'The home phone must be 10 digits with the area code (0124401234) or 994XXXXXXXXX; or leave it empty',
      ],
      mobilePhone: ['The phone number must look like 994XXXXXXXXX'],
      monthlyIncome: ['Enter the monthly income in AZN: more than 0, with at most two decimals'],
      workplace: ['Enter the workplace and position: 2–300 characters'],
      planId: ['Choose the lender and the duration'],
      buyNow: ['Choose the goods to buy on credit'],
    });

    const product = freshProduct();
    const body = await validBody(product.id);
    const tooYoung = await submit({ ...body, birthDate: '2015-01-01' }, tokens.buyer, 'az');
    expect(tooYoung.json().errors).toEqual({
      birthDate: ['Müraciət edənin ən azı 18, lakin 100-dən az yaşı olmalıdır'],
    });
    const tooOld = await submit({ ...body, birthDate: '1900-01-01' }, tokens.buyer, 'ru');
    expect(tooOld.json().errors).toEqual({
      birthDate: ['Заявителю должно быть не меньше 18 и меньше 100 лет'],
    });

    // Wrong shapes, huge strings and totals of the client's own are the caller's 4xx.
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/CreditRequest',
      headers: { authorization: `Bearer ${tokens.buyer}`, 'content-type': 'application/json' },
      payload: '{"name": "Rəşad",',
    });
    expect(malformed.statusCode).toBe(400);
    for (const payload of [
      [body],
      { ...body, total: 1, monthly: 1 },
      { ...body, workplace: 'x'.repeat(100_000) },
      { ...body, monthlyIncome: '1e400' },
      { ...body, buyNow: { productId: 'many' } },
      { ...body, basketItemIds: [1] },
      { ...body, planId: 99_999_999_999 },
    ]) {
      const answer = await submit(payload);
      expect([400, 413], JSON.stringify(payload).slice(0, 120)).toContain(answer.statusCode);
    }
  });

  it('[PAY-05] a buyer sends a request: the server computes the duration, total and monthly payment from the plan, texts the mobile phone, and the ID card and FIN come back masked', async () => {
    const product = freshProduct();
    const body = await validBody(product.id);
    const plan = (await quote(product.id)).offers.find((offer) => offer.planId === body.planId);
    const answer = await submit(body, tokens.buyer, 'en');
    expect(answer.statusCode, answer.body).toBe(201);
    const request = answer.json() as CreditRequestDetail;
    expect(request).toMatchObject({
      status: 'submitted',
      applicantName: 'Rəşad Hüseynov',
      terms: {
        lender: 'BirKart',
        months: 6,
        amount: product.price / 100,
        commission: plan?.commission,
        total: plan?.total,
        monthly: plan?.monthly,
        firstMonthly: plan?.firstMonthly,
      },
      applicant: {
        idCardNumber: 'AA*****67',
        fin: '5X****Z',
        homePhone: '0124401234',
        monthlyIncome: 1250.5,
        city: { id: region.cityId },
        district: { id: region.districtId },
      },
      history: [{ status: 'submitted', note: null, byOperator: false }],
      note: null,
      order: null,
      unmasked: false,
    });
    expect(await texts(body.mobilePhone)).toEqual([
      `Bazar: your credit request No. ${request.id} is received. We will let you know the decision.`,
    ]);

    const mine = (
      await callApi(ctx, 'GET', 'CreditRequest', { token: tokens.buyer })
    ).json() as MyCreditRequests;
    expect(mine.items[0]).toMatchObject({ id: request.id, status: 'submitted' });
    const seen = await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: tokens.buyer });
    expect(seen.json()).toMatchObject({ applicant: { idCardNumber: 'AA*****67', fin: '5X****Z' } });
    // Nothing of the ID card or FIN is kept in the audit log.
    const logged = JSON.stringify(await ctx.db.select().from(auditLog));
    expect(logged).not.toContain('AA1234567');
    expect(logged).not.toContain('5XABCDZ');
  });

  it('[PAY-05] a form sent twice under one Idempotency-Key, one after the other or both at once, makes one request; the key with other details is 422', async () => {
    const token = await newBuyer();
    const body = await validBody(freshProduct().id);
    const send = (payload: object, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/CreditRequest',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'idempotency-key': key },
        payload,
      });
    const first = await send(body, 'credit-form-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(body, 'credit-form-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);

    const twins = await Promise.all([send(body, 'credit-form-key-2'), send(body, 'credit-form-key-2')]);
    expect(twins.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(twins[0]?.json().id).toBe(twins[1]?.json().id);
    expect(twins[0]?.json().id).not.toBe(first.json().id);

    const mine = (await callApi(ctx, 'GET', 'CreditRequest', { token })).json() as { total: number };
    expect(mine.total).toBe(2);
    expect((await texts(body.mobilePhone as string)).filter((text) => text.includes('credit'))).toHaveLength(
      2,
    );

    const changed = await send({ ...body, workplace: 'Another employer' }, 'credit-form-key-1');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      code: 'credit.idempotencyMismatch',
      detail: 'This request key was already used for a different request',
    });
    const tooShort = await send(body, 'short');
    expect(tooShort.statusCode).toBe(400);
  });

  it('[PAY-05] guests get 401, sellers 403, and another buyer 404 for a request that is not theirs', async () => {
    const buyer = await newBuyer();
    const request = await submitted(freshProduct().id, buyer);
    expect((await callApi(ctx, 'GET', 'CreditRequest')).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', `CreditRequest/${request.id}`)).statusCode).toBe(401);
    expect((await callApi(ctx, 'POST', 'CreditRequest', { payload: {} })).statusCode).toBe(401);
    expect((await callApi(ctx, 'POST', 'CreditRequest/Quote', { payload: {} })).statusCode).toBe(401);
    expect(
      (await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: tokens.seller })).statusCode,
    ).toBe(403);
    expect((await callApi(ctx, 'GET', 'Admin/CreditRequests', { token: tokens.seller })).statusCode).toBe(
      403,
    );
    expect((await callApi(ctx, 'GET', 'Admin/CreditRequests', { token: tokens.buyer })).statusCode).toBe(403);
    const foreign = await callApi(ctx, 'GET', `CreditRequest/${request.id}`, {
      token: tokens.other,
      lang: 'en',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Credit request not found');
    const theirs = (await callApi(ctx, 'GET', 'CreditRequest', { token: tokens.other })).json();
    expect(theirs.items).toEqual([]);
    for (const id of ['0', 'abc', '99999999', '1e3'])
      expect([400, 404]).toContain(
        (await callApi(ctx, 'GET', `CreditRequest/${id}`, { token: buyer })).statusCode,
      );
    expect((await decide(request.id, { status: 'underReview' }, tokens.other)).statusCode).toBe(403);
    expect((await decide(99_999_999, { status: 'underReview' })).statusCode).toBe(404);
    expect(
      (await callApi(ctx, 'GET', 'Admin/CreditRequests/99999999', { token: tokens.staff })).statusCode,
    ).toBe(404);
  });

  it('[PAY-05] a plan that does not take the amount, a region delivery does not reach and goods out of stock are refused with their reason', async () => {
    const product = freshProduct();
    const body = await validBody(product.id);
    const plans = (await callApi(ctx, 'GET', 'Admin/InstalmentPlans', { token: tokens.staff })).json() as {
      id: number;
      minOrder: number;
    }[];
    const tooBig = plans.find((plan) => plan.minOrder > product.price / 100);
    if (!tooBig) throw new Error('the demo needs a plan with a minimum above the product');
    const plan = await submit({ ...body, planId: tooBig.id }, tokens.buyer, 'en');
    expect(plan.statusCode).toBe(422);
    expect(plan.json().errors).toEqual({
      planId: ['The chosen plan does not take these goods or this amount; choose another'],
    });
    const regions = (await callApi(ctx, 'GET', 'Address/Regions')).json() as Region[];
    const otherCity = regions.find((city) => city.id !== region.cityId);
    const mismatched = await submit({ ...body, cityId: otherCity?.id }, tokens.buyer, 'en');
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().errors).toEqual({ districtId: ['The district is not in this city'] });
    const tooMany = await submit(
      { ...body, buyNow: { productId: product.id, count: 99 } },
      tokens.buyer,
      'en',
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('The goods of this request are no longer in stock in that amount');
  });
});

describe('reviewing credit requests', () => {
  it('[PAY-05] Staff see the ID card and FIN in full in the back office, each view audited; Admin sees them masked', async () => {
    const request = await submitted(freshProduct().id, await newBuyer(), {
      idCardNumber: 'AZE12345678',
      fin: '7ab12cd',
    });
    const staffView = await callApi(ctx, 'GET', `Admin/CreditRequests/${request.id}`, {
      token: tokens.staff,
    });
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json()).toMatchObject({
      unmasked: true,
      applicant: { idCardNumber: 'AZE12345678', fin: '7AB12CD' },
    });
    const adminView = await callApi(ctx, 'GET', `Admin/CreditRequests/${request.id}`, {
      token: tokens.admin,
    });
    expect(adminView.json()).toMatchObject({
      unmasked: false,
      applicant: { idCardNumber: 'AZ*******78', fin: '7A****D' },
    });
    // The member's call shows every operator the request masked.
    const operatorView = await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: tokens.staff });
    expect(operatorView.json()).toMatchObject({ applicant: { idCardNumber: 'AZ*******78' } });
    const views = await ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'creditRequest'), eq(auditLog.subjectId, request.id)));
    expect(views.map((row) => row.action)).toEqual(['creditRequest.view']);
  });

  it('[PAY-05] staff start the review, ask for more information and review again; each status is in the buyer’s history and texted, and a wrong move is 409', async () => {
    const buyer = await newBuyer();
    const request = await submitted(freshProduct().id, buyer);
    const phone = request.mobilePhone;
    expect((await decide(request.id, { status: 'approved' })).statusCode).toBe(409);
    expect((await decide(request.id, { status: 'moreInfoNeeded', note: 'Zəng edin' })).statusCode).toBe(409);
    expect((await decide(request.id, { status: 'underReview' })).statusCode).toBe(200);
    const noNote = await decide(request.id, { status: 'moreInfoNeeded' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({
      note: ['Write what the buyer must bring or do: 2–500 characters'],
    });
    expect((await decide(request.id, { status: 'submitted' })).statusCode).toBe(400);
    const asked = await decide(request.id, {
      status: 'moreInfoNeeded',
      note: 'İş yerindən arayış gətirin',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await decide(request.id, { status: 'underReview' }, tokens.admin)).statusCode).toBe(200);

    const seen = (
      await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: buyer })
    ).json() as CreditRequestDetail;
    expect(seen.status).toBe('underReview');
    expect(seen.history.map((event) => [event.status, event.note, event.byOperator])).toEqual([
      ['submitted', null, false],
      ['underReview', null, true],
      ['moreInfoNeeded', 'İş yerindən arayış gətirin', true],
      ['underReview', null, true],
    ]);
    // The request was sent in az: its texts are.
    expect(await texts(phone)).toEqual([
      `Bazar: kredit müraciətiniz №${request.id} qəbul olundu. Qərar veriləndə xəbər verəcəyik.`,
      `Bazar: kredit müraciətiniz №${request.id} nəzərdən keçirilir.`,
      `Bazar: kredit müraciətiniz №${request.id} üçün əlavə məlumat lazımdır: İş yerindən arayış gətirin`,
      `Bazar: kredit müraciətiniz №${request.id} nəzərdən keçirilir.`,
    ]);
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'creditRequest'), eq(auditLog.subjectId, request.id)))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      'creditRequest.review',
      'creditRequest.askMoreInfo',
      'creditRequest.review',
    ]);
  });

  it('[PAY-05] a declined request tells the buyer why, and is final', async () => {
    const buyer = await newBuyer();
    const request = await submitted(freshProduct().id, buyer);
    await decide(request.id, { status: 'underReview' });
    const noReason = await decide(request.id, { status: 'declined', note: ' ' });
    expect(noReason.json().errors).toEqual({ note: ['Write why the request is declined: 2–500 characters'] });
    const reason = 'Aylıq gəlir kredit üçün kifayət deyil';
    expect((await decide(request.id, { status: 'declined', note: reason })).statusCode).toBe(200);
    const seen = (
      await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: buyer })
    ).json() as CreditRequestDetail;
    expect(seen).toMatchObject({ status: 'declined', note: reason, order: null });
    // The decision is a notification: in the buyer's list (and by SMS and e-mail, as they chose).
    expect((await decisionOf(buyer))?.text).toBe(
      `Kredit müraciətiniz №${request.id} üzrə imtina edildi. Səbəb: ${reason}`,
    );
    expect((await decide(request.id, { status: 'underReview' })).statusCode).toBe(409);
    expect((await decide(request.id, { status: 'approved' })).statusCode).toBe(409);
  });

  it('[PAY-05] approving places exactly one order, paid by the lender (payment type credit, paid), even when approve is sent twice', async () => {
    const buyer = await newBuyer();
    const request = await submitted(freshProduct().id, buyer);
    await decide(request.id, { status: 'underReview' });
    const [first, twin] = await Promise.all([
      decide(request.id, { status: 'approved' }),
      decide(request.id, { status: 'approved' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    const again = await decide(request.id, { status: 'approved' });
    expect(again.statusCode).toBe(200);
    const approved = again.json() as CreditRequestDetail;
    expect(approved.status).toBe('approved');
    expect(approved.history.map((event) => event.status)).toEqual(['submitted', 'underReview', 'approved']);

    const placed = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.phone, request.mobilePhone));
    expect(placed).toHaveLength(1);
    expect(approved.order?.id).toBe(placed[0]?.id);
    const order = (
      await callApi(ctx, 'GET', `Order/${approved.order?.id}`, { token: buyer })
    ).json() as OrderDetail;
    expect(order).toMatchObject({
      paymentType: 'credit',
      paymentStatus: 'paid',
      total: request.terms.amount,
      name: 'Rəşad',
      surname: 'Hüseynov',
      address: { text: 'Bakı, Füzuli küç. 40, mənzil 3' },
    });
    expect((await ledgerOf(ctx, order.id)).map((entry) => [entry.kind, entry.method, entry.amount])).toEqual([
      ['capture', 'credit', Math.round(request.terms.amount * 100)],
    ]);
    expect(await decisionOf(buyer)).toMatchObject({
      text: `Kredit müraciətiniz №${request.id} təsdiqləndi, sifariş ${order.number} yerləşdirildi.`,
      link: `/user/profile/credit-requests/${request.id}`,
    });
    const mine = (await callApi(ctx, 'GET', 'CreditRequest', { token: buyer })).json() as MyCreditRequests;
    expect(mine.items.find((item) => item.id === request.id)?.order).toEqual({
      id: order.id,
      number: order.number,
    });
  });

  it('[PAY-05] approving a request whose product went out of stock is 409 and leaves it under review, with no order', async () => {
    const buyer = await newBuyer();
    const product = freshProduct();
    const request = await submitted(product.id, buyer);
    await decide(request.id, { status: 'underReview' });
    await ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, product.id));
    const refused = await decide(request.id, { status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('The goods of this request are no longer in stock in that amount');
    const seen = (
      await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: buyer })
    ).json() as CreditRequestDetail;
    expect(seen).toMatchObject({ status: 'underReview', order: null });
    expect(seen.history).toHaveLength(2);
    expect(await ctx.db.select().from(orders).where(eq(orders.phone, request.mobilePhone))).toEqual([]);
  });

  it('[PAY-05] an approval cut short after placing its order is finished by the next one, with that order, even once the goods sold out', async () => {
    const buyer = await newBuyer();
    const product = freshProduct();
    const request = await submitted(product.id, buyer);
    await decide(request.id, { status: 'underReview' });
    // The order is placed, then the approval stops before marking the request (a crash).
    const [row] = await ctx.db.select().from(creditRequests).where(eq(creditRequests.id, request.id));
    if (!row) throw new Error('request not stored');
    const placed = await ctx.app.services.checkout.placeForCredit(
      {
        key: `credit-${row.id}`,
        userId: row.userId,
        name: row.name,
        surname: row.surname,
        phone: row.mobilePhone,
        email: (await callApi(ctx, 'GET', 'Checkout/Me', { token: buyer })).json().email,
        address: { cityId: row.cityId, districtId: row.districtId, text: row.livingAddress },
        ...row.goods,
      },
      'az',
    );
    await ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, product.id));
    const finished = await decide(request.id, { status: 'approved' });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((finished.json() as CreditRequestDetail).order?.id).toBe(placed.id);
    expect(
      await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.phone, request.mobilePhone)),
    ).toEqual([{ id: placed.id }]);
  });

  it('[SEC-35.6] a member who sends Idempotency-Key credit-<N> at checkout does not stop the approval of credit request N', async () => {
    const buyer = await newBuyer();
    const request = await submitted(freshProduct().id, buyer);
    await decide(request.id, { status: 'underReview' });
    const me = (await callApi(ctx, 'GET', 'Checkout/Me', { token: buyer })).json();
    // The member orders something else at checkout under the key the server uses for request N.
    const payload = {
      name: 'Günay',
      surname: 'Əliyeva',
      phone: me.phone,
      email: me.email,
      address: { ...region, text: 'Bakı, Xətai pr. 8', type: 'home' },
      deliveryType: 'standard',
      paymentType: 'cash',
      buyNow: { productId: freshProduct().id, count: 1 },
    };
    const placeAtCheckout = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Checkout',
        headers: { authorization: `Bearer ${buyer}`, 'idempotency-key': `credit-${request.id}` },
        payload,
      });
    const checkout = await placeAtCheckout();
    expect(checkout.statusCode, checkout.body).toBe(200);
    const approved = await decide(request.id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = approved.json() as CreditRequestDetail;
    expect(detail.status).toBe('approved');
    expect(detail.order?.id).not.toBe(checkout.json().id);
    const order = (
      await callApi(ctx, 'GET', `Order/${detail.order?.id}`, { token: buyer })
    ).json() as OrderDetail;
    expect(order).toMatchObject({ paymentType: 'credit', total: request.terms.amount });
    // The member's own key still answers their own order.
    const again = await placeAtCheckout();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(checkout.json().id);
  });

  /** A request under review for one product of its own, and what its approval answers after `change`. */
  async function approvedAfter(change: (productId: number, shopId: number) => Promise<unknown>) {
    const buyer = await newBuyer();
    const product = freshProduct();
    const request = await submitted(product.id, buyer);
    await decide(request.id, { status: 'underReview' });
    const [row] = await ctx.db
      .select({ shopId: products.shopId })
      .from(products)
      .where(eq(products.id, product.id));
    await change(product.id, row?.shopId ?? 0);
    const answer = await decide(request.id, { status: 'approved' });
    const seen = (
      await callApi(ctx, 'GET', `CreditRequest/${request.id}`, { token: buyer })
    ).json() as CreditRequestDetail;
    expect(seen).toMatchObject({ status: 'underReview', order: null });
    expect(await ctx.db.select().from(orders).where(eq(orders.phone, request.mobilePhone))).toEqual([]);
    return answer;
  }

  it('[SEC-35.9] approving a request whose product now costs something else is 409 naming the line, even when the total is the same', async () => {
    const buyer = await newBuyer();
    const [one, two] = [freshProduct(), freshProduct()];
    const added = await addToBasket(buyer, [
      { productId: one.id, count: 1 },
      { productId: two.id, count: 1 },
    ]);
    const basketItemIds = (added.json() as { baskets: { id: number }[] }).baskets.map((line) => line.id);
    const sent = await submit(await validBody(one.id, { buyNow: undefined, basketItemIds }), buyer);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json() as CreditRequestDetail;
    await decide(request.id, { status: 'underReview' });
    // One price up by 5 ₼, the other down by 5 ₼: the total is what the request priced.
    await ctx.db
      .update(products)
      .set({ price: one.price + 500, discountedPrice: null })
      .where(eq(products.id, one.id));
    await ctx.db
      .update(products)
      .set({ price: two.price - 500, discountedPrice: null })
      .where(eq(products.id, two.id));
    const refused = await decide(request.id, { status: 'approved' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'credit.priceChanged',
      errors: {
        'items.0': [
          'The goods or their prices changed since the request; decline it so the buyer can send a new one',
        ],
        'items.1': [
          'The goods or their prices changed since the request; decline it so the buyer can send a new one',
        ],
      },
    });
    expect(await ctx.db.select().from(orders).where(eq(orders.phone, request.mobilePhone))).toEqual([]);
  });

  it('[SEC-35.9] approving a request whose product was taken off sale (unpublished, back to moderation) is 409 saying so', async () => {
    const refused = await approvedAfter((productId) =>
      ctx.db.update(products).set({ status: 'pending' }).where(eq(products.id, productId)),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'credit.changed.unavailable',
      detail: 'A product of this request is no longer on sale (removed or no longer approved)',
      errors: { 'items.0': [expect.any(String)] },
    });
  });

  it('[SEC-35.9] approving a request whose product is now left out of instalments and credit is 409 saying so', async () => {
    let excludedShop = 0;
    try {
      const refused = await approvedAfter(async (_productId, shopId) => {
        excludedShop = shopId;
        await ctx.db.insert(instalmentExcludedShops).values({ shopId });
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'credit.changed.excluded',
        detail: 'A product of this request is now left out of instalments and credit',
        errors: { 'items.0': ['A product of this request is now left out of instalments and credit'] },
      });
    } finally {
      await ctx.db.delete(instalmentExcludedShops).where(eq(instalmentExcludedShops.shopId, excludedShop));
    }
  });

  it('[SEC-35.9] approving a request whose product is out of stock names the line', async () => {
    const refused = await approvedAfter((productId) =>
      ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, productId)),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'credit.outOfStock',
      errors: { 'items.0': [expect.any(String)] },
    });
  });

  it('[SEC-35.9] approving a basket request whose lines the buyer changed since is 409 naming the line', async () => {
    const buyer = await newBuyer();
    const [one, two] = [freshProduct(), freshProduct()];
    const added = await addToBasket(buyer, [
      { productId: one.id, count: 1 },
      { productId: two.id, count: 1 },
    ]);
    const lines = (added.json() as { baskets: { id: number; productId: number }[] }).baskets;
    const sent = await submit(
      await validBody(one.id, { buyNow: undefined, basketItemIds: lines.map((line) => line.id) }),
      buyer,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json() as CreditRequestDetail;
    await decide(request.id, { status: 'underReview' });
    const second = lines.find((line) => line.productId === two.id);
    const removed = await callApi(ctx, 'POST', 'Basket/Delete', {
      token: buyer,
      payload: { ids: [second?.id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await decide(request.id, { status: 'approved' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'credit.changed.goods',
      errors: { 'items.1': [expect.any(String)] },
    });
    expect(Object.keys(refused.json().errors)).toEqual(['items.1']);
  });

  it('[PAY-05] a request for basket lines places an order of those lines when approved', async () => {
    const [one, two] = [freshProduct(), freshProduct()];
    const added = await addToBasket(tokens.other, [
      { productId: one.id, count: 1 },
      { productId: two.id, count: 2 },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const lines = (added.json() as { baskets: { id: number; productId: number }[] }).baskets;
    const basketItemIds = lines.map((line) => line.id);
    const priced = await callApi(ctx, 'POST', 'CreditRequest/Quote', {
      token: tokens.other,
      payload: { basketItemIds },
    });
    expect(priced.json().amount).toBe((one.price + two.price * 2) / 100);
    const body = await validBody(one.id, { buyNow: undefined, basketItemIds });
    const sent = await submit(body, tokens.other);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json() as CreditRequestDetail;
    expect(request.terms.amount).toBe((one.price + two.price * 2) / 100);
    expect(request.items.map((item) => [item.productId, item.count])).toEqual([
      [one.id, 1],
      [two.id, 2],
    ]);
    await decide(request.id, { status: 'underReview' });
    const approved = await decide(request.id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const order = (
      await callApi(ctx, 'GET', `Order/${approved.json().order.id}`, { token: tokens.other })
    ).json() as OrderDetail;
    expect(order).toMatchObject({
      paymentType: 'credit',
      paymentStatus: 'paid',
      total: request.terms.amount,
    });
    const basket = (await callApi(ctx, 'GET', 'Basket', { token: tokens.other })).json();
    expect(basket.baskets).toEqual([]);
  });

  it('[PAY-05] the back office lists requests by status with each status’s count; a member may have 3 waiting at once', async () => {
    const before = (
      await callApi(ctx, 'GET', 'Admin/CreditRequests?status=submitted', { token: tokens.staff })
    ).json() as AdminCreditRequests;
    const waiting = (
      (
        await callApi(ctx, 'GET', 'CreditRequest?pageSize=100', { token: tokens.other })
      ).json() as MyCreditRequests
    ).items.filter((item) => ['submitted', 'underReview', 'moreInfoNeeded'].includes(item.status)).length;
    const sent: CreditRequestDetail[] = [];
    for (let open = waiting; open < 3; open += 1) {
      const answer = await submit(await validBody(goods[0]?.id ?? 0), tokens.other);
      expect(answer.statusCode, answer.body).toBe(201);
      sent.push(answer.json());
    }
    const fourth = await submit(await validBody(goods[0]?.id ?? 0), tokens.other, 'en');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toBe(
      'You have too many requests being considered; wait for an answer before sending another',
    );
    const after = (
      await callApi(ctx, 'GET', 'Admin/CreditRequests?status=submitted&pageSize=2', { token: tokens.staff })
    ).json() as AdminCreditRequests;
    expect(after.counts.submitted).toBe(before.counts.submitted + sent.length);
    expect(after.total).toBe(after.counts.submitted);
    expect(after.items.length).toBeLessThanOrEqual(2);
    expect(after.items.every((item) => item.status === 'submitted')).toBe(true);
    const ids = after.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(
      (await callApi(ctx, 'GET', 'Admin/CreditRequests?status=lost', { token: tokens.staff })).statusCode,
    ).toBe(400);
  });
});

describe('without a bank', () => {
  it('[PAY-05] credit is not offered: a request is refused with 503, saying so, and nothing is stored', async () => {
    const bankless = await createTestApp({ payments: { gateway: 'none', timeoutMinutes: 30 } });
    try {
      const token = await signIn(bankless, '994500000003');
      const sent = await callApi(bankless, 'POST', 'CreditRequest', {
        token,
        payload: await validBody(freshProduct().id),
        lang: 'en',
      });
      expect(sent.statusCode).toBe(503);
      expect(sent.json().detail).toBe('Credit requests are not taken at the moment');
      expect((await callApi(bankless, 'GET', 'CreditRequest', { token })).json().items).toEqual([]);
    } finally {
      await bankless.close();
    }
  });
});
