import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('a production deployment on PostgreSQL refuses to start without AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/bazar' })).toThrow(
      /AUTH_SECRET must be set in production/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/bazar',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config.auth.secret).toBe('x'.repeat(32));
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('the one-machine set-up on the embedded database starts without AUTH_SECRET (one is kept in DATA_DIR)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).auth.secret).toBeUndefined();
  });

  it('[ACC-14] the SMS development outbox is readable only in development, or in production when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sms.devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sms.devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMS_DEV_OUTBOX: 'true' }).sms.devOutbox).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bazar', AUTH_SECRET: 'x'.repeat(32) })
        .sms.devOutbox,
    ).toBe(false);
    expect(
      loadConfig({ SMS_GATEWAY_URL: 'https://sms.example/send', SMS_DEV_OUTBOX: 'true' }).sms.devOutbox,
    ).toBe(false);
    expect(loadConfig({ SMS_DEV_OUTBOX: 'false' }).sms.devOutbox).toBe(false);
  });
});

describe('ANALYTICS_ID and MAPS_KEY', () => {
  it('[PRV-05] are unset by default, so no other host is named; only well-formed values are taken', () => {
    expect(loadConfig({}).trackers).toEqual({ analyticsId: undefined, mapsKey: undefined });
    expect(loadConfig({ ANALYTICS_ID: 'G-AB12CD34EF', MAPS_KEY: 'AIzaSyA-example_key1' }).trackers).toEqual({
      analyticsId: 'G-AB12CD34EF',
      mapsKey: 'AIzaSyA-example_key1',
    });
    // Both are written into a page's script and addresses: a quote or a tag is refused at start.
    expect(() => loadConfig({ ANALYTICS_ID: "G-1');alert(1)//" })).toThrow(/ANALYTICS_ID/);
    expect(() => loadConfig({ ANALYTICS_ID: 'UA-12345-1' })).toThrow(/ANALYTICS_ID/);
    expect(() => loadConfig({ MAPS_KEY: 'key"><script>' })).toThrow(/MAPS_KEY/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, then a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: not a hop count nor proxy addresses: true/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,evil' })).toThrow(/evil/);
  });
});

describe('the sandbox bank and PUBLIC_URL (ALLOW_TEST_PAYMENTS)', () => {
  it('[SEC-35.5] the demo on this machine keeps the sandbox bank, with no test band', () => {
    for (const env of [
      {},
      { NODE_ENV: 'production' as const },
      { PUBLIC_URL: 'http://127.0.0.2:3000', PAYMENT_GATEWAY: 'sandbox' },
      { PUBLIC_URL: 'http://[::1]:3000' },
      { PUBLIC_URL: 'http://localhost:3000' },
    ]) {
      const payments = loadConfig(env).payments;
      expect(payments.gateway, JSON.stringify(env)).toBe('sandbox');
      expect(payments.testPayments, JSON.stringify(env)).toBe(false);
    }
  });

  it('[SEC-35.5] a public site refuses to start on the sandbox bank, asked for or by default, naming the two ways out', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bazar.az', PAYMENT_GATEWAY: 'sandbox' }),
    ).toThrow(
      /PUBLIC_URL \(https:\/\/bazar\.az\) is not this machine.*PAYMENT_GATEWAY=sandbox.*ALLOW_TEST_PAYMENTS=true/,
    );
    // The embedded database's default would be the sandbox: the start stops too (the safe outcome).
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bazar.az' })).toThrow(
      /the default here.*PAYMENT_GATEWAY to a real bank \(epoint or kapital\) or to none.*ALLOW_TEST_PAYMENTS=true/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'http://192.168.1.10:3000' })).toThrow(/ALLOW_TEST_PAYMENTS/);
    expect(() => loadConfig({ PUBLIC_URL: 'http://localhost.bazar.az' })).toThrow(/ALLOW_TEST_PAYMENTS/);
    expect(() =>
      loadConfig({
        PUBLIC_URL: 'https://bazar.az',
        PAYMENT_GATEWAY: 'sandbox',
        ALLOW_TEST_PAYMENTS: 'false',
      }),
    ).toThrow(/ALLOW_TEST_PAYMENTS/);
    // A real bank or cash only starts as before.
    expect(loadConfig({ PUBLIC_URL: 'https://bazar.az', PAYMENT_GATEWAY: 'none' }).payments).toMatchObject({
      gateway: 'none',
      testPayments: false,
    });
  });

  it('[SEC-35.5] ALLOW_TEST_PAYMENTS=true runs the sandbox on a public site, marked as test payments', () => {
    const payments = loadConfig({
      PUBLIC_URL: 'https://test.bazar.az',
      ALLOW_TEST_PAYMENTS: 'true',
    }).payments;
    expect(payments).toMatchObject({ gateway: 'sandbox', testPayments: true });
    expect(() => loadConfig({ ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(/ALLOW_TEST_PAYMENTS/);
  });
});
