import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epointDeclines, type FakeEpoint, startFakeEpoint } from '../../test/fake-epoint';
import { type FakeKapital, startFakeKapital } from '../../test/fake-kapital';
import type { GatewayPaidPayment, GatewayPayment } from './card-gateway';
import { EpointGateway, epointSignature } from './epoint.gateway';
import { BankRefused } from './gateway-http';
import { KapitalGateway } from './kapital.gateway';

const EPOINT_PUBLIC_KEY = 'i000000001';
const EPOINT_PRIVATE_KEY = 'epoint-private-key-for-tests';
const KAPITAL_USER = 'TerminalSys/bazar';
const KAPITAL_PASSWORD = 'kapital-password-for-tests';

let paymentIds = 40;

/** A new payment of 12.50 AZN, as Bazar's service hands it to a gateway. */
function payment(overrides: Partial<GatewayPayment> = {}): GatewayPayment {
  paymentIds += 1;
  return {
    id: paymentIds,
    reference: randomUUID(),
    amount: 1250,
    description: 'Bazar order BZ-000123',
    lang: 'en',
    returnUrl: `https://bazar.example.az/en/orders/BZ-000123/payment?attempt=${paymentIds}`,
    callbackUrl: `https://bazar.example.az/api/v1/Payment/Callback/epoint?payment=${paymentIds}`,
    expiresAt: new Date(Date.now() + 90 * 60_000),
    ...overrides,
  };
}

/** A started payment as a refund names it at the bank. */
function paidOf(asked: GatewayPayment, externalId: string, transaction: string | null): GatewayPaidPayment {
  return { id: asked.id, reference: asked.reference, externalId, transaction, amount: asked.amount };
}

function decode(data: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
}

