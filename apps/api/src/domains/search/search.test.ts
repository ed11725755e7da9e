import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { products } from '../catalog/catalog.tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Results {
  keyword: string;
  products: {
    items: { title: string; slug: string; inStock: boolean; price: number; discountedPrice: number | null }[];
    total: number;
    facets: { inStock: number };
  };
  categories: { id: number; name: string; slug: string }[];
  sellers: { name: string; slug: string }[];
}

async function get(url: string, lang = 'az') {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { 'accept-language': lang } });
}

async function results(query: string): Promise<Results> {
  const response = await get(`Home/searchall?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const topTitle = async (keyword: string) =>
  (await results(`keyword=${encodeURIComponent(keyword)}`)).products.items[0]?.title;

/** What shoppers type, and the product that must come first in the seeded catalogue. */
const expectedTop: [query: string, top: RegExp][] = [
  // Azerbaijani letters folded
  ['seher', /şəhər/],
  ['qiz', /^Qız üçün/],
  ['seki halvasi', /^Şəki halvası/],
  ['baki paxlavasi', /^Bakı paxlavası/],
  ['lenkeran cay', /^Lənkəran qara çayı/],
  ['qehve dene', /^Qəhvə dənəsi/],
  ['usaq velosipedi', /^Uşaq velosipedi/],
  ['eli ve nino', /Əli və Nino/],
  ['dede qorqud', /Dədə Qorqud/],
  // case
  ['PLAYSTATION', /PlayStation/],
  ['DySoN', /Dyson/],
  // typos within one or two letters
  ['samsng', /Samsung/],
  ['dayson', /Dyson/],
  ['tozoran', /tozsoran/],
  ['iphnoe', /iPhone/],
  ['paltaryuan', /[Pp]altaryuyan/],
  ['harry poter', /Harry Potter/],
  ['aple iphone', /iPhone/],
  // prefixes while typing
  ['iph', /iPhone/],
  ['playst', /PlayStation/],
  ['krosso', /krossovka/],
  // words in any order
  ['galaxy samsung', /Samsung Galaxy/],
  ['halvasi seki', /^Şəki halvası/],
  ['robot xiaomi tozsoran', /^Robot tozsoran Xiaomi/],
  // Russian, by its Russian words, and across the two alphabets
  ['холодильник', /^Холодильник Beko/],
  ['мастер и маргарита', /Мастер и Маргарита/],
  ['стиральная машина', /^Стиральная машина/],
  ['кроссовки skechers', /^Мужские кроссовки Skechers/],
  ['ноутбук acer', /^Ноутбук Acer/],
  ['noutbuk acer', /^Ноутбук Acer/],
  ['самсунг', /Samsung/],
  // a title match over one in the description only
  ['televizor samsung', /^Televizor Samsung/],
  ['soyuducu', /soyuducu|Soyuducu/],
];

describe('search results (GET Home/searchall)', () => {
  it.each(expectedTop)('[SRC-05] "%s" puts %s first', async (query, top) => {
    expect(await topTitle(query)).toMatch(top);
  });

  it('[SRC-05] holds at least 30 query → top result pairs', () => {
    expect(expectedTop.length).toBeGreaterThanOrEqual(30);
  });

  it('[SRC-05] finds every word: a product must hold them all', async () => {
    const found = await results('keyword=samsung%20galaxy%20watch');
    expect(found.products.total).toBeGreaterThan(0);
    for (const item of found.products.items) expect(item.title).toMatch(/Samsung Galaxy Watch/i);
  });

  it('[SRC-05] puts products in stock before sold-out ones among equal matches', async () => {
    const found = await results('keyword=qara&pageSize=96');
    const stock = found.products.items.map((item) => item.inStock);
    const firstSoldOut = stock.indexOf(false);
    expect(firstSoldOut).toBeGreaterThan(0);
    const titleMatches = found.products.items.filter((item) => /qara/i.test(item.title));
    const titleStock = titleMatches.map((item) => item.inStock);
    expect(titleStock).toEqual([...titleStock].sort((a, b) => Number(b) - Number(a)));
  });

  it('[SRC-06] finds nothing for nonsense, and nothing for punctuation alone', async () => {
    expect((await results('keyword=qwxzzvbn')).products.total).toBe(0);
    expect((await results('keyword=%21%21%21')).products.total).toBe(0);
  });

  it('[SRC-06] sorts and filters results like a category listing', async () => {
    const cheapestFirst = await results('keyword=samsung&sort=priceAsc&inStock=true&pageSize=96');
    const prices = cheapestFirst.products.items.map((item) => item.discountedPrice ?? item.price);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapestFirst.products.items.every((item) => item.inStock)).toBe(true);
    const all = await results('keyword=samsung&pageSize=96');
    expect(cheapestFirst.products.total).toBe(all.products.facets.inStock);

    const page2 = await results('keyword=samsung&pageSize=5&page=2');
    const page1 = await results('keyword=samsung&pageSize=5&page=1');
    expect(page2.products.items[0]?.slug).not.toBe(page1.products.items[0]?.slug);
    expect(page2.products.total).toBe(page1.products.total);
  });

  it('[SRC-05] offers the categories and sellers the keyword names', async () => {
    const found = await results('keyword=soyuducu');
    expect(found.categories.map((category) => category.name)).toContain('Soyuducular');
    const sellers = await results('keyword=seki');
    expect(sellers.sellers.map((seller) => seller.name)).toEqual(['Şəki Şirniyyat Evi']);
  });

  it('[SRC-02] refuses an empty or overlong keyword with a localized message', async () => {
    const empty = await get('Home/searchall?keyword=%20', 'en');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('This field is required');
    const long = await get(`Home/searchall?keyword=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Mətn çox uzundur');
  });

  it('[CAT-01] never shows a product that is not published', async () => {
    const [hidden] = await ctx.db
      .update(products)
      .set({ status: 'unpublished' })
      .where(eq(products.title, 'Dyson Supersonic HD07'))
      .returning();
    const [dyson] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.title, 'Simsiz tozsoran Dyson V15 Detect Absolute'));
    await ctx.db
      .update(products)
      .set({ status: 'unpublished' })
      .where(eq(products.id, dyson?.id as number));
    const found = await results('keyword=dyson%20v15');
    expect(found.products.items.map((item) => item.slug)).not.toContain(dyson?.slug);
    const typed = (await get('Home/search?q=dyson%20v15')).json();
    expect(typed.products.map((item: { slug: string }) => item.slug)).not.toContain(dyson?.slug);
    await ctx.db
      .update(products)
      .set({ status: 'published' })
      .where(eq(products.id, dyson?.id as number));
    expect(hidden).toBeUndefined();
  });
});

