import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shops } from '../sellers/sellers.tables';
import {
  categories,
  comboItems,
  combos,
  productBuyWiths,
  productOfferFields,
  productOfferValues,
  productPhotos,
  productRequests,
  products,
  productVariants,
} from './catalog.tables';
import type { ProductMatch } from './product-search';

export type CategoryRow = typeof categories.$inferSelect;

/** A listing's filters in database terms: prices in qəpik, properties grouped by name. */
export interface ListingFilter {
  categoryIds?: number[];
  /** Categories an operator hid (with their branches): their products are out of every listing. */
  hiddenCategoryIds?: number[];
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
  shops: string[];
  brands: string[];
  properties: Map<string, string[]>;
  inStock: boolean;
  discounted: boolean;
  /** Only what a search finds; its relevance is the default order. */
  search?: ProductMatch;
}

export type ListingSort = 'default' | 'new' | 'discounted' | 'priceAsc' | 'priceDesc' | 'rating';

const effectivePrice = sql<number>`coalesce(${products.discountedPrice}, ${products.price})`;
const onShop = eq(shops.id, products.shopId);

/** What a variant costs a buyer: its discounted price when that is a real discount. */
const variantPayable = sql`least(${productVariants.price}, coalesce(${productVariants.discountedPrice}, ${productVariants.price}))`;

/**
 * Which variant stands for its product in lists: one a buyer can order, the cheapest, the first
 * made. The product row keeps that variant's prices (the listing's sort and price filter read them).
 */
const standInOrder = sql`(${productVariants.stockCount} > 0) desc, ${variantPayable} asc, ${productVariants.id} asc`;

/** A product row's prices as its stand-in variant's, kept as stock comes and goes. */
const standInPrice = (column: typeof productVariants.price | typeof productVariants.discountedPrice) =>
  sql`(select ${column} from ${productVariants} where ${productVariants.productId} = ${products.id} order by ${standInOrder} limit 1)`;
export const standInPrices = {
  price: standInPrice(productVariants.price),
  discountedPrice: standInPrice(productVariants.discountedPrice),
};

/** The variant a card shows (see `standInOrder`), in qəpik, with its options' values as a label. */
export interface CardVariantRow {
  id: number;
  price: number;
  discountedPrice: number | null;
  label: string;
  /** Some other variant costs more. */
  priceFrom: boolean;
}

const cardVariant = sql<CardVariantRow | null>`(
  select json_build_object(
    'id', ${productVariants.id},
    'price', ${productVariants.price},
    'discountedPrice', ${productVariants.discountedPrice},
    'label', concat_ws(' / ', first_option.value, second_option.value),
    'priceFrom', min(${variantPayable}) over () < max(${variantPayable}) over ())
  from ${productVariants}
  join ${productOfferValues} first_option on first_option.id = ${productVariants.valueId}
  left join ${productOfferValues} second_option on second_option.id = ${productVariants.secondValueId}
  where ${productVariants.productId} = ${products.id}
  order by ${standInOrder}
  limit 1)`;

/** What a product card shows, for every query that answers cards (the main photo by position). */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  code: products.code,
  title: products.title,
  price: products.price,
  discountedPrice: products.discountedPrice,
  stockCount: products.stockCount,
  rating: products.rating,
  ratingCount: products.ratingCount,
  shopSlug: shops.slug,
  shopName: shops.name,
  image: sql<
    string | null
  >`(select ${productPhotos.path} from ${productPhotos} where ${productPhotos.productId} = ${products.id} order by ${productPhotos.position} limit 1)`,
  hasVariants: sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
  variant: cardVariant,
};

const orderBy: Record<ListingSort, SQL[]> = {
  default: [sql`(${products.stockCount} > 0) desc`, desc(products.ratingCount), desc(products.id)],
  new: [desc(products.publishedAt), desc(products.id)],
  discounted: [
    sql`(${products.discountedPrice}::float / ${products.price}) asc nulls last`,
    desc(products.id),
  ],
  priceAsc: [sql`${effectivePrice} asc`, asc(products.id)],
  priceDesc: [sql`${effectivePrice} desc`, desc(products.id)],
  rating: [desc(products.rating), desc(products.ratingCount), desc(products.id)],
};