describe('Epoint gateway', () => {
  let fake: FakeEpoint;
  let gateway: EpointGateway;

  beforeAll(async () => {
    fake = await startFakeEpoint(EPOINT_PRIVATE_KEY, EPOINT_PUBLIC_KEY);
    gateway = new EpointGateway({
      url: fake.url,
      publicKey: EPOINT_PUBLIC_KEY,
      privateKey: EPOINT_PRIVATE_KEY,
    });
  });
  afterAll(() => fake.close());

  async function started(overrides: Partial<GatewayPayment> = {}) {
    const asked = payment(overrides);
    const { redirectUrl, externalId } = await gateway.start(asked);
    return { asked, redirectUrl, transaction: externalId };
  }

  it('[PAY-01] registers the payment in AZN decimals with a signed request and sends the buyer to its page', async () => {
    const { asked, redirectUrl, transaction } = await started();

    expect(redirectUrl).toBe(`${fake.url}/checkout/${transaction}`);
    expect(fake.order(transaction).request).toEqual({
      public_key: EPOINT_PUBLIC_KEY,
      amount: '12.50',
      currency: 'AZN',
      language: 'en',
      order_id: asked.reference,
      description: 'Bazar order BZ-000123',
      success_redirect_url: asked.returnUrl,
      error_redirect_url: asked.returnUrl,
    });
  });

  it("[PAY-01] signs as Epoint's documentation does: base64 of the raw sha1 of key + data + key", () => {
    expect(epointSignature('i-am-private', 'eyJvcmRlcl9pZCI6IjEifQ==')).toBe('9o8RmfINP0+rCn4zIjsFr0ocTfI=');
  });

  it('[PAY-01] writes whole and small amounts as AZN decimals', async () => {
    const whole = await started({ amount: 700 });
    const small = await started({ amount: 5 });

    expect(fake.order(whole.transaction).request.amount).toBe('7.00');
    expect(fake.order(small.transaction).request.amount).toBe('0.05');
  });

  it('[PAY-01] a start signed with the wrong private key is refused, and the error names no key', async () => {
    const forger = new EpointGateway({
      url: fake.url,
      publicKey: EPOINT_PUBLIC_KEY,
      privateKey: 'not-the-key',
    });

    const error = await forger.start(payment()).catch((caught: Error) => caught);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Epoint refused the payment');
  });

  it('[PAY-01] a signed callback for a paid payment reads as paid, in qəpik', async () => {
    const { asked, transaction } = await started({ amount: 4599 });
    fake.pay(transaction);

    expect(gateway.readCallback(fake.callback(transaction))).toEqual({
      reference: asked.reference,
      transaction,
      verdict: { state: 'paid', amount: 4599, currency: 'AZN', transaction },
    });
  });

  it('[PAY-01] a signed callback for a declined card reads as failed, with the reason the bank gave', async () => {
    const short = await started();
    const declined = await started();
    const cancelled = await started();
    fake.fail(short.transaction, epointDeclines.insufficientFunds);
    fake.fail(declined.transaction, epointDeclines.declined);
    fake.fail(cancelled.transaction, epointDeclines.cancelled);

    expect(gateway.readCallback(fake.callback(short.transaction))?.verdict).toEqual({
      state: 'failed',
      failure: 'insufficientFunds',
    });
    expect(gateway.readCallback(fake.callback(declined.transaction))?.verdict).toEqual({
      state: 'failed',
      failure: 'declined',
    });
    expect(gateway.readCallback(fake.callback(cancelled.transaction))?.verdict).toEqual({
      state: 'failed',
      failure: 'cancelled',
    });
  });

  it('[PAY-01] a callback with a forged signature is not believed', async () => {
    const { transaction } = await started();
    fake.pay(transaction);
    const { data } = fake.callback(transaction);

    expect(gateway.readCallback({ data, signature: epointSignature('not-the-key', data) })).toBeNull();
    expect(gateway.readCallback({ data, signature: 'short' })).toBeNull();
  });

  it('[PAY-01] a callback whose data was changed after signing is not believed', async () => {
    const { transaction } = await started({ amount: 100 });
    fake.fail(transaction);
    const { data, signature } = fake.callback(transaction);
    const tampered = Buffer.from(
      JSON.stringify({ ...decode(data), status: 'success', amount: '1.00' }),
    ).toString('base64');

    expect(gateway.readCallback({ data: tampered, signature })).toBeNull();
  });

  it('[PAY-01] a callback missing its fields, or naming no payment, is not believed', async () => {
    const { transaction } = await started();
    fake.pay(transaction);
    const { data, signature } = fake.callback(transaction);
    const anonymous = Buffer.from(JSON.stringify({ ...decode(data), order_id: undefined })).toString(
      'base64',
    );

    expect(gateway.readCallback({})).toBeNull();
    expect(gateway.readCallback({ data })).toBeNull();
    expect(gateway.readCallback({ signature })).toBeNull();
    expect(
      gateway.readCallback({ data: anonymous, signature: epointSignature(EPOINT_PRIVATE_KEY, anonymous) }),
    ).toBeNull();
  });

  it('[PAY-01] asked, the bank says paid, failed or still pending', async () => {
    const paid = await started({ amount: 2000 });
    const failed = await started();
    const pending = await started();
    fake.pay(paid.transaction);
    fake.fail(failed.transaction, epointDeclines.insufficientFunds);

    expect(await gateway.status({ id: paid.asked.id, externalId: paid.transaction })).toEqual({
      state: 'paid',
      amount: 2000,
      currency: 'AZN',
      transaction: paid.transaction,
    });
    expect(await gateway.status({ id: failed.asked.id, externalId: failed.transaction })).toEqual({
      state: 'failed',
      failure: 'insufficientFunds',
    });
    expect(await gateway.status({ id: pending.asked.id, externalId: pending.transaction })).toEqual({
      state: 'pending',
    });
  });

  it('[PAY-01] asking about a transaction the bank does not know throws instead of failing the payment', async () => {
    await expect(gateway.status({ id: 1, externalId: 'te999999999' })).rejects.toThrow(
      'Epoint could not say what became of the payment',
    );
  });

  it('[PAY-01] refunds part of a payment, then the rest, and refuses more than is left', async () => {
    const { asked, transaction } = await started({ amount: 3000 });
    fake.pay(transaction);
    const paid = paidOf(asked, transaction, transaction);

    await gateway.refund(paid, { reference: randomUUID(), amount: 1000 });
    expect(await gateway.refunded(paid)).toBe(1000);
    await gateway.refund(paid, { reference: randomUUID(), amount: 2000 });
    await expect(gateway.refund(paid, { reference: randomUUID(), amount: 1 })).rejects.toThrow(
      'Epoint refused the refund',
    );

    expect(fake.order(transaction).refunds).toEqual([1000, 2000]);
    expect(await gateway.refunded(paid)).toBe(3000);
  });

  it('[PAY-01] a refund larger than the payment is refused and nothing goes back', async () => {
    const { asked, transaction } = await started({ amount: 500 });
    fake.pay(transaction);

    await expect(
      gateway.refund(paidOf(asked, transaction, transaction), { reference: randomUUID(), amount: 501 }),
    ).rejects.toThrow('Epoint refused the refund');
    expect(fake.order(transaction).refunds).toEqual([]);
  });

  it('[SEC-35.3] a payment Epoint reports as returned before Bazar recorded it reads as failed, not paid', async () => {
    const { asked, transaction } = await started({ amount: 2500 });
    fake.pay(transaction);
    fake.giveBack(transaction);

    expect(await gateway.status({ id: asked.id, externalId: transaction })).toEqual({
      state: 'failed',
      failure: 'cancelled',
    });
  });

  it("[SEC-35.4] the bank order id is the try's random reference, never its sequential id, and the callback names it with its transaction", async () => {
    const { asked, transaction } = await started();
    fake.pay(transaction);

    expect(fake.order(transaction).request.order_id).toBe(asked.reference);
    // A random UUID, which may hold the id's digits by chance, but is never the id.
    expect(fake.order(transaction).request.order_id).not.toBe(String(asked.id));
    expect(fake.order(transaction).request.order_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(gateway.readCallback(fake.callback(transaction))).toMatchObject({
      reference: asked.reference,
      transaction,
    });
  });

  it('[SEC-35.1] a refund whose answer comes after the timeout throws as unanswered, yet the bank did it and says so when asked', async () => {
    const slow = new EpointGateway({
      url: fake.url,
      publicKey: EPOINT_PUBLIC_KEY,
      privateKey: EPOINT_PRIVATE_KEY,
      timeoutMs: 200,
    });
    const { asked, transaction } = await started({ amount: 1800 });
    fake.pay(transaction);
    const paid = paidOf(asked, transaction, transaction);
    fake.slowRefunds(600);
    try {
      const error = await slow.refund(paid, { reference: randomUUID(), amount: 1800 }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(BankRefused);
      expect((error as Error).message).toBe('Epoint did not answer in time');
    } finally {
      fake.slowRefunds(0);
    }
    expect(await slow.refunded(paid)).toBe(1800);
  });
});

describe('Kapital Bank gateway', () => {
  let fake: FakeKapital;
  let gateway: KapitalGateway;

  beforeAll(async () => {
    fake = await startFakeKapital(KAPITAL_USER, KAPITAL_PASSWORD);
    gateway = new KapitalGateway({ url: fake.url, user: KAPITAL_USER, password: KAPITAL_PASSWORD });
  });
  afterAll(() => fake.close());

  async function started(overrides: Partial<GatewayPayment> = {}) {
    const asked = payment(overrides);
    const { redirectUrl, externalId } = await gateway.start(asked);
    return { asked, redirectUrl, orderId: externalId };
  }

  it("[PAY-01] creates a purchase order in AZN decimals and sends the buyer to the bank's page with its id and password", async () => {
    const { asked, redirectUrl, orderId } = await started({ lang: 'ru' });
    const order = fake.order(orderId);

    expect(order.request).toEqual({
      typeRid: 'Order_SMS',
      amount: '12.50',
      currency: 'AZN',
      language: 'ru',
      description: 'Bazar order BZ-000123',
      hppRedirectUrl: asked.returnUrl,
      ridByMerchant: asked.reference,
      expirationTime: asked.expiresAt.toISOString(),
    });
    expect(redirectUrl).toBe(`${fake.url}/flex?id=${order.id}&password=${order.password}`);
  });

  it('[PAY-01] wrong Basic auth is refused, and the error names neither user nor password', async () => {
    const stranger = new KapitalGateway({ url: fake.url, user: KAPITAL_USER, password: 'wrong-password' });

    const error = await stranger.start(payment()).catch((caught: Error) => caught);

    expect((error as Error).message).toBe('Kapital Bank answered HTTP 401 (Unauthorized)');
    await expect(stranger.status({ id: 1, externalId: '4595' })).rejects.toThrow('HTTP 401');
  });

  it('[PAY-01] the unsigned redirect names our payment but carries no verdict', async () => {
    const { asked, orderId } = await started();
    fake.finish(orderId, 'FullyPaid');

    expect(gateway.readCallback({ payment: asked.reference, ...fake.redirectFields(orderId) })).toEqual({
      reference: asked.reference,
      transaction: null,
      verdict: null,
    });
  });

  it('[PAY-01] a redirect missing our payment or the bank order is not believed', async () => {
    const { asked, orderId } = await started();
    const fields = fake.redirectFields(orderId);

    expect(gateway.readCallback(fields)).toBeNull();
    expect(gateway.readCallback({ payment: asked.reference, STATUS: 'FullyPaid' })).toBeNull();
    expect(gateway.readCallback({ ...fields, payment: 'abc' })).toBeNull();
    expect(gateway.readCallback({ ...fields, payment: '0' })).toBeNull();
    // A sequential id names no try any more.
    expect(gateway.readCallback({ ...fields, payment: String(asked.id) })).toBeNull();
  });

  it('[PAY-01] asked, the bank says paid (in qəpik), declined, cancelled, expired or still pending', async () => {
    const paid = await started({ amount: 1999 });
    const declined = await started();
    const short = await started();
    const cancelled = await started();
    const expired = await started();
    const pending = await started();
    fake.finish(paid.orderId, 'FullyPaid');
    fake.finish(declined.orderId, 'Declined');
    fake.finish(short.orderId, 'Declined', '51');
    fake.finish(cancelled.orderId, 'Cancelled');
    fake.finish(expired.orderId, 'Expired');
    const statusOf = (started: { asked: GatewayPayment; orderId: string }) =>
      gateway.status({ id: started.asked.id, externalId: started.orderId });

    expect(await statusOf(paid)).toEqual({
      state: 'paid',
      amount: 1999,
      currency: 'AZN',
      transaction: `act-${paid.orderId}`,
    });
    expect(await statusOf(declined)).toEqual({ state: 'failed', failure: 'declined' });
    expect(await statusOf(short)).toEqual({ state: 'failed', failure: 'insufficientFunds' });
    expect(await statusOf(cancelled)).toEqual({ state: 'failed', failure: 'cancelled' });
    expect(await statusOf(expired)).toEqual({ state: 'failed', failure: 'expired' });
    expect(await statusOf(pending)).toEqual({ state: 'pending' });
  });

  it('[PAY-01] refunds part of an order, then the rest, and refuses more than is left', async () => {
    const { asked, orderId } = await started({ amount: 3000 });
    fake.finish(orderId, 'FullyPaid');
    const paid = paidOf(asked, orderId, `act-${orderId}`);

    await gateway.refund(paid, { reference: randomUUID(), amount: 1250 });
    expect(await gateway.refunded(paid)).toBe(1250);
    await expect(gateway.refund(paid, { reference: randomUUID(), amount: 1751 })).rejects.toThrow(
      'Kapital Bank answered HTTP 400 (InvalidAmount)',
    );
    await gateway.refund(paid, { reference: randomUUID(), amount: 1750 });

    expect(fake.order(orderId).refunds).toEqual([1250, 1750]);
    expect(fake.order(orderId).status).toBe('Refunded');
    expect(await gateway.refunded(paid)).toBe(3000);
  });

  it('[SEC-35.3] an order Kapital Bank reports as Refunded or Reversed before Bazar recorded it reads as failed, not paid', async () => {
    const refunded = await started();
    const reversed = await started();
    fake.finish(refunded.orderId, 'FullyPaid');
    fake.giveBack(refunded.orderId);
    fake.finish(reversed.orderId, 'Reversed');

    expect(await gateway.status({ id: refunded.asked.id, externalId: refunded.orderId })).toEqual({
      state: 'failed',
      failure: 'cancelled',
    });
    expect(await gateway.status({ id: reversed.asked.id, externalId: reversed.orderId })).toEqual({
      state: 'failed',
      failure: 'cancelled',
    });
  });

  it("[SEC-35.2] the bank order carries a lifetime shorter than the two hours Bazar keeps asking, and the try's reference", async () => {
    const before = Date.now();
    const { asked, orderId } = await started();
    const request = fake.order(orderId).request;

    expect(request.ridByMerchant).toBe(asked.reference);
    const expires = Date.parse(String(request.expirationTime));
    expect(expires).toBeGreaterThan(before);
    expect(expires - before).toBeLessThan(2 * 60 * 60 * 1000);
  });

  it('[SEC-35.1] a refund whose answer comes after the timeout throws as unanswered, yet the order lists it when asked', async () => {
    const slow = new KapitalGateway({
      url: fake.url,
      user: KAPITAL_USER,
      password: KAPITAL_PASSWORD,
      timeoutMs: 200,
    });
    const { asked, orderId } = await started({ amount: 1800 });
    fake.finish(orderId, 'FullyPaid');
    const paid = paidOf(asked, orderId, `act-${orderId}`);
    fake.slowRefunds(600);
    try {
      const error = await slow.refund(paid, { reference: randomUUID(), amount: 1800 }).catch((e: Error) => e);
      expect(error).not.toBeInstanceOf(BankRefused);
      expect((error as Error).message).toBe('Kapital Bank did not answer in time');
    } finally {
      fake.slowRefunds(0);
    }
    expect(await slow.refunded(paid)).toBe(1800);
  });

  it('[PAY-01] an order that was never paid is not refunded', async () => {
    const { asked, orderId } = await started();

    await expect(
      gateway.refund(paidOf(asked, orderId, null), { reference: randomUUID(), amount: 1250 }),
    ).rejects.toThrow('Kapital Bank answered HTTP 409');
    expect(fake.order(orderId).refunds).toEqual([]);
  });
});

describe('A bank that does not answer', () => {
  let deadUrl: string;

  beforeAll(async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    deadUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('[PAY-01] makes start throw, naming the bank and no secret', async () => {
    const epoint = new EpointGateway({
      url: deadUrl,
      publicKey: EPOINT_PUBLIC_KEY,
      privateKey: EPOINT_PRIVATE_KEY,
    });
    const kapital = new KapitalGateway({ url: deadUrl, user: KAPITAL_USER, password: KAPITAL_PASSWORD });

    await expect(epoint.start(payment())).rejects.toThrow(/^Epoint did not answer$/);
    await expect(kapital.start(payment())).rejects.toThrow(/^Kapital Bank did not answer$/);
  });
});
