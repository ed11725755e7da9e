import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type TestContext } from '../test/test-app';
import { maskPersonalData } from './log-masking';

describe('personal data never reaches the logs', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => logged.push(line) } });
  });
  afterAll(() => ctx.close());

  it('[PRV-01] phone numbers and e-mail addresses are masked in every logged line, whatever wrote them', async () => {
    await callApi(ctx, 'GET', 'dev/SmsOutbox?phone=994501234567');
    await callApi(ctx, 'GET', 'dev/EmailOutbox?to=leyla.mammadova%40example.az');
    await callApi(ctx, 'POST', 'auth', {
      payload: { phoneOrEmail: 'leyla.mammadova@example.az', password: 'x' },
    });
    ctx.app.log.warn(
      { phone: '+994 55 765 43 21', err: new Error('no answer from 994709876543') },
      'texting leyla@example.az',
    );

    const all = logged.join('\n');
    expect(all).toContain('phone=99450*****67');
    expect(all).toContain('l***%40example.az');
    expect(all).toContain('texting l***@example.az');
    for (const secret of ['501234567', '765 43 21', '709876543', 'leyla.mammadova', 'leyla@'])
      expect(all).not.toContain(secret);
  });

  it('[PRV-01] masking keeps order numbers, amounts and ids, and the operator code and last digits of a phone', () => {
    expect(maskPersonalData('order BZ-000123 paid 1234567890 qəpik, user 99450123456789')).toBe(
      'order BZ-000123 paid 1234567890 qəpik, user 99450123456789',
    );
    expect(maskPersonalData('{"to":"+994 (50) 123-45-67"}')).toBe('{"to":"+99450*****67"}');
    expect(maskPersonalData('mail a.b+c@mail.example.com')).toBe('mail a***@mail.example.com');
  });
});