describe('search suggestions (GET Home/search)', () => {
  it('[SRC-04] [SRC-05] answers products (name, slug), categories (name, slug), sellers (name) and theMostSoughtAfter', async () => {
    const response = await get('Home/search?q=iph');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['categories', 'products', 'sellers', 'theMostSoughtAfter']);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products[0].name).toMatch(/iPhone/);
    expect(body.products[0].slug).toEqual(expect.any(String));
  });

  it('[SRC-05] names categories in the asked language, found by their name in any', async () => {
    const az = (await get('Home/search?q=smartfon', 'az')).json();
    expect(az.categories.map((category: { name: string }) => category.name)).toContain('Smartfonlar');
    const en = (await get('Home/search?q=smartfon', 'en')).json();
    expect(en.categories.map((category: { name: string }) => category.name)).toContain('Smartphones');
  });

  it('[SRC-03] learns the most sought terms from result pages that found something', async () => {
    const before = (await get('Home/search?q=')).json();
    expect(before.products).toEqual([]);
    for (const keyword of ['Dyson', 'dyson', 'çay', 'qwxzzvbn'])
      await results(`keyword=${encodeURIComponent(keyword)}`);
    await results('keyword=cay');
    await results('keyword=cay');
    const after = (await get('Home/search?q=')).json();
    const terms: string[] = after.theMostSoughtAfter;
    expect(terms).toContain('dyson');
    expect(terms.indexOf('cay')).toBeLessThan(terms.indexOf('dyson'));
    expect(terms).not.toContain('çay');
    expect(after.theMostSoughtAfter).not.toContain('qwxzzvbn');
    const typing = (await get('Home/search?q=dy')).json();
    expect(typing.theMostSoughtAfter).toEqual([]);
  });
});