/** The filters a shopper narrows a listing with, each as its own condition (none when unused). */
function narrowing(filter: ListingFilter) {
  const prices = [
    filter.minPrice === undefined ? undefined : sql`${effectivePrice} >= ${filter.minPrice}`,
    filter.maxPrice === undefined ? undefined : sql`${effectivePrice} <= ${filter.maxPrice}`,
  ];
  return {
    price: and(...prices),
    shops: filter.shops.length > 0 ? inArray(shops.slug, filter.shops) : undefined,
    brands: filter.brands.length > 0 ? inArray(products.manufacturer, filter.brands) : undefined,
    inStock: filter.inStock ? gt(products.stockCount, 0) : undefined,
    discounted: filter.discounted ? isNotNull(products.discountedPrice) : undefined,
    properties: [...filter.properties].map(([name, values]): [string, SQL] => [
      name,
      inArray(sql`${products.properties} ->> ${name}`, values),
    ]),
  };
}

/** A listing's order: a search's relevance by default, else the sort asked for. */
function listingOrder(filter: ListingFilter, sort: ListingSort): SQL[] {
  return sort === 'default' && filter.search ? filter.search.relevance : orderBy[sort];
}

/** What a listing shows; `allNarrowing` leaves the shopper's filters out (the facets apply them). */
function conditions(filter: ListingFilter, except?: 'allNarrowing'): SQL | undefined {
  const scope = [
    eq(products.status, 'published'),
    eq(shops.status, 'approved'),
    filter.categoryIds ? inArray(products.categoryId, filter.categoryIds) : undefined,
    filter.hiddenCategoryIds?.length ? notInArray(products.categoryId, filter.hiddenCategoryIds) : undefined,
    filter.shopId ? eq(products.shopId, filter.shopId) : undefined,
    filter.search?.where,
  ];
  if (except === 'allNarrowing') return and(...scope);
  const narrow = narrowing(filter);
  return and(
    ...scope,
    narrow.price,
    narrow.shops,
    narrow.brands,
    narrow.inStock,
    narrow.discounted,
    ...narrow.properties.map(([, where]) => where),
  );
}

/** The facet counts as the facet statement answers them. */
interface ListingFacetRows {
  categories: { id: number; count: number }[];
  shops: { value: string; label: string; count: number }[];
  brands: { value: string; count: number }[];
  price: { min: number; max: number };
  /** The products that pass every filter: the listing's total. */
  total: number;
  inStock: number;
  discounted: number;
  properties: { name: string; value: string; count: number }[];
}

export class CatalogRepo {
  constructor(private readonly db: Database) {}

