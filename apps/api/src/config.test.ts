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

  it('[ACC-14] the SMS development outbox is readable only where no real SMS is sent', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sms.devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sms.devOutbox).toBe(true);
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
