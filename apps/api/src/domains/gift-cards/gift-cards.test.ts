import { luhnValid, type MyGiftCards } from '@bazar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoTokens, productBetween100And200, signInDemoPeople } from '../../test/demo-data';
import { buyNowOrder, checkout, eventually, ledgerOf, payOnSandbox } from '../../test/payments-support';
import { callApi, createTestApp, type TestContext } from '../../test/test-app';
import { newCardNumber } from './gift-cards.service';

let ctx: TestContext;
const phones = { admin: '994500000001', buyer: '994500000003', staff: '994500000004' };
let tokens: DemoTokens;
/** A product between 100 and 200 ₼ with stock to spare. */
let product: { id: number; price: number };

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
  product = await productBetween100And200(ctx);
});
afterAll(() => ctx.close());

/** The number and code the recipient was texted last. */
async function textedCard(phone: string) {
  const outbox = await callApi(ctx, 'GET', `dev/SmsOutbox?phone=${phone}`);
  const [newest] = (outbox.json() as { items: { text: string }[] }).items;
  const match = /(\d{4} \d{4} \d{4} \d{4}).*?([A-Z0-9]{6})\.?$/.exec(newest?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no gift card in "${newest?.text}"`);
  return { text: newest?.text ?? '', number: match[1], code: match[2] };
}

/** The buyer buys a card for `recipient` by card on the sandbox bank; answers its number and code. */
async function boughtCard(amount: number, recipient = phones.admin) {
  const bought = await callApi(ctx, 'POST', 'GiftCard/Buy', {
    token: tokens.buyer,
    payload: {
      amount,
      design: 'birthday',
      senderName: 'Leyla',
      recipientPhone: recipient,
      message: 'Təbriklər!',
      paymentType: 'card',
    },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const { id, paymentUrl } = bought.json();
  await payOnSandbox(ctx, paymentUrl);
  const purchase = await eventually(
    async () => (await callApi(ctx, 'GET', `GiftCard/Purchase/${id}`, { token: tokens.buyer })).json(),
    (answer) => answer.status === 'paid',
  );
  expect(purchase).toMatchObject({ id, amount, design: 'birthday', status: 'paid' });
  return { id, ...(await textedCard(recipient)) };
}

const cardsOf = async (token: string) =>
  (await callApi(ctx, 'GET', 'GiftCard', { token })).json() as MyGiftCards;

const payByGiftCard = async (card: { number: string; code?: string }, key?: string) =>
  checkout(
    ctx,
    tokens.buyer,
    {
      ...(await buyNowOrder(ctx, tokens.buyer, 'giftCard', product.id)),
      giftCardNumber: card.number,
      ...(card.code ? { giftCardCode: card.code } : {}),
    },
    key,
  );

describe('buying a gift card', () => {
  it('[PAY-07] paid by card, its number (with a check digit) and code are texted to the recipient, whose profile lists it with its sender, value and remainder', async () => {
    const card = await boughtCard(50);
    expect(card.text).toContain('Leyla');
    expect(card.text).toContain('50,00 AZN');
    expect(luhnValid(card.number.replace(/ /g, ''))).toBe(true);

    const mine = await cardsOf(tokens.admin);
    expect(mine.active.find((entry) => entry.id === card.id)).toMatchObject({
      number: card.number,
      design: 'birthday',
      value: 50,
      remainder: 50,
      senderName: 'Leyla',
      message: 'Təbriklər!',
      status: 'active',
    });
    // The buyer bought it for someone else: it is not theirs.
    expect((await cardsOf(tokens.buyer)).active.some((entry) => entry.id === card.id)).toBe(false);
  });

  it('[PAY-07] paid from the wallet at once; a short wallet is refused on the payment field and leaves no card', async () => {
    const short = await callApi(ctx, 'POST', 'GiftCard/Buy', {
      token: tokens.staff,
      lang: 'en',
      payload: {
        amount: 30,
        design: 'classic',
        senderName: 'Staff',
        recipientPhone: phones.buyer,
        paymentType: 'wallet',
      },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ paymentType: ['The wallet does not hold enough'] });

    const topUp = await callApi(ctx, 'POST', 'Wallet/TopUp', {
      token: tokens.staff,
      payload: { amount: 100 },
    });
    await payOnSandbox(ctx, topUp.json().paymentUrl);
    await eventually(
      async () => (await callApi(ctx, 'GET', 'Wallet', { token: tokens.staff })).json().balance,
      (balance) => balance === 100,
    );
    const bought = await callApi(ctx, 'POST', 'GiftCard/Buy', {
      token: tokens.staff,
      payload: {
        amount: 30,
        design: 'thanks',
        senderName: 'Staff',
        recipientPhone: phones.buyer,
        paymentType: 'wallet',
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().paymentUrl).toMatch(new RegExp(`/gift-card/result/${bought.json().id}$`));
    expect((await callApi(ctx, 'GET', 'Wallet', { token: tokens.staff })).json().balance).toBe(70);
    const history = (await callApi(ctx, 'GET', 'Wallet/History', { token: tokens.staff })).json();
    expect(history.items[0]).toMatchObject({ kind: 'giftCard', amount: -30 });
    expect((await cardsOf(tokens.buyer)).active.map((entry) => entry.value)).toContain(30);
  });

  it('[PAY-07] bad purchases are localized 4xx: amount out of range, no design, wrong phone, guests', async () => {
    const bad = await callApi(ctx, 'POST', 'GiftCard/Buy', {
      token: tokens.buyer,
      lang: 'en',
      payload: { amount: 5, design: 'gold', senderName: '', recipientPhone: '123', paymentType: 'cash' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['amount', 'design', 'paymentType', 'recipientPhone', 'senderName'].sort(),
    );
    expect(bad.json().errors.amount).toEqual(['The amount must be from 10 to 1000 ₼']);
    expect((await callApi(ctx, 'POST', 'GiftCard/Buy', { payload: {} })).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', 'GiftCard')).statusCode).toBe(401);
    expect((await callApi(ctx, 'GET', 'GiftCard/Purchase/1', { token: tokens.admin })).statusCode).toBe(404);
  });
});

describe('checking and adding a card', () => {
  it('[PAY-07] a mistyped number is caught by its check digit; a wrong code is 404; another account’s card is 409', async () => {
    const card = await boughtCard(20);
    const digits = card.number.replace(/ /g, '');
    const mistyped = `${digits.slice(0, 15)}${(Number(digits[15]) + 1) % 10}`;
    const check = (payload: object) => callApi(ctx, 'POST', 'GiftCard/Check', { payload, lang: 'en' });

    const typo = await check({ number: mistyped, code: card.code });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual({
      number: ['A card number has 16 digits; check it, it was mistyped'],
    });
    expect((await check({ number: newCardNumber(), code: card.code })).statusCode).toBe(404);
    expect((await check({ number: card.number, code: 'ZZZZZZ' })).statusCode).toBe(404);
    const right = await check({ number: card.number, code: card.code.toLowerCase() });
    expect(right.json()).toEqual({ value: 20, remainder: 20, design: 'birthday' });

    const taken = await callApi(ctx, 'POST', 'GiftCard/Add', {
      token: tokens.staff,
      payload: { number: card.number, code: card.code },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('paying an order with a gift card', () => {
  it('[PAY-07] a card worth less than the order pays what it holds, the rest goes by card, and the card moves to the used list', async () => {
    const card = await boughtCard(50, phones.buyer);
    const placed = await payByGiftCard(card);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json();
    expect(order.paymentUrl).toMatch(/\/payment\/sandbox\//);
    await payOnSandbox(ctx, order.paymentUrl);
    const ledger = await eventually(
      () => ledgerOf(ctx, order.id),
      (entries) => entries.length === 2,
    );
    const total = Math.round(order.total * 100);
    expect(ledger.map((entry) => [entry.method, entry.amount])).toEqual([
      ['giftCard', 5_000],
      ['card', total - 5_000],
    ]);
    const mine = await cardsOf(tokens.buyer);
    expect(mine.used.find((entry) => entry.id === card.id)).toMatchObject({ remainder: 0, status: 'used' });
  });

  it('[PAY-07] a card worth more pays the whole order at once and keeps its remainder; the card added to the profile needs no code; cancelling gives the card its value back', async () => {
    const card = await boughtCard(500, phones.buyer);
    const placed = await payByGiftCard({ number: card.number });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json();
    expect(order.paymentStatus).toBe('paid');
    expect(order.paymentUrl).toMatch(new RegExp(`/payment/result/${order.id}`));
    const remainder = 500 - order.total;
    expect((await cardsOf(tokens.buyer)).active.find((entry) => entry.id === card.id)?.remainder).toBeCloseTo(
      remainder,
      2,
    );

    const cancelled = await callApi(ctx, 'POST', `Order/${order.id}/Cancel`, {
      token: tokens.buyer,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await cardsOf(tokens.buyer)).active.find((entry) => entry.id === card.id)?.remainder).toBe(500);
    const payment = (await callApi(ctx, 'GET', `Payment/${order.id}`, { token: tokens.buyer })).json();
    expect(payment.refunds).toMatchObject([{ amount: order.total, to: 'giftCard', status: 'done' }]);

    // Paying by gift card needs its number.
    const noNumber = await payByGiftCard({ number: '' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().errors.giftCardNumber).toHaveLength(1);

    // A card the buyer does not hold needs its code.
    const other = await boughtCard(100, phones.admin);
    const noCode = await payByGiftCard({ number: other.number });
    expect(noCode.statusCode).toBe(404);
    expect(noCode.json().errors.giftCardCode).toHaveLength(1);
  });

  it('[PAY-07] 20 checkouts at once against one card never spend more than it holds', async () => {
    const card = await boughtCard(200, phones.buyer);
    // The buyer holds the card, so no code is typed (and no try is counted against guessing).
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payByGiftCard({ number: card.number })),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json());
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(placed.length + refused.length).toBe(20);
    expect(placed.length).toBeGreaterThan(0);
    const spent = (
      await Promise.all(
        placed.map(async (order) => (await ledgerOf(ctx, order.id)).filter((e) => e.method === 'giftCard')),
      )
    )
      .flat()
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(spent).toBe(20_000);
    const held = await callApi(ctx, 'POST', 'GiftCard/Check', {
      payload: { number: card.number, code: card.code },
    });
    if (held.statusCode !== 429) expect(held.json().remainder).toBe(0);
    for (const answer of refused) expect(answer.json().errors.giftCardNumber).toHaveLength(1);
  });
});

describe('guessing', () => {
  it('[PAY-07] guessing is limited: past 20 tries from one address, checks answer 429', async () => {
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++)
      status = (
        await callApi(ctx, 'POST', 'GiftCard/Check', { payload: { number: newCardNumber(), code: 'ABCDEF' } })
      ).statusCode;
    expect(status).toBe(429);
  });

  it('[SEC-35.8] five wrong codes for one card within an hour, from five different clients, lock it: the right code is refused until the hour is over', async () => {
    const card = await boughtCard(15);
    const from = (ip: string, payload: object, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/GiftCard/${token ? 'Add' : 'Check'}`,
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload,
        remoteAddress: ip,
      });
    const wrong = { number: card.number, code: 'ZZZZZZ' };
    // Three guests at three addresses, and two members' accounts (one at checkout).
    expect((await from('10.35.8.1', wrong)).statusCode).toBe(404);
    expect((await from('10.35.8.2', wrong)).statusCode).toBe(404);
    expect((await from('10.35.8.3', wrong)).statusCode).toBe(404);
    expect((await from('10.35.8.4', wrong, tokens.staff)).statusCode).toBe(404);
    const atCheckout = async (ip: string, giftCard: { number: string; code: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Checkout',
        headers: { authorization: `Bearer ${tokens.buyer}`, 'idempotency-key': `${ip}-${giftCard.code}` },
        payload: {
          ...(await buyNowOrder(ctx, tokens.buyer, 'giftCard', product.id)),
          giftCardNumber: giftCard.number,
          giftCardCode: giftCard.code,
        },
        remoteAddress: ip,
      });
    const fifth = await atCheckout('10.35.8.9', wrong);
    expect(fifth.statusCode, fifth.body).toBe(429);
    expect(fifth.json().code).toBe('giftCard.locked');

    const right = await from('10.35.8.5', { number: card.number, code: card.code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'giftCard.locked',
      detail:
        'A wrong code was typed for this card 5 times within an hour, so the card is locked for an hour. Try again later',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await atCheckout('10.35.8.10', { number: card.number, code: card.code })).statusCode).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      const later = await from('10.35.8.6', { number: card.number, code: card.code });
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json()).toEqual({ value: 15, remainder: 15, design: 'birthday' });
      // The count starts afresh: one wrong code does not lock it again.
      expect((await from('10.35.8.7', wrong)).statusCode).toBe(404);
      expect((await from('10.35.8.8', { number: card.number, code: card.code })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
