import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
}

describe('category calls [CAT-06]', () => {
  it('[CAT-06] GET Category/GetParentCategory lists the top level with subcategories, in the asked language', async () => {
    const az = await get('/api/v1/Category/GetParentCategory');
    expect(az.status).toBe(200);
    expect(az.body.length).toBeGreaterThanOrEqual(10);
    const electronics = az.body[0];
    expect(electronics.name).toBe('Elektronika');
    expect(electronics.parentId).toBeNull();
    expect(electronics.hasChildren).toBe(true);
    expect(electronics.children.length).toBeGreaterThan(0);
    expect(electronics.children[0].parentId).toBe(electronics.id);

    const ru = await get('/api/v1/Category/GetParentCategory?lang=ru');
    expect(ru.body[0].name).toBe('Электроника');
    const en = await get('/api/v1/Category/GetParentCategory', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body[0].name).toBe('Electronics');
  });

  it('[CAT-06] GET Category/{id} answers one category with its children, 404 problem when unknown, 400 for a non-number', async () => {
    const top = (await get('/api/v1/Category/GetParentCategory')).body[0];
    const one = await get(`/api/v1/Category/${top.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: top.id, slug: top.slug, name: top.name, hasChildren: true });
    expect(one.body.children.map((c: { id: number }) => c.id)).toEqual(
      top.children.map((c: { id: number }) => c.id),
    );

    const missing = await get('/api/v1/Category/999999', { 'accept-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.type).toContain('application/problem+json');
    expect(missing.body).toMatchObject({
      status: 404,
      code: 'error.categoryNotFound',
      detail: 'Category not found',
    });

    const bad = await get('/api/v1/Category/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('error.validation');
    expect(bad.body.errors.id).toEqual(['Identifikator düzgün deyil']);
  });

  it('[CAT-06] GET Category/GetSubCategory?id=&lang= lists children saying whether they have their own', async () => {
    const top = (await get('/api/v1/Category/GetParentCategory')).body[0];
    const subs = await get(`/api/v1/Category/GetSubCategory?id=${top.id}&lang=en`);
    expect(subs.status).toBe(200);
    expect(subs.body.length).toBe(top.children.length);
    expect(subs.body.every((c: { parentId: number }) => c.parentId === top.id)).toBe(true);
    expect(subs.body.some((c: { hasChildren: boolean }) => c.hasChildren)).toBe(true);

    const missingId = await get('/api/v1/Category/GetSubCategory');
    expect(missingId.status).toBe(400);
    expect(missingId.body.errors.id).toBeDefined();
  });

  it('[CAT-06] GET Category/getcategoryparents/{id} gives breadcrumbs from the top level down, three levels deep', async () => {
    const top = (await get('/api/v1/Category/GetParentCategory')).body[0];
    const second = (await get(`/api/v1/Category/GetSubCategory?id=${top.id}`)).body.find(
      (c: { hasChildren: boolean }) => c.hasChildren,
    );
    const leaf = (await get(`/api/v1/Category/GetSubCategory?id=${second.id}`)).body[0];
    const chain = await get(`/api/v1/Category/getcategoryparents/${leaf.id}`);
    expect(chain.status).toBe(200);
    expect(chain.body.map((c: { id: number }) => c.id)).toEqual([top.id, second.id, leaf.id]);
    expect((await get('/api/v1/Category/getcategoryparents/424242')).status).toBe(404);
  });

  it('[CAT-06] GET Shop/GetCategories returns the whole tree as category-plus-children nodes', async () => {
    const tree = await get('/api/v1/Shop/GetCategories?lang=az');
    expect(tree.status).toBe(200);
    const depth = (nodes: { children: unknown[] }[]): number =>
      nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children as never)));
    expect(depth(tree.body)).toBe(3);
    expect(tree.body[0].category).toMatchObject({ name: 'Elektronika', parentId: null });
  });

  it('matches calls case-insensitively', async () => {
    const lower = await get('/api/v1/category/getparentcategory');
    const upper = await get('/api/v1/CATEGORY/GETPARENTCATEGORY');
    expect(lower.status).toBe(200);
    expect(upper.body).toEqual(lower.body);
  });
});
