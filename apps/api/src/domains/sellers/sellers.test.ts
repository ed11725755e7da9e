import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('shops', () => {
  it('[CAT-11] GET Shop/GetBySlug answers an approved shop by its page name, in the asked language', async () => {
    const layout = (await ctx.app.inject({ method: 'GET', url: '/api/v1/Home/GetLayout' })).json();
    expect(layout.footerShops).toHaveLength(4);
    const shortcut = layout.footerShops[0];
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/Shop/GetBySlug?name=${shortcut.slug.toUpperCase()}&lang=ru`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shortcut.id,
      slug: shortcut.slug,
      name: shortcut.name,
      logo: shortcut.logo,
    });
    expect(response.json().description).toMatch(/[а-яА-Я]/);
  });

  it('answers 404 for an unknown shop and 400 without a name', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Shop/GetBySlug?name=no-such-shop',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Shop not found');
    const noName = await ctx.app.inject({ method: 'GET', url: '/api/v1/Shop/GetBySlug?name=' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toEqual(['Bu sahə mütləqdir']);
  });

  it('[LAY-04] Home/GetLayout gives the header menu and the four category and four seller shortcuts', async () => {
    const layout = (await ctx.app.inject({ method: 'GET', url: '/api/v1/Home/GetLayout?lang=en' })).json();
    expect(layout.categories.length).toBeGreaterThanOrEqual(10);
    expect(layout.footerCategories).toHaveLength(4);
    expect(layout.footerCategories[0].name).toBe('Electronics');
    expect(layout.footerShops.every((shop: { logo: string }) => shop.logo.startsWith('/media/shops/'))).toBe(
      true,
    );
  });
});
