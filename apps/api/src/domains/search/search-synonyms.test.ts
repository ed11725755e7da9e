import { Role } from '@bazar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, signIn, type TestContext } from '../../test/test-app';
import { users } from '../accounts/accounts.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx, { lang: 'az' });

/** A Staff member: the demo has none, so one is made with the demo admin's password. */
async function staffToken(): Promise<string> {
  const [admin] = await ctx.db.select().from(users).where(eq(users.phone, '994500000001'));
  await ctx.db.insert(users).values({
    role: Role.Staff,
    firstName: 'Nigar',
    lastName: 'Həsənova',
    phone: '994500000009',
    email: 'nigar.staff@example.az',
    passwordHash: admin?.passwordHash,
  });
  return signIn(ctx, '994500000009');
}

const results = async (keyword: string) => {
  const response = await call('GET', `Home/searchall?keyword=${encodeURIComponent(keyword)}&pageSize=48`);
  expect(response.statusCode).toBe(200);
  return (response.json().products.items as { title: string }[]).map((item) => item.title);
};
const suggestions = async (q: string) => {
  const response = await call('GET', `Home/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().products as { name: string }[]).map((product) => product.name);
};

/** What shoppers type in Russian, Azerbaijani Cyrillic or as the brand sounds, and the brand it stands for. */
const brandForms: [typed: string, brand: string][] = [
  ['айфон', 'iPhone'],
  ['Айфон 16', 'iPhone 16'],
  ['ајфон', 'iPhone'],
  ['ayfon', 'iPhone'],
  ['самсунг', 'Samsung'],
  ['самсунг галакси', 'Samsung Galaxy'],
  ['сяоми', 'Xiaomi'],
  ['ксиаоми', 'Xiaomi'],
  ['шаоми', 'Xiaomi'],
];

describe('search by the forms shoppers type for brand names', () => {
  it.each(brandForms)('[SRC-05] "%s" finds the results of %s, the brand first', async (typed, brand) => {
    const titles = await results(typed);
    expect(titles[0]).toContain(brand);
    expect(titles).toEqual(await results(brand));
  });

  it.each(brandForms)('[SRC-04] "%s" suggests products named %s', async (typed, brand) => {
    const names = await suggestions(typed);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain(brand);
    expect(names).toEqual(await suggestions(brand));
  });

  it('[SRC-02] suggests iPhones while the word is still being typed', async () => {
    const names = await suggestions('айфо');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('iPhone');
  });
});

describe('search synonyms kept by operators (SearchSynonym)', () => {
  it('[SRC-05] an operator adds a synonym, search finds its meaning at once in results and suggestions, and stops after removal', async () => {
    const admin = await signIn(ctx, '994500000001');
    expect(await results('утюжок')).toEqual([]);

    const added = await call('POST', 'SearchSynonym', {
      token: admin,
      payload: { term: 'Утюжок', meaning: 'ütü' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      term: 'Утюжок',
      termKey: 'utyujok',
      meaning: 'ütü',
      meaningKey: 'utu',
    });

    const found = await results('утюжок');
    expect(found).toEqual(await results('ütü'));
    expect(found.slice(0, 2)).toEqual([expect.stringMatching(/ütü/), expect.stringMatching(/ütü/)]);
    expect(await suggestions('утюжок philips')).toEqual([expect.stringMatching(/^Buxarlı ütü Philips/)]);

    const removed = await call('DELETE', `SearchSynonym/${added.json().id}`, { token: admin });
    expect(removed.statusCode).toBe(204);
    expect(await results('утюжок')).toEqual([]);
    expect(await suggestions('утюжок')).toEqual([]);
  });

  it('lists the seeded brand forms, narrowed by a term typed in any alphabet', async () => {
    const admin = await signIn(ctx, '994500000001');
    const all = await call('GET', 'SearchSynonym?pageSize=100', { token: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(20);
    const narrowed = (
      await call('GET', `SearchSynonym?q=${encodeURIComponent('Айфон')}`, { token: admin })
    ).json();
    expect(
      narrowed.items.map((item: { term: string; meaning: string }) => [item.term, item.meaning]),
    ).toEqual([['айфон', 'iPhone']]);
    const paged = (await call('GET', 'SearchSynonym?pageSize=5&page=2', { token: admin })).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 5, total: all.json().total });
    expect(paged.items).toHaveLength(5);
  });

  it('refuses a term of several words, a term with no letters, one that already finds its meaning, and a repeat', async () => {
    const admin = await signIn(ctx, '994500000001');
    const severalWords = await call('POST', 'SearchSynonym', {
      token: admin,
      payload: { term: 'эпл вотч', meaning: 'Apple Watch' },
      lang: 'en',
    });
    expect(severalWords.statusCode).toBe(422);
    expect(severalWords.json().errors.term).toEqual(['The term shoppers type must be a single word']);
    const noLetters = await call('POST', 'SearchSynonym', {
      token: admin,
      payload: { term: '!!!', meaning: 'x' },
    });
    expect(noLetters.statusCode).toBe(422);
    expect(noLetters.json().errors.term).toEqual(['Mətndə hərf və ya rəqəm yoxdur']);
    const same = await call('POST', 'SearchSynonym', {
      token: admin,
      payload: { term: 'Самсунг', meaning: 'Samsung' },
    });
    expect(same.statusCode).toBe(422);
    const repeat = await call('POST', 'SearchSynonym', {
      token: admin,
      payload: { term: 'АЙФОН', meaning: 'iphone' },
      lang: 'ru',
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().detail).toBe('У этого слова уже есть такое значение');
    const empty = await call('POST', 'SearchSynonym', {
      token: admin,
      payload: { term: ' ', meaning: 'x', extra: 1 },
    });
    expect(empty.statusCode).toBe(400);
    expect((await call('DELETE', 'SearchSynonym/2147483647', { token: admin })).statusCode).toBe(404);
  });

  it('lets Staff and Admin keep synonyms; a seller or buyer gets 403, a guest 401', async () => {
    const staff = await staffToken();
    const added = await call('POST', 'SearchSynonym', {
      token: staff,
      payload: { term: 'телик', meaning: 'televizor' },
    });
    expect(added.statusCode).toBe(201);
    expect((await call('GET', 'SearchSynonym', { token: staff })).statusCode).toBe(200);

    for (const phone of ['994500000002', '994500000003']) {
      const token = await signIn(ctx, phone);
      expect((await call('GET', 'SearchSynonym', { token })).statusCode).toBe(403);
      expect(
        (await call('POST', 'SearchSynonym', { token, payload: { term: 'тв', meaning: 'televizor' } }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `SearchSynonym/${added.json().id}`, { token })).statusCode).toBe(403);
    }
    expect((await call('GET', 'SearchSynonym')).statusCode).toBe(401);
    expect((await call('DELETE', `SearchSynonym/${added.json().id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `SearchSynonym/${added.json().id}`, { token: staff })).statusCode).toBe(204);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/api/v1/SearchSynonym'])).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/v1/SearchSynonym/{id}'])).toEqual(['delete']);
  });
});