  allCategories(): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(categories)
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id));
  }

  async categoryById(id: number): Promise<CategoryRow | undefined> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  childrenOf(parentId: number | null): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  /**
   * How many products a listing holds. Reads the shop's approval through a join: a listing is a
   * read model across catalog and sellers, and one indexed query beats a call per card.
   */
  async countProducts(filter: ListingFilter): Promise<number> {
    const [total] = await this.db
      .select({ value: count() })
      .from(products)
      .innerJoin(shops, onShop)
      .where(conditions(filter));
    return total?.value ?? 0;
  }

  /** One page of a listing's cards, without counting them all. */
  cards(filter: ListingFilter, sort: ListingSort, limit: number, offset = 0) {
    return this.db
      .select(cardColumns)
      .from(products)
      .innerJoin(shops, onShop)
      .where(conditions(filter))
      .orderBy(...listingOrder(filter, sort))
      .limit(limit)
      .offset(offset);
  }

  /** The ids of a listing's first products, in its order: what the cache keeps of a listing. */
  async cardIds(filter: ListingFilter, sort: ListingSort, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shops, onShop)
      .where(conditions(filter))
      .orderBy(...listingOrder(filter, sort))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Counts per choice for every filter, each leaving its own selection out ("disjunctive" facets).
   * One statement reads the matching products once and marks which narrowing each passes; every
   * facet then counts the rows that pass all the others. Seven separate queries would each find
   * the matches again, which is what a search over a large catalogue cannot afford.
   */
  async listingFacets(filter: ListingFilter) {
    const narrow = narrowing(filter);
    const flags: [string, SQL | undefined][] = [
      ['f_price', narrow.price],
      ['f_shops', narrow.shops],
      ['f_brands', narrow.brands],
      ['f_stock', narrow.inStock],
      ['f_discounted', narrow.discounted],
      ...narrow.properties.map(([, where], index): [string, SQL] => [`f_property_${index}`, where]),
    ];
    const passing = (...except: string[]) =>
      sql.raw(
        ['true', ...flags.filter(([flag]) => !except.includes(flag)).map(([flag]) => flag)].join(' and '),
      );
    const selectedNames = narrow.properties.map(([name]) => name);
    const propertyCounts = (where: SQL, keys: SQL) => sql`
      select kv.key as name, kv.value as value, count(*)::int as count
      from matches cross join lateral jsonb_each_text(matches.properties) as kv(key, value)
      where ${where} and ${keys}
      group by kv.key, kv.value`;
    // Unselected properties count with every filter; a selected one without its own selection.
    const propertySelects = [
      propertyCounts(
        passing(),
        selectedNames.length > 0
          ? sql`kv.key not in (${sql.join(
              selectedNames.map((name) => sql`${name}`),
              sql`, `,
            )})`
          : sql`true`,
      ),
      ...selectedNames.map((name, index) =>
        propertyCounts(passing(`f_property_${index}`), sql`kv.key = ${name}`),
      ),
    ];
    const result = await this.db.execute(sql`
      with matches as materialized (
        select ${products.categoryId} as category_id, ${shops.slug} as shop_slug, ${shops.name} as shop_name,
          ${products.manufacturer} as manufacturer, ${effectivePrice} as price,
          ${products.stockCount} > 0 as in_stock, ${products.discountedPrice} is not null as discounted,
          ${products.properties} as properties
          ${sql.join(
            flags.map(([flag, where]) => sql`, coalesce(${where ?? sql`true`}, false) as ${sql.raw(flag)}`),
          )}
        from ${products} join ${shops} on ${onShop}
        where ${conditions(filter, 'allNarrowing')}
      )
      select json_build_object(
        'categories', (select coalesce(json_agg(c order by c.count desc, c.id), '[]') from (
          select category_id as id, count(*)::int as count from matches where ${passing()} group by category_id) c),
        'shops', (select coalesce(json_agg(c order by c.count desc, c.label), '[]') from (
          select shop_slug as value, shop_name as label, count(*)::int as count from matches
          where ${passing('f_shops')} group by shop_slug, shop_name) c),
        'brands', (select coalesce(json_agg(c order by c.count desc, c.value), '[]') from (
          select manufacturer as value, count(*)::int as count from matches
          where ${passing('f_brands')} group by manufacturer) c),
        'price', (select json_build_object('min', coalesce(min(price), 0), 'max', coalesce(max(price), 0))
          from matches where ${passing('f_price')}),
        'total', (select count(*)::int from matches where ${passing()}),
        'inStock', (select count(*)::int from matches where ${passing('f_stock')} and in_stock),
        'discounted', (select count(*)::int from matches where ${passing('f_discounted')} and discounted),
        'properties', (select coalesce(json_agg(c), '[]') from (${sql.join(propertySelects, sql` union all `)}) c)
      ) as facets`);
    const [row] = (result as unknown as { rows: { facets: ListingFacetRows }[] }).rows;
    if (!row) throw new Error('The facet query answered no row');
    return { ...row.facets, price: { min: Number(row.facets.price.min), max: Number(row.facets.price.max) } };
  }

  /** A published product of an approved shop, with its shop; nothing for any other. */
  publishedProductBySlug(slug: string) {
    return this.productWithShop(
      and(eq(products.slug, slug), eq(products.status, 'published'), eq(shops.status, 'approved')),
    );
  }

  /** A product in any state, with its shop: what the back office previews before deciding. */
  anyProductById(id: number) {
    return this.productWithShop(eq(products.id, id));
  }

  private async productWithShop(where: SQL | undefined) {
    const [row] = await this.db
      .select({
        product: products,
        shop: { slug: shops.slug, name: shops.name, logo: shops.logo, rating: shops.rating },
        variant: cardVariant,
      })
      .from(products)
      .innerJoin(shops, onShop)
      .where(where);
    return row;
  }

  async photoPaths(productId: number): Promise<string[]> {
    const rows = await this.db
      .select({ path: productPhotos.path })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position));
    return rows.map((row) => row.path);
  }

  async offerFieldsOf(productId: number) {
    const rows = await this.db
      .select({
        fieldId: productOfferFields.id,
        name: productOfferFields.name,
        valueId: productOfferValues.id,
        value: productOfferValues.value,
      })
      .from(productOfferFields)
      .innerJoin(productOfferValues, eq(productOfferValues.fieldId, productOfferFields.id))
      .where(eq(productOfferFields.productId, productId))
      .orderBy(asc(productOfferFields.position), asc(productOfferValues.position));
    return rows;
  }

  variantsOf(productId: number) {
    return this.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.id));
  }

  async productStatus(productId: number) {
    const [row] = await this.db
      .select({ stockCount: products.stockCount, status: products.status, shopStatus: shops.status })
      .from(products)
      .innerJoin(shops, onShop)
      .where(eq(products.id, productId));
    return row;
  }

  async insertProductRequest(request: typeof productRequests.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(productRequests).values(request).returning({ id: productRequests.id });
    return row?.id ?? 0;
  }

  /**
   * Published combos of approved shops whose every product is published: a combo with a product
   * gone from sale is not offered. `code` picks one; otherwise the newest first.
   */
  async visibleCombos(options: { code?: string; limit: number; exceptCode?: string; ids?: number[] }) {
    const allProductsPublished = sql`not exists (
      select 1 from ${comboItems} ci join ${products} p on p.id = ci.product_id
      where ci.combo_id = ${combos.id} and p.status <> 'published')`;
    return this.db
      .select({
        id: combos.id,
        code: combos.code,
        title: combos.title,
        price: combos.price,
        createdAt: combos.createdAt,
        shopSlug: shops.slug,
        shopName: shops.name,
      })
      .from(combos)
      .innerJoin(shops, eq(shops.id, combos.shopId))
      .where(
        and(
          eq(combos.status, 'published'),
          eq(shops.status, 'approved'),
          allProductsPublished,
          options.code ? eq(sql`upper(${combos.code})`, options.code.toUpperCase()) : undefined,
          options.exceptCode ? ne(combos.code, options.exceptCode) : undefined,
          options.ids ? inArray(combos.id, options.ids) : undefined,
        ),
      )
      .orderBy(desc(combos.createdAt), desc(combos.id))
      .limit(options.limit);
  }

  /** The products of some combos, as cards, with their counts. */
  comboProducts(comboIds: number[]) {
    if (comboIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        comboId: comboItems.comboId,
        productId: comboItems.productId,
        count: comboItems.count,
        ...cardColumns,
      })
      .from(comboItems)
      .innerJoin(products, eq(products.id, comboItems.productId))
      .innerJoin(shops, onShop)
      .where(inArray(comboItems.comboId, comboIds))
      .orderBy(asc(comboItems.comboId), asc(products.id));
  }

  /** Published products of approved shops in id order, for the sitemap: only the columns it needs. */
  async sitemapSlugs(page: number, pageSize: number, hiddenCategoryIds: number[] = []) {
    const where = and(
      eq(products.status, 'published'),
      eq(shops.status, 'approved'),
      hiddenCategoryIds.length > 0 ? notInArray(products.categoryId, hiddenCategoryIds) : undefined,
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select({ slug: products.slug, updatedAt: products.publishedAt, createdAt: products.createdAt })
        .from(products)
        .innerJoin(shops, onShop)
        .where(where)
        .orderBy(asc(products.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(products).innerJoin(shops, onShop).where(where),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  async variantStock(productId: number, variantId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ stockCount: productVariants.stockCount })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    return row?.stockCount;
  }

  /** Cards of published products of approved shops, by id (in no particular order). */
  cardsByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(cardColumns)
      .from(products)
      .innerJoin(shops, onShop)
      .where(and(inArray(products.id, ids), eq(products.status, 'published'), eq(shops.status, 'approved')));
  }

  /** The extras offered with a product, as cards, in the seller's order. */
  buyWithCards(productId: number) {
    return this.db
      .select(cardColumns)
      .from(productBuyWiths)
      .innerJoin(products, eq(products.id, productBuyWiths.extraProductId))
      .innerJoin(shops, onShop)
      .where(
        and(
          eq(productBuyWiths.productId, productId),
          eq(products.status, 'published'),
          eq(shops.status, 'approved'),
          gt(products.stockCount, 0),
        ),
      )
      .orderBy(asc(productBuyWiths.position));
  }
}
