import { count, eq, inArray, notLike } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { categories, products } from '../catalog/catalog.tables';
import { campaigns } from '../promotions/promotions.tables';
import { shops } from '../sellers/sellers.tables';
import { seoTags } from './home.tables';

const ctx = testAppForFile();

interface Card {
  id: number;
  price: number;
  discountedPrice: number | null;
  discountPercent: number | null;
  inStock: boolean;
  rating: number;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
}

async function ok(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.status).toBe(200);
  return response.body;
}

const effective = (card: Card) => card.discountedPrice ?? card.price;

describe('home calls', () => {
  it('[CAT-07] GET Home/GetCounts matches what the listings and the category tree report', async () => {
    const counts = await ok('Home/GetCounts');
    const listing = await ok('Product/GetList?pageSize=1');
    expect(counts.products).toBe(listing.total);
    expect(counts.products).toBeGreaterThan(300);
    expect(counts.shops).toBe(listing.facets.shops.length);
    const [approved] = await ctx.db
      .select({ value: count() })
      .from(shops)
      .where(eq(shops.status, 'approved'));
    expect(counts.shops).toBeGreaterThan(0);
    expect(counts.shops).toBeLessThanOrEqual(approved?.value ?? 0);
    const [all] = await ctx.db.select({ value: count() }).from(categories);
    expect(counts.categories).toBe(all?.value);
  });

  it('[CAT-07] GET home/GetHomeCampaignBanner returns the running campaign that ends soonest, or null', async () => {
    const banner = await ok('home/GetHomeCampaignBanner?lang=en');
    const running = await ok('Campaign?lang=en');
    expect(banner).toEqual(running[0]);
    const now = Date.now();
    expect(Date.parse(banner.startsAt)).toBeLessThanOrEqual(now);
    expect(Date.parse(banner.endsAt)).toBeGreaterThan(now);
    expect(banner.title).not.toBe((await ok('home/GetHomeCampaignBanner')).title);

    const saved = await ctx.db.select().from(campaigns);
    await ctx.db.update(campaigns).set({ endsAt: new Date(now - 1000) });
    try {
      expect(await ok('home/GetHomeCampaignBanner')).toBeNull();
    } finally {
      for (const row of saved)
        await ctx.db.update(campaigns).set({ endsAt: row.endsAt }).where(eq(campaigns.id, row.id));
    }
  });

  it('[CAT-07] GET Home/HomeScroll pages never overlap, cover the total and put products in stock first', async () => {
    const pageSize = 96;
    const first = await ok(`Home/HomeScroll?page=1&pageSize=${pageSize}`);
    expect(first).toMatchObject({ page: 1, pageSize });
    const pages = Math.ceil(first.total / pageSize);
    const cards: Card[] = [...first.items];
    for (let page = 2; page <= pages; page++) {
      const next = await ok(`Home/HomeScroll?page=${page}&pageSize=${pageSize}`);
      expect(next.total).toBe(first.total);
      cards.push(...next.items);
    }
    expect(new Set(cards.map((card) => card.id)).size).toBe(first.total);
    expect(cards).toHaveLength(first.total);
    const firstOut = cards.findIndex((card) => !card.inStock);
    expect(firstOut).toBeGreaterThan(0);
    expect(cards.slice(firstOut).every((card) => !card.inStock)).toBe(true);
    expect((await ok(`Home/HomeScroll?page=${pages + 1}&pageSize=${pageSize}`)).items).toEqual([]);
  });

  it('[CAT-07] GET Home/HomeScroll answers 400 for a bad page or page size', async () => {
    const bad = await get('Home/HomeScroll?page=0&pageSize=500', { 'accept-language': 'en' });
    expect(bad.status).toBe(400);
    expect(bad.type).toContain('application/problem+json');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'pageSize']);
    expect((await get('Home/HomeScroll?page=abc')).status).toBe(400);
  });

  it('[CAT-07] GET Home answers everything the home page shows in one call', async () => {
    const home = await ok('Home?lang=ru');
    expect(Object.keys(home).sort()).toEqual(
      [
        'blog',
        'campaignBanner',
        'campaigns',
        'counts',
        'discounted',
        'feed',
        'newProducts',
        'sellers',
        'shelves',
        'topRated',
      ].sort(),
    );
    expect(home.campaigns).toEqual(await ok('Campaign?lang=ru'));
    expect(home.campaignBanner).toEqual(home.campaigns[0]);
    expect(home.campaignBanner.title).toMatch(/[а-яА-Я]/);

    expect(home.discounted.length).toBeGreaterThan(0);
    expect(home.discounted.length).toBeLessThanOrEqual(12);
    const percents = home.discounted.map((card: Card) => card.discountPercent);
    expect(percents.every((percent: number | null) => percent !== null)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));

    expect(home.newProducts).toEqual((await ok('Product/GetList?sort=new&pageSize=12')).items);
    expect(home.topRated).toHaveLength(12);
    const ratings = home.topRated.map((card: Card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    expect(home.sellers).toEqual((await ok('Home/GetLayout')).footerShops);
    expect(home.blog).toEqual((await ok('Blog?pageSize=3&lang=ru')).items);
    expect(home.blog).toHaveLength(3);
    expect(home.counts).toEqual(await ok('Home/GetCounts'));
    expect(home.feed).toEqual(await ok('Home/HomeScroll'));
    expect(home.feed).toMatchObject({ page: 1, pageSize: 24, total: home.counts.products });
  });

  describe('GET Home/GetProductListBySeoTag', () => {
    const text = (word: string) => ({ az: `${word} az`, en: `${word} en`, ru: `${word} ru` });
    let brand = '';
    let categoryId = 0;
    const range = { min: 0, max: 0 };

    beforeAll(async () => {
      const [electronics] = await ctx.db.select().from(categories).where(eq(categories.slug, 'electronics'));
      categoryId = electronics?.id ?? 0;
      const branch = await ok(`Product/GetList?categoryId=${categoryId}&pageSize=1`);
      brand = branch.facets.brands[0]?.value ?? '';
      const ofBrand: Card[] = (
        await ok(`Product/GetList?categoryId=${categoryId}&brand=${encodeURIComponent(brand)}&pageSize=96`)
      ).items;
      const prices = ofBrand.map(effective).sort((a, b) => a - b);
      // The cheaper half of the brand's prices: a range that keeps some products and drops others.
      range.min = prices[0] ?? 0;
      range.max = prices[Math.floor(prices.length / 2)] ?? 0;
      await ctx.db.insert(seoTags).values([
        {
          slug: 'test-brand-in-range',
          title: text('Brand'),
          description: text('About the brand'),
          keywords: text('brand, deals'),
          categoryId,
          filter: {
            brands: [brand],
            inStock: true,
            minPrice: Math.round(range.min * 100),
            maxPrice: Math.round(range.max * 100),
          },
        },
        {
          slug: 'test-discounted-under-100',
          title: { az: 'Endirimlər', en: '', ru: 'Скидки' },
          description: text('Discounts'),
          keywords: text('discounts'),
          categoryId: null,
          filter: { discounted: true, maxPrice: 100_00 },
        },
      ]);
    });

    it("[CAT-07] lists the tag's category with its brand, stock and price filters, in the asked language", async () => {
      const tag = await ok('Home/GetProductListBySeoTag?slug=test-brand-in-range&lang=en&pageSize=96');
      expect(tag).toMatchObject({
        slug: 'test-brand-in-range',
        title: 'Brand en',
        description: 'About the brand en',
        keywords: 'brand, deals en',
        categoryId,
      });
      const items: Card[] = tag.products.items;
      expect(items.length).toBeGreaterThan(0);
      expect(tag.products.total).toBe(items.length);
      expect(
        items.every((card) => card.inStock && effective(card) >= range.min && effective(card) <= range.max),
      ).toBe(true);
      const rows = await ctx.db
        .select({ manufacturer: products.manufacturer })
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((card) => card.id),
          ),
        );
      expect(rows.every((row) => row.manufacturer === brand)).toBe(true);
      const same = await ok(
        `Product/GetList?categoryId=${categoryId}&brand=${encodeURIComponent(brand)}&inStock=true&minPrice=${range.min}&maxPrice=${range.max}&pageSize=96`,
      );
      expect(tag.products.total).toBe(same.total);
      expect(tag.products.total).toBeLessThan(
        (await ok(`Product/GetList?categoryId=${categoryId}&brand=${encodeURIComponent(brand)}`)).total,
      );

      const ru = await ok('Home/GetProductListBySeoTag?slug=TEST-BRAND-IN-RANGE', {
        'accept-language': 'ru',
      });
      expect(ru.title).toBe('Brand ru');
      expect(ru.products.total).toBe(tag.products.total);
    });

    it('[CAT-07] a tag without a category filters the whole catalogue, pages and sorts it, and falls back to az', async () => {
      const tag = await ok('Home/GetProductListBySeoTag?slug=test-discounted-under-100&lang=en&pageSize=96');
      expect(tag.title).toBe('Endirimlər');
      expect(tag.categoryId).toBeNull();
      const items: Card[] = tag.products.items;
      expect(items.length).toBeGreaterThan(0);
      expect(tag.products.total).toBe(items.length);
      expect(items.every((card) => card.discountedPrice !== null && effective(card) <= 100)).toBe(true);
      expect(tag.products.total).toBe((await ok('Product/GetList?discounted=true&maxPrice=100')).total);

      const cheapest = await ok(
        'Home/GetProductListBySeoTag?slug=test-discounted-under-100&sort=priceAsc&pageSize=5',
      );
      const second = await ok(
        'Home/GetProductListBySeoTag?slug=test-discounted-under-100&sort=priceAsc&pageSize=5&page=2',
      );
      expect(second.products.page).toBe(2);
      const prices = [...cheapest.products.items, ...second.products.items].map(effective);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices).toEqual(
        items
          .map(effective)
          .sort((a, b) => a - b)
          .slice(0, 10),
      );
    });

    it('[CAT-07] every seeded landing page lists what Product/GetList lists with the same filters in AZN', async () => {
      const seeded = await ctx.db.select().from(seoTags).where(notLike(seoTags.slug, 'test-%'));
      expect(seeded.length).toBeGreaterThan(0);
      for (const tag of seeded) {
        const { brands = [], discounted, inStock, minPrice, maxPrice } = tag.filter;
        const same = new URLSearchParams({ pageSize: '96', lang: 'ru' });
        if (tag.categoryId !== null) same.set('categoryId', String(tag.categoryId));
        for (const name of brands) same.append('brand', name);
        if (discounted) same.set('discounted', 'true');
        if (inStock) same.set('inStock', 'true');
        if (minPrice !== undefined) same.set('minPrice', String(minPrice / 100));
        if (maxPrice !== undefined) same.set('maxPrice', String(maxPrice / 100));
        const landing = await ok(`Home/GetProductListBySeoTag?slug=${tag.slug}&lang=ru&pageSize=96`);
        expect(landing.title).toBe(tag.title.ru || tag.title.az);
        expect(landing.products.total).toBeGreaterThan(0);
        expect(landing.products).toEqual(await ok(`Product/GetList?${same}`));
      }
    });

    it('[CAT-07] answers 404 in the asked language for an unknown tag and 400 for a bad page or no slug', async () => {
      const missing = await get('Home/GetProductListBySeoTag?slug=no-such-tag', { 'accept-language': 'en' });
      expect(missing.status).toBe(404);
      expect(missing.type).toContain('application/problem+json');
      expect(missing.body).toMatchObject({
        status: 404,
        code: 'error.notFound',
        detail: 'What you are looking for was not found',
      });
      const bad = await get('Home/GetProductListBySeoTag?slug=test-brand-in-range&page=0&sort=cheapest');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'sort']);
      const noSlug = await get('Home/GetProductListBySeoTag');
      expect(noSlug.status).toBe(400);
      expect(Object.keys(noSlug.body.errors)).toEqual(['slug']);
    });
  });
});
