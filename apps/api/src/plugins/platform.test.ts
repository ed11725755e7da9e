import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('platform', () => {
  it('answers /api/health with 200 while the database is up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', testPayments: false });
  });

  it('serves an OpenAPI 3 document generated from the contracts, and its UI at /api/docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/Category/GetParentCategory',
        '/api/v1/Category/{id}',
        '/api/v1/Shop/GetCategories',
      ]),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('[I18N-05] answers unknown API paths with a localized problem, never HTML', async () => {
    const ru = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Nothing/Here',
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.statusCode).toBe(404);
    expect(ru.headers['content-type']).toContain('application/problem+json');
    expect(ru.json()).toMatchObject({
      status: 404,
      code: 'error.notFound',
      title: 'Запрошенные данные не найдены',
    });
    const az = await ctx.app.inject({ method: 'POST', url: '/api/v1/Nothing' });
    expect(az.json().detail).toBe('Axtarılan məlumat tapılmadı');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Category/GetParentCategory',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers /api/health with 503 once the database is gone', async () => {
    await ctx.connection.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down', testPayments: false });
  });
});
