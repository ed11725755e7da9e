import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { campaignCategories, campaigns } from '../promotions/promotions.tables';
import { shops } from '../sellers/sellers.tables';
import { categories, products } from './catalog.tables';

const ctx = testAppForFile();

interface Card {
  id: number;
  slug: string;
  price: number;
  discountedPrice: number | null;
  discountPercent: number | null;
  inStock: boolean;
  rating: number;
  ratingCount: number;
  shop: { slug: string };
}

async function list(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/Product/GetList?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: Card[];
    total: number;
    page: number;
    facets: {
      price: { min: number; max: number };
      categories: { value: string; label: string; count: number }[];
      shops: { value: string; count: number }[];
      brands: { value: string; count: number }[];
      properties: { name: string; values: { value: string; count: number }[] }[];
      inStock: number;
      discounted: number;
    };
  };
}

async function topCategory(slug = 'electronics') {
  const [row] = await ctx.db.select().from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row;
}

const effective = (card: Card) => card.discountedPrice ?? card.price;

describe('product listings', () => {
  it('[CAT-04] a category lists the published products of its whole branch, paged without overlap', async () => {
    const electronics = await topCategory();
    const all = await list(`categoryId=${electronics.id}&pageSize=96`);
    expect(all.total).toBeGreaterThan(20);
    expect(all.items).toHaveLength(Math.min(all.total, 96));
    const first = await list(`categoryId=${electronics.id}&pageSize=10&page=1`);
    const second = await list(`categoryId=${electronics.id}&pageSize=10&page=2`);
    expect(first.total).toBe(all.total);
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((card) => card.id);
    expect(new Set(ids).size).toBe(20);
    const beyond = await list(`categoryId=${electronics.id}&page=999`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('[CAT-05] sorts by each of the six options', async () => {
    const { id } = await topCategory();
    const cards = async (sort: string) => (await list(`categoryId=${id}&pageSize=96&sort=${sort}`)).items;

    const byDefault = await cards('default');
    const firstOut = byDefault.findIndex((card) => !card.inStock);
    expect(firstOut).toBeGreaterThan(0);
    expect(byDefault.slice(firstOut).every((card) => !card.inStock)).toBe(true);

    const ascending = (await cards('priceAsc')).map(effective);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await cards('priceDesc')).map(effective);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const rated = (await cards('rating')).map((card) => card.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));

    const discounted = await cards('discounted');
    const percents = discounted
      .filter((card) => card.discountPercent !== null)
      .map((card) => card.discountPercent ?? 0);
    expect(percents.length).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(discounted.slice(percents.length).every((card) => card.discountPercent === null)).toBe(true);

    const newest = await cards('new');
    const rows = await ctx.db.select({ id: products.id, publishedAt: products.publishedAt }).from(products);
    const published = new Map(rows.map((row) => [row.id, row.publishedAt?.getTime() ?? 0]));
    const times = newest.map((card) => published.get(card.id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('[CAT-04] filters combine: price range, shop, brand, in stock, discounted and a property', async () => {
    const { id } = await topCategory();
    const base = await list(`categoryId=${id}&pageSize=96`);
    const brand = base.facets.brands[0]?.value ?? '';
    const byBrand = await list(`categoryId=${id}&pageSize=96&brand=${encodeURIComponent(brand)}`);
    expect(byBrand.total).toBe(base.facets.brands[0]?.count);
    // A selected brand keeps the other brands' counts, so a shopper can add a second one.
    expect(byBrand.facets.brands).toEqual(base.facets.brands);

    const inStock = await list(`categoryId=${id}&pageSize=96&inStock=true`);
    expect(inStock.total).toBe(base.facets.inStock);
    expect(inStock.items.every((card) => card.inStock)).toBe(true);
    const discounted = await list(`categoryId=${id}&pageSize=96&discounted=true`);
    expect(discounted.total).toBe(base.facets.discounted);
    expect(discounted.items.every((card) => card.discountedPrice !== null)).toBe(true);

    const min = 100;
    const max = 1000;
    const priced = await list(`categoryId=${id}&pageSize=96&minPrice=${min}&maxPrice=${max}&inStock=true`);
    expect(priced.total).toBeGreaterThan(0);
    expect(
      priced.items.every((card) => effective(card) >= min && effective(card) <= max && card.inStock),
    ).toBe(true);
    expect(priced.total).toBe(
      inStock.items.filter((card) => effective(card) >= min && effective(card) <= max).length,
    );

    const shop = base.facets.shops[0]?.value ?? '';
    const byShop = await list(`categoryId=${id}&pageSize=96&shop=${shop}&discounted=true`);
    expect(byShop.items.every((card) => card.shop.slug === shop && card.discountedPrice !== null)).toBe(true);
    expect(byShop.total).toBe(discounted.items.filter((card) => card.shop.slug === shop).length);

    const property = base.facets.properties[0];
    const value = property?.values[0];
    if (!property || !value) throw new Error('the demo electronics have no property facets');
    const byProperty = await list(
      `categoryId=${id}&pageSize=96&prop=${encodeURIComponent(`${property.name}:${value.value}`)}`,
    );
    expect(byProperty.total).toBe(value.count);
    // The chosen property keeps every value with its count, so a second value can be added.
    expect(byProperty.facets.properties.find((facet) => facet.name === property.name)).toEqual(property);
  });

  it('[CAT-13] an impossible filter gives an empty page, not an error', async () => {
    const { id } = await topCategory();
    const none = await list(`categoryId=${id}&minPrice=999999`);
    expect(none.items).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('answers 404 for an unknown category and 400 for bad filters', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/Product/GetList?categoryId=999999' });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Product/GetList?sort=cheapest&minPrice=-1&pageSize=500',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['minPrice', 'pageSize', 'sort']);
  });

  it('[CAT-04] the same listing asked again after a change counts the change: stock, publishing, a hidden category', async () => {
    const electronics = await topCategory();
    const query = `categoryId=${electronics.id}&pageSize=1`;
    const before = await list(query);
    expect(await list(query)).toEqual(before); // asked twice: the counts come from the cache
    const [inStock] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, (await list(`${query}&inStock=true`)).items[0]?.id ?? 0));
    if (!inStock) throw new Error('no product in stock');
    await ctx.db.update(products).set({ stockCount: 0 }).where(eq(products.id, inStock.id));
    try {
      const soldOut = await list(query);
      expect(soldOut.facets.inStock).toBe(before.facets.inStock - 1);
      expect(soldOut.total).toBe(before.total);
      await ctx.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, inStock.id));
      expect((await list(query)).total).toBe(before.total - 1);
      await ctx.db.update(categories).set({ hidden: true }).where(eq(categories.id, electronics.id));
      const hidden = await ctx.app.inject({ method: 'GET', url: `/api/v1/Product/GetList?${query}` });
      expect(hidden.statusCode).toBe(404);
    } finally {
      await ctx.db.update(categories).set({ hidden: false }).where(eq(categories.id, electronics.id));
      await ctx.db
        .update(products)
        .set({ stockCount: inStock.stockCount, status: inStock.status })
        .where(eq(products.id, inStock.id));
    }
    expect(await list(query)).toEqual(before);
  });

  it('[CAT-05] a listing asked again shows prices and stock as they are now, and reorders when a price changes', async () => {
    const electronics = await topCategory();
    const query = `categoryId=${electronics.id}&sort=priceAsc&pageSize=5`;
    const before = await list(query);
    expect(await list(query)).toEqual(before); // the order of its first products comes from the cache
    const [cheapest] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, before.items[0]?.id ?? 0));
    if (!cheapest) throw new Error('no product listed');
    try {
      // Stock that stays above zero moves no version: the order is kept, the card is read now.
      await ctx.db
        .update(products)
        .set({ stockCount: cheapest.stockCount + 5 })
        .where(eq(products.id, cheapest.id));
      const restocked = await list(query);
      expect(restocked.items.map((card) => card.id)).toEqual(before.items.map((card) => card.id));
      // A price change reorders at once: the cheapest is now the dearest.
      await ctx.db
        .update(products)
        .set({ price: 99_999_900, discountedPrice: null })
        .where(eq(products.id, cheapest.id));
      const repriced = await list(query);
      expect(repriced.items.map((card) => card.id)).not.toContain(cheapest.id);
      expect(repriced.items[0]?.id).toBe(before.items[1]?.id);
      const dearest = await list(`categoryId=${electronics.id}&sort=priceDesc&pageSize=1`);
      expect(dearest.items[0]).toMatchObject({ id: cheapest.id, price: 999_999 });
    } finally {
      await ctx.db
        .update(products)
        .set({
          stockCount: cheapest.stockCount,
          price: cheapest.price,
          discountedPrice: cheapest.discountedPrice,
        })
        .where(eq(products.id, cheapest.id));
    }
    expect(await list(query)).toEqual(before);
  });

  it('a product that is not published, or whose shop is not approved, is listed nowhere', async () => {
    const { id } = await topCategory();
    const before = await list(`categoryId=${id}&pageSize=96`);
    const [hidden, ofShop] = before.items;
    if (!hidden || !ofShop) throw new Error('too few demo products');
    await ctx.db.update(products).set({ status: 'unpublished' }).where(eq(products.id, hidden.id));
    const [shop] = await ctx.db.select().from(shops).where(eq(shops.slug, ofShop.shop.slug));
    await ctx.db.update(shops).set({ status: 'pending' }).where(eq(shops.slug, ofShop.shop.slug));
    try {
      const after = await list(`categoryId=${id}&pageSize=96`);
      const everywhere = await list('pageSize=96&sort=new');
      for (const listing of [after, everywhere]) {
        expect(listing.items.some((card) => card.id === hidden.id)).toBe(false);
        expect(listing.items.some((card) => card.shop.slug === ofShop.shop.slug)).toBe(false);
      }
      expect(after.facets.shops.some((facet) => facet.value === ofShop.shop.slug)).toBe(false);
    } finally {
      await ctx.db.update(products).set({ status: 'published' }).where(eq(products.id, hidden.id));
      await ctx.db
        .update(shops)
        .set({ status: shop?.status ?? 'approved' })
        .where(eq(shops.slug, ofShop.shop.slug));
    }
  });

  it('[CAT-10] a campaign lists the discounted products of its categories; an ended campaign is not shown', async () => {
    const [campaign] = await ctx.db.select().from(campaigns).limit(1);
    if (!campaign) throw new Error('no demo campaign');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/Campaign/GetBySlug?slug=${campaign.slug}&lang=en`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ slug: campaign.slug, title: campaign.title.en });

    const roots = (
      await ctx.db.select().from(campaignCategories).where(eq(campaignCategories.campaignId, campaign.id))
    ).map((row) => row.categoryId);
    const all = await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const branch = new Set(roots);
    for (let grew = true; grew; ) {
      grew = false;
      for (const row of all)
        if (row.parentId !== null && branch.has(row.parentId) && !branch.has(row.id)) {
          branch.add(row.id);
          grew = true;
        }
    }
    const listed = await list(`campaign=${campaign.slug}&pageSize=96`);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.items.every((card) => card.discountedPrice !== null)).toBe(true);
    const rows = await ctx.db.select({ id: products.id, categoryId: products.categoryId }).from(products);
    const categoryOf = new Map(rows.map((row) => [row.id, row.categoryId]));
    expect(listed.items.every((card) => branch.has(categoryOf.get(card.id) ?? 0))).toBe(true);

    await ctx.db
      .update(campaigns)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, campaign.id));
    try {
      const ended = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Campaign/GetBySlug?slug=${campaign.slug}`,
      });
      expect(ended.statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/Product/GetList?campaign=${campaign.slug}` }))
          .statusCode,
      ).toBe(404);
    } finally {
      await ctx.db.update(campaigns).set({ endsAt: campaign.endsAt }).where(eq(campaigns.id, campaign.id));
    }
  });

  it("[CAT-11] a seller page lists its shop's products, discounted ones and its categories in the asked language", async () => {
    const [shop] = await ctx.db.select().from(shops).where(eq(shops.status, 'approved')).limit(1);
    if (!shop) throw new Error('no shop');
    const all = await list(`shop=${shop.slug}&pageSize=96&lang=en`);
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((card) => card.shop.slug === shop.slug)).toBe(true);
    const { facets } = all;
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
    const [first] = facets.categories;
    const [category] = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.id, Number(first?.value)));
    expect(first?.label).toBe(category?.name.en);
    const discounted = await list(`shop=${shop.slug}&discounted=true&pageSize=96`);
    expect(
      discounted.items.every((card) => card.discountedPrice !== null && card.shop.slug === shop.slug),
    ).toBe(true);
  });

  it('lists every published product once for the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/Product/GetSitemapPage?page=1' });
    const body = response.json();
    const everything = await list('pageSize=1');
    expect(body.total).toBe(everything.total);
    expect(body.items).toHaveLength(body.total);
    expect(new Set(body.items.map((item: { slug: string }) => item.slug)).size).toBe(body.total);
    expect(body.pageSize).toBe(50_000);
  });

  it('[CAT-04] a property value with a comma is one value, not two', async () => {
    const [macbook] = await ctx.db.select().from(products).where(eq(products.code, 'BZ100001'));
    const screen = macbook?.properties.Ekran ?? '';
    expect(screen).toContain(',');
    const listed = await list(
      `prop=${encodeURIComponent(`Ekran:${screen}`)}&prop=${encodeURIComponent('Ekran:none')}`,
    );
    expect(listed.items.map((card) => card.id)).toContain(macbook?.id);
  });

  it('[CAT-04] a facet offers its 30 values with the most products, and a chosen value besides', async () => {
    // 40 brands of one product each, at the bottom of the brand facet, then one of them chosen.
    const some = await ctx.db
      .select({ id: products.id, manufacturer: products.manufacturer })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(products.id)
      .limit(40);
    try {
      for (const [index, product] of some.entries())
        await ctx.db
          .update(products)
          .set({ manufacturer: `Facet brand ${String(index).padStart(2, '0')}` })
          .where(eq(products.id, product.id));
      const whole = await list('pageSize=1');
      expect(whole.facets.brands).toHaveLength(30);
      expect(whole.facets.brands.map((brand) => brand.value)).not.toContain('Facet brand 39');
      const counts = whole.facets.brands.map((brand) => brand.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      const chosen = await list(`brand=${encodeURIComponent('Facet brand 39')}&pageSize=1`);
      expect(chosen.total).toBe(1);
      expect(chosen.facets.brands).toHaveLength(31);
      expect(chosen.facets.brands.at(-1)).toMatchObject({ value: 'Facet brand 39', count: 1 });
    } finally {
      for (const product of some)
        await ctx.db
          .update(products)
          .set({ manufacturer: product.manufacturer })
          .where(eq(products.id, product.id));
    }
  });
});
