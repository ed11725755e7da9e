import type { AdminSpendingHolds, SpendingHold } from '@bazar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, giftCards, payments } from '../../db/schema';
import { callApi, createTestApp, registerAccount, signIn, type TestContext } from '../../test/test-app';

let ctx: TestContext;
const tokens = { staff: '', admin: '' };

beforeAll(async () => {
  // Small limits, so that a test crosses them with a few calls: 200 AZN of top-ups, 100 AZN of gift cards.
  ctx = await createTestApp({ spendingLimits: { topUp: 20_000, giftCard: 10_000 } });
  [tokens.staff, tokens.admin] = await Promise.all([
    signIn(ctx, '994500000004'),
    signIn(ctx, '994500000001'),
  ]);
});
afterAll(() => ctx.close());

let members = 0;
/** A new member of the test's own (limits are per account), with its id. */
async function newMember(): Promise<{ token: string; id: number }> {
  members += 1;
  const phone = `9945577735${String(members).padStart(2, '0')}`;
  const registered = await registerAccount(
    ctx.app,
    {
      accountType: 4,
      firstName: 'Kamran',
      lastName: 'Quliyev',
      phone,
      email: `limits-${phone}@example.az`,
      password: 'secret12',
      confirmPassword: 'secret12',
      acceptTerms: true,
    },
    { ip: `10.35.7.${members}` },
  );
  expect(registered.statusCode, registered.body).toBe(201);
  const { token } = registered.json();
  const me = await callApi(ctx, 'GET', 'user/profile', { token });
  return { token, id: me.json().id };
}

const topUp = (token: string, amount: number) =>
  callApi(ctx, 'POST', 'Wallet/TopUp', { token, payload: { amount }, lang: 'en' });
const buyCard = (token: string, amount: number) =>
  callApi(ctx, 'POST', 'GiftCard/Buy', {
    token,
    lang: 'en',
    payload: {
      amount,
      design: 'birthday',
      senderName: 'Kamran',
      recipientPhone: '994500000001',
      paymentType: 'card',
    },
  });
const holds = async (query = '', token = tokens.staff) => {
  const answer = await callApi(ctx, 'GET', `Admin/SpendingHolds${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as AdminSpendingHolds;
};
const decide = (id: number, decision: string, token = tokens.staff) =>
  callApi(ctx, 'POST', `Admin/SpendingHolds/${id}/Decision`, { token, payload: { decision }, lang: 'en' });
const heldMessage =
  'This exceeds your daily limit, so it was not sent for payment; our team will review it. Once it is approved you can try again';
const auditOf = (id: number) =>
  ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'spendingHold'), eq(auditLog.subjectId, id)));
const triesAtBank = async (userId: number, purpose: 'topUp' | 'giftCard') =>
  (
    await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.purpose, purpose)))
  ).length;

describe('daily spending limits', () => {
  it('[SEC-35.7] a wallet top-up that would cross the daily limit is not sent to the bank but held (409); an operator approves it and the member may then go over by that amount', async () => {
    const member = await newMember();
    expect((await topUp(member.token, 150)).statusCode).toBe(200);
    const over = await topUp(member.token, 100);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'spending.held', detail: heldMessage });
    // Sent again while it waits: still held, still one hold, and the bank was asked once in all.
    expect((await topUp(member.token, 100)).statusCode).toBe(409);
    expect(await triesAtBank(member.id, 'topUp')).toBe(1);
    const mine = (await holds('?status=held')).items.filter((hold) => hold.member.id === member.id);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'topUp',
        status: 'held',
        amount: 100,
        spent: 150,
        limit: 200,
        member: { id: member.id, name: 'Kamran Quliyev', phone: expect.stringMatching(/^99455777/) },
        decidedAt: null,
      }),
    ]);
    const hold = mine[0] as SpendingHold;

    const approved = await decide(hold.id, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: hold.id, status: 'approved', decidedAt: expect.any(String) });
    expect(await auditOf(hold.id)).toEqual([
      {
        action: 'spendingHold.approve',
        actorId: expect.any(Number),
        after: expect.objectContaining({ status: 'approved', amount: 100 }),
      },
    ]);
    // Approved: the member sends it again and it goes to the bank; beyond that amount it is held again.
    const again = await topUp(member.token, 100);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentUrl).toEqual(expect.any(String));
    expect((await topUp(member.token, 60)).statusCode).toBe(409);
    expect(await triesAtBank(member.id, 'topUp')).toBe(2);

    // The limit counts the last 24 hours: a day later the member tops up again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      expect((await topUp(member.token, 190)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[SEC-35.7] a gift card that would cross the daily limit makes no card and is held; an operator refuses it and it stays refused', async () => {
    const member = await newMember();
    expect((await buyCard(member.token, 80)).statusCode).toBe(200);
    const over = await buyCard(member.token, 30);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'spending.held', detail: heldMessage });
    expect(await ctx.db.select().from(giftCards).where(eq(giftCards.buyerId, member.id))).toHaveLength(1);
    expect(await triesAtBank(member.id, 'giftCard')).toBe(1);
    const [hold] = (await holds('?status=held', tokens.admin)).items.filter(
      (item) => item.member.id === member.id,
    );
    expect(hold).toMatchObject({ kind: 'giftCard', amount: 30, spent: 80, limit: 100 });
    if (!hold) throw new Error('no hold');

    const refused = await decide(hold.id, 'refused', tokens.admin);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().status).toBe('refused');
    expect(await auditOf(hold.id)).toEqual([
      {
        action: 'spendingHold.refuse',
        actorId: expect.any(Number),
        after: expect.objectContaining({ status: 'refused' }),
      },
    ]);
    const twice = await decide(hold.id, 'approved');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This held payment has already been decided');
    // Refused: the same purchase is held again, a new hold for the operators.
    expect((await buyCard(member.token, 30)).statusCode).toBe(409);
    expect((await holds('?status=held')).items.filter((item) => item.member.id === member.id)).toHaveLength(
      1,
    );
    // What fits under the limit still goes through.
    expect((await buyCard(member.token, 20)).statusCode).toBe(200);
  });

  it('[SEC-35.7] requests at once cannot slip past the limit together', async () => {
    const member = await newMember();
    const answers = await Promise.all(Array.from({ length: 6 }, () => topUp(member.token, 60)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    expect(await triesAtBank(member.id, 'topUp')).toBe(3);
  });

  it('[SEC-35.7] holds are for Staff and Admin only; bad input is a localized 4xx', async () => {
    const member = await newMember();
    expect((await callApi(ctx, 'GET', 'Admin/SpendingHolds', { token: member.token })).statusCode).toBe(403);
    expect((await callApi(ctx, 'GET', 'Admin/SpendingHolds')).statusCode).toBe(401);
    expect((await decide(1, 'approved', member.token)).statusCode).toBe(403);
    const unknown = await decide(2_000_000, 'approved');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('There is no such held payment');
    expect((await decide(1, 'maybe')).statusCode).toBe(400);
    expect(
      (await callApi(ctx, 'GET', 'Admin/SpendingHolds?status=open', { token: tokens.staff })).statusCode,
    ).toBe(400);
  });
});
