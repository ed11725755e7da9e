import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

// A deployment at an https address that runs the sandbox bank on purpose (ALLOW_TEST_PAYMENTS).
let site: TestContext;
beforeAll(async () => {
  site = await createTestApp({
    publicUrl: 'https://test.bazar.az',
    payments: { gateway: 'sandbox', timeoutMinutes: 30, testPayments: true },
  });
});
afterAll(() => site.close());

describe('what PUBLIC_URL implies', () => {
  it('[SEC-35.5] the API says that payments are only a test, so an app can show the band too', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', testPayments: true });
  });

  it('[SEC-35.15] an https site asks for https on every answer, with no proxy saying the request was https', async () => {
    for (const url of ['/api/health', '/api/v1/Category/GetParentCategory', '/api/v1/Nothing/Here']) {
      const response = await site.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
