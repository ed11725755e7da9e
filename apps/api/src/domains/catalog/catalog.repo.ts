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
  max,
  min,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import type { ProductMatch } from '../search/search.engine';
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

export type CategoryRow = typeof categories.$inferSelect;

/** A listing's filters in database terms: prices in qəpik, properties grouped by name. */
export interface ListingFilter {
  categoryIds?: number[];
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
  shops: string[];
  brands: string[];
  properties: Map<string, string[]>;
  inStock: boolean;
  discounted: boolean;
  /** Leave one product out (a product page's own similar products). */
  excludeProductId?: number;
  /** Only what a search finds; its relevance is the default order. */
  search?: ProductMatch;
}

export type ListingSort = 'default' | 'new' | 'discounted' | 'priceAsc' | 'priceDesc' | 'rating';

/** Which filter a facet leaves out, so its own choices keep their counts ("disjunctive" facets). */
type Except =
  | 'price'
  | 'shops'
  | 'brands'
  | 'inStock'
  | 'discounted'
  | { property: string }
  | 'allProperties';

const effectivePrice = sql<number>`coalesce(${products.discountedPrice}, ${products.price})`;
const onShop = eq(shops.id, products.shopId);

/** What a product card shows, for every query that answers cards (the main photo by position). */
const cardColumns = {
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

function conditions(filter: ListingFilter, except?: Except): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(products.status, 'published'),
    eq(shops.status, 'approved'),
    filter.categoryIds ? inArray(products.categoryId, filter.categoryIds) : undefined,
    filter.shopId ? eq(products.shopId, filter.shopId) : undefined,
    filter.excludeProductId ? ne(products.id, filter.excludeProductId) : undefined,
    filter.search?.where,
  ];
  if (except !== 'price') {
    if (filter.minPrice !== undefined) parts.push(sql`${effectivePrice} >= ${filter.minPrice}`);
    if (filter.maxPrice !== undefined) parts.push(sql`${effectivePrice} <= ${filter.maxPrice}`);
  }
  if (except !== 'shops' && filter.shops.length > 0) parts.push(inArray(shops.slug, filter.shops));
  if (except !== 'brands' && filter.brands.length > 0)
    parts.push(inArray(products.manufacturer, filter.brands));
  if (except !== 'inStock' && filter.inStock) parts.push(gt(products.stockCount, 0));
  if (except !== 'discounted' && filter.discounted) parts.push(isNotNull(products.discountedPrice));
  if (except !== 'allProperties')
    for (const [name, values] of filter.properties) {
      if (typeof except === 'object' && except.property === name) continue;
      parts.push(inArray(sql`${products.properties} ->> ${name}`, values));
    }
  return and(...parts);
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
   * One page of a listing. Reads the shop's name and approval through a join: a listing is a read
   * model across catalog and sellers, and one indexed query beats a call per card.
   */
  async listProducts(filter: ListingFilter, sort: ListingSort, page: number, pageSize: number) {
    const [items, [total]] = await Promise.all([
      this.cards(filter, sort, pageSize, (page - 1) * pageSize),
      this.db.select({ value: count() }).from(products).innerJoin(shops, onShop).where(conditions(filter)),
    ]);
    return { items, total: total?.value ?? 0 };
  }

  /** Cards of a listing without counting them all (search suggestions). */
  cards(filter: ListingFilter, sort: ListingSort, limit: number, offset = 0) {
    return this.db
      .select(cardColumns)
      .from(products)
      .innerJoin(shops, onShop)
      .where(conditions(filter))
      .orderBy(...(sort === 'default' && filter.search ? filter.search.relevance : orderBy[sort]))
      .limit(limit)
      .offset(offset);
  }

  /** Counts per choice for every filter, each leaving its own selection out. */
  async listingFacets(filter: ListingFilter) {
    const [categoryRows, shopRows, brandRows, [price], [inStock], [discounted], properties] =
      await Promise.all([
        this.db
          .select({ id: products.categoryId, count: count() })
          .from(products)
          .innerJoin(shops, onShop)
          .where(conditions(filter))
          .groupBy(products.categoryId)
          .orderBy(desc(count()), asc(products.categoryId)),
        this.db
          .select({ value: shops.slug, label: shops.name, count: count() })
          .from(products)
          .innerJoin(shops, onShop)
          .where(conditions(filter, 'shops'))
          .groupBy(shops.slug, shops.name)
          .orderBy(desc(count()), asc(shops.name)),
        this.db
          .select({ value: products.manufacturer, count: count() })
          .from(products)
          .innerJoin(shops, onShop)
          .where(conditions(filter, 'brands'))
          .groupBy(products.manufacturer)
          .orderBy(desc(count()), asc(products.manufacturer)),
        this.db
          .select({ min: min(effectivePrice), max: max(effectivePrice) })
          .from(products)
          .innerJoin(shops, onShop)
          .where(conditions(filter, 'price')),
        this.db
          .select({ count: count() })
          .from(products)
          .innerJoin(shops, onShop)
          .where(and(conditions(filter, 'inStock'), gt(products.stockCount, 0))),
        this.db
          .select({ count: count() })
          .from(products)
          .innerJoin(shops, onShop)
          .where(and(conditions(filter, 'discounted'), isNotNull(products.discountedPrice))),
        this.propertyFacets(filter),
      ]);
    return {
      categories: categoryRows,
      shops: shopRows,
      brands: brandRows,
      price: { min: Number(price?.min ?? 0), max: Number(price?.max ?? 0) },
      inStock: inStock?.count ?? 0,
      discounted: discounted?.count ?? 0,
      properties,
    };
  }

  /** Property values with counts: a selected property counts without its own selection. */
  private async propertyFacets(filter: ListingFilter) {
    const count = async (where: SQL | undefined, onlyName?: string) => {
      const result = await this.db.execute(sql`
        select kv.key as name, kv.value as value, count(*)::int as count
        from ${products}
        join ${shops} on ${shops.id} = ${products.shopId}
        cross join lateral jsonb_each_text(${products.properties}) as kv(key, value)
        where ${where} ${onlyName === undefined ? sql`` : sql`and kv.key = ${onlyName}`}
        group by kv.key, kv.value`);
      return (result as unknown as { rows: { name: string; value: string; count: number }[] }).rows;
    };
    const selected = [...filter.properties.keys()];
    const groups = await Promise.all([
      count(conditions(filter)),
      ...selected.map((name) => count(conditions(filter, { property: name }), name)),
    ]);
    const [unselected = [], ...ownCounts] = groups;
    return [...unselected.filter((row) => !filter.properties.has(row.name)), ...ownCounts.flat()];
  }

  /** A published product of an approved shop, with its shop; nothing for any other. */
  async publishedProductBySlug(slug: string) {
    const [row] = await this.db
      .select({
        product: products,
        shop: { slug: shops.slug, name: shops.name, logo: shops.logo, rating: shops.rating },
      })
      .from(products)
      .innerJoin(shops, onShop)
      .where(and(eq(products.slug, slug), eq(products.status, 'published'), eq(shops.status, 'approved')));
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
  async sitemapSlugs(page: number, pageSize: number) {
    const where = and(eq(products.status, 'published'), eq(shops.status, 'approved'));
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

  async buyWithIds(productId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: productBuyWiths.extraProductId })
      .from(productBuyWiths)
      .where(eq(productBuyWiths.productId, productId));
    return rows.map((row) => row.id);
  }

  /** Products as a basket prices them: whatever their status, so a line can say it left sale. */
  basketProducts(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        ...cardColumns,
        status: products.status,
        shopStatus: shops.status,
      })
      .from(products)
      .innerJoin(shops, onShop)
      .where(inArray(products.id, ids));
  }

  /** Variants with the names of their offer fields and values (colour: red, size: M). */
  basketVariants(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    const firstValue = alias(productOfferValues, 'first_value');
    const firstField = alias(productOfferFields, 'first_field');
    const secondValue = alias(productOfferValues, 'second_value');
    const secondField = alias(productOfferFields, 'second_field');
    return this.db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        stockCount: productVariants.stockCount,
        price: productVariants.price,
        discountedPrice: productVariants.discountedPrice,
        field: firstField.name,
        value: firstValue.value,
        secondField: secondField.name,
        secondValue: secondValue.value,
      })
      .from(productVariants)
      .innerJoin(firstValue, eq(firstValue.id, productVariants.valueId))
      .innerJoin(firstField, eq(firstField.id, firstValue.fieldId))
      .leftJoin(secondValue, eq(secondValue.id, productVariants.secondValueId))
      .leftJoin(secondField, eq(secondField.id, secondValue.fieldId))
      .where(inArray(productVariants.id, ids));
  }

  /** Offer values of a product by id, with their field's id and position. */
  offerValuesOf(productId: number, valueIds: number[]) {
    if (valueIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        valueId: productOfferValues.id,
        fieldId: productOfferFields.id,
        position: productOfferFields.position,
      })
      .from(productOfferValues)
      .innerJoin(productOfferFields, eq(productOfferFields.id, productOfferValues.fieldId))
      .where(and(eq(productOfferFields.productId, productId), inArray(productOfferValues.id, valueIds)));
  }

  async variantByValues(productId: number, valueId: number, secondValueId: number | null) {
    const [row] = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.valueId, valueId),
          secondValueId === null
            ? isNull(productVariants.secondValueId)
            : eq(productVariants.secondValueId, secondValueId),
        ),
      );
    return row?.id;
  }

  /** Combos as a basket prices them, whatever their status. */
  basketCombos(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: combos.id,
        code: combos.code,
        title: combos.title,
        price: combos.price,
        status: combos.status,
        shopSlug: shops.slug,
        shopName: shops.name,
        shopStatus: shops.status,
      })
      .from(combos)
      .innerJoin(shops, eq(shops.id, combos.shopId))
      .where(inArray(combos.id, ids));
  }

  /** What a combo holds: each product's count, stock, status and price, for availability and price apart. */
  basketComboItems(comboIds: number[]) {
    if (comboIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        comboId: comboItems.comboId,
        count: comboItems.count,
        stockCount: products.stockCount,
        status: products.status,
        price: products.price,
        discountedPrice: products.discountedPrice,
        image: cardColumns.image,
      })
      .from(comboItems)
      .innerJoin(products, eq(products.id, comboItems.productId))
      .where(inArray(comboItems.comboId, comboIds))
      .orderBy(asc(comboItems.comboId), asc(products.id));
  }
}
