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
