import {
  type Campaign,
  type CategoryRef,
  type CategoryTreeNode,
  type CategoryWithChildren,
  type ComboDetail,
  type ComboSummary,
  type Lang,
  type ProductCard,
  type ProductDetail,
  ProductListQuery,
  type ProductListResult,
  type ProductRequestBody,
  pickLang,
  type SitemapPage,
  sitemapPageSize,
  toAzn,
} from '@bazar/contracts';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/connection';
import { yieldingToOthers } from '../../db/query-lanes';
import { VersionedCache } from '../../db/versioned-cache';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import { foldForSearch, searchWords } from '../../shared/search-text';
import { logoUrl } from '../sellers';
import {
  type CardVariantRow,
  CatalogRepo,
  type CategoryRow,
  type ListingFilter,
  type ListingSort,
} from './catalog.repo';
import type { ProductSearchEngine } from './product-search';
import type { RunningCampaigns } from './running-campaigns';

function toRef(row: CategoryRow, lang: Lang): CategoryRef {
  return {
    id: row.id,
    slug: row.slug,
    name: pickLang(row.name, lang),
    icon: row.icon,
    parentId: row.parentId,
  };
}

const toQepik = (azn: number | undefined) => (azn === undefined ? undefined : Math.round(azn * 100));

/**
 * How many property filters, and values of each facet, a listing offers: enough to narrow, not a
 * wall of checkboxes (the whole catalogue has hundreds of shops, brands and categories, which made
 * every answer 70 KB of facets).
 */
const facetLimits = { properties: 10, values: 30 } as const;

/** The facet's values with the most matches, and every chosen one besides, in the facet's order. */
function topValues<T extends { value: string }>(values: T[], chosen: string[]): T[] {
  return values.filter((entry, index) => index < facetLimits.values || chosen.includes(entry.value));
}

/** "Yaddaş:256 GB" → Yaddaş ⇒ [256 GB]; a value may itself contain colons. */
function propertyFilters(pairs: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const pair of pairs) {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1) continue;
    const name = pair.slice(0, at);
    byName.set(name, [...(byName.get(name) ?? []), pair.slice(at + 1)]);
  }
  return byName;
}

/** What product descriptions may keep: text structure, no scripts, styles or event handlers. */
export const descriptionHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
};

/** The 11-character video id of a YouTube watch, share, embed or shorts link. */
export function youtubeId(url: string | null): string | null {
  if (!url) return null;
  const match =
    /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(
      url,
    );
  return match?.[1] ?? null;
}

/** How many similar and promoted products a product page shows. */
const relatedCount = 12;

/**
 * Facet counts and totals kept per filter set; the cap bounds memory (a facet answer is a few
 * kilobytes), the expiry bounds a read that raced a change still being committed.
 */
const cacheLimits = { max: 2000, ttlMs: 60_000 };

/**
 * How many of a listing's first products the cache keeps in order (10 pages of 24): sorting every
 * match again for each page costs hundreds of milliseconds at a million products. Their cards are
 * read fresh, so prices and stock are always now.
 */
const orderedIdsKept = 240;

/** A listing filter as a cache key: everything that decides which products match. */
const filterKey = (filter: ListingFilter, keyword: string | undefined) =>
  JSON.stringify([
    filter.categoryIds,
    filter.hiddenCategoryIds,
    filter.shopId,
    filter.minPrice,
    filter.maxPrice,
    filter.shops,
    filter.brands,
    [...filter.properties],
    filter.inStock,
    filter.discounted,
    keyword,
  ]);

const money = (price: number, discountedPrice: number | null) => {
  const discounted = discountedPrice !== null && discountedPrice < price ? discountedPrice : null;
  return {
    price: toAzn(price),
    discountedPrice: discounted === null ? null : toAzn(discounted),
    discountPercent: discounted === null ? null : Math.round((1 - discounted / price) * 100),
  };
};

/** A listing's query as the API takes it, with the category from the path or the query. */
/** A listing's query; `keyword` narrows it to what search finds and orders the default sort by relevance. */
export type ListingQuery = ProductListQuery & { categoryId?: number; keyword?: string };

type CardRow = Awaited<ReturnType<CatalogRepo['cards']>>[number];

/** The variant a card stands for, as the contract names it. */
const cardVariant = (row: CardVariantRow | null) =>
  row && { id: row.id, label: row.label, priceFrom: row.priceFrom };

/** A card's prices are those of the variant it links to, so the product page opens on the same price. */
function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    code: row.code,
    title: row.title,
    image: row.image ? mediaUrl(row.image) : null,
    ...money((row.variant ?? row).price, (row.variant ?? row).discountedPrice),
    inStock: row.stockCount > 0,
    hasVariants: row.hasVariants,
    variant: cardVariant(row.variant),
    rating: row.rating,
    ratingCount: row.ratingCount,
    shop: { slug: row.shopSlug, name: row.shopName },
  };
}

export class CatalogService {
  private readonly repo: CatalogRepo;
  private readonly cache: VersionedCache;

  constructor(
    db: Database,
    private readonly promotions: RunningCampaigns,
    private readonly search: ProductSearchEngine,
  ) {
    this.repo = new CatalogRepo(db);
    this.cache = new VersionedCache(db, cacheLimits);
  }

  /**
   * The categories buyers see: those an operator hid leave with everything under them. Cached
   * until the catalogue changes, so hiding or renaming shows at once.
   */
  private async visibleCategories(): Promise<{
    all: CategoryRow[];
    visible: CategoryRow[];
    hiddenIds: number[];
    /** Each visible category's names in az, en and ru, folded for search, each after a space. */
    searchNames: Map<number, string[]>;
  }> {
    return this.cache.get('categories', await this.cache.version(), async () => {
      const all = await this.repo.allCategories();
      const hidden = new Set<number>();
      // Parents come before their children (ordered by depth), so one pass carries hiding down.
      for (const row of all)
        if (row.hidden || (row.parentId !== null && hidden.has(row.parentId))) hidden.add(row.id);
      const visible = all.filter((row) => !hidden.has(row.id));
      // Folding transliterates every letter: done once per tree, not per keystroke in the search box.
      const searchNames = new Map(
        visible.map((row) => [row.id, Object.values(row.name).map((name) => ` ${foldForSearch(name)}`)]),
      );
      return { all, visible, hiddenIds: [...hidden], searchNames };
    });
  }

  /** One category with its direct children; 404 when it does not exist or is hidden. */
  async category(id: number, lang: Lang): Promise<CategoryWithChildren> {
    const { visible } = await this.visibleCategories();
    const row = visible.find((category) => category.id === id);
    if (!row) throw new AppError('notFound', 'error.categoryNotFound');
    const children = visible.filter((category) => category.parentId === id);
    return {
      ...toRef(row, lang),
      hasChildren: children.length > 0,
      children: children.map((c) => toRef(c, lang)),
    };
  }

  /** Top-level categories, each with its subcategories. */
  async parentCategories(lang: Lang): Promise<CategoryWithChildren[]> {
    return this.withChildren(null, lang);
  }

  /** Children of a category, each saying whether it has children of its own. */
  async subCategories(id: number, lang: Lang): Promise<CategoryWithChildren[]> {
    const { visible } = await this.visibleCategories();
    if (!visible.some((row) => row.id === id)) throw new AppError('notFound', 'error.categoryNotFound');
    return this.withChildren(id, lang);
  }

  /** Breadcrumbs: from the top level down to the category. */
  async categoryParents(id: number, lang: Lang, rows?: CategoryRow[]): Promise<CategoryRef[]> {
    const byId = new Map((rows ?? (await this.visibleCategories()).visible).map((row) => [row.id, row]));
    const chain: CategoryRef[] = [];
    for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId)) {
      chain.unshift(toRef(row, lang));
    }
    if (chain.length === 0) throw new AppError('notFound', 'error.categoryNotFound');
    return chain;
  }

  async tree(lang: Lang): Promise<CategoryTreeNode[]> {
    const rows = (await this.visibleCategories()).visible;
    const childrenByParent = new Map<number | null, CategoryRow[]>();
    for (const row of rows) {
      const siblings = childrenByParent.get(row.parentId) ?? [];
      siblings.push(row);
      childrenByParent.set(row.parentId, siblings);
    }
    const build = (parentId: number | null): CategoryTreeNode[] =>
      (childrenByParent.get(parentId) ?? []).map((row) => ({
        category: toRef(row, lang),
        children: build(row.id),
      }));
    return build(null);
  }

  private async withChildren(parentId: number | null, lang: Lang): Promise<CategoryWithChildren[]> {
    const all = (await this.visibleCategories()).visible;
    return all
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const children = all.filter((c) => c.parentId === row.id);
        return {
          ...toRef(row, lang),
          hasChildren: children.length > 0,
          children: children.map((c) => toRef(c, lang)),
        };
      });
  }

  /** The categories a listing covers: a category's branch, a campaign's branches, or all. */
  private async listingCategoryIds(query: {
    categoryId?: number;
    campaign?: string;
  }): Promise<number[] | undefined> {
    const roots = [
      ...(query.categoryId === undefined ? [] : [query.categoryId]),
      ...(query.campaign === undefined
        ? []
        : await this.promotions.runningCampaignCategoryIds(query.campaign)),
    ];
    if (roots.length === 0) return undefined;
    const { visible } = await this.visibleCategories();
    // A campaign's hidden categories are simply left out; a hidden category's own page is a 404.
    const branches = await Promise.all(
      roots.map((id, index) =>
        index === 0 && query.categoryId !== undefined
          ? this.branchIds(id, visible)
          : visible.some((row) => row.id === id)
            ? this.branchIds(id, visible)
            : [],
      ),
    );
    // A category and a campaign together: the products in both.
    if (query.categoryId !== undefined && query.campaign !== undefined) {
      const [category = [], ...campaign] = branches;
      const inCampaign = new Set(campaign.flat());
      return category.filter((id) => inCampaign.has(id));
    }
    return [...new Set(branches.flat())];
  }

  /** A category with all its descendants: a listing shows the products of the whole branch. */
  private async branchIds(categoryId: number, rows?: CategoryRow[]): Promise<number[]> {
    const all = rows ?? (await this.visibleCategories()).visible;
    if (!all.some((row) => row.id === categoryId)) throw new AppError('notFound', 'error.categoryNotFound');
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) for (const row of all) if (row.parentId === ids[i]) ids.push(row.id);
    return ids;
  }

  /** A page of cards without facet counts: feeds that offer no filters. Gives way as listings do. */
  cardPage(query: ListingQuery): Promise<{ items: ProductCard[]; total: number }> {
    return yieldingToOthers(() => this.readCardPage(query));
  }

  private async readCardPage(query: ListingQuery): Promise<{ items: ProductCard[]; total: number }> {
    const filter = await this.listingFilter(query);
    const [items, total] = await Promise.all([
      this.listingCards(filter, query.keyword, query.sort, query.pageSize, (query.page - 1) * query.pageSize),
      this.cachedCount(filter, query.keyword),
    ]);
    return { items: items.map(toCard), total };
  }

  /** The first cards of a listing, uncounted: shelves. */
  async firstCards(query: ListingQuery): Promise<ProductCard[]> {
    const filter = await this.listingFilter(query);
    // Shelves read the first few by an index: one statement, nothing worth keeping.
    return (await this.repo.cards(filter, query.sort, query.pageSize)).map(toCard);
  }

  /**
   * The running campaigns a shop takes part in (its seller page's): those whose listing, filtered
   * by the shop, holds any product, so a client needs no listing call per campaign to find out.
   */
  async shopCampaigns(shop: string, lang: Lang): Promise<Campaign[]> {
    const campaigns = await this.promotions.activeCampaigns(lang);
    const counts = await Promise.all(
      campaigns.map(async (campaign) =>
        this.cachedCount(await this.listingFilter({ shop: [shop], campaign: campaign.slug }), undefined),
      ),
    );
    return campaigns.filter((_, index) => (counts[index] ?? 0) > 0);
  }

  /** How many products the whole storefront offers. */
  async countProducts(): Promise<number> {
    return this.cachedCount(await this.listingFilter({}), undefined);
  }

  private async cachedCount(filter: ListingFilter, keyword: string | undefined): Promise<number> {
    const { total } = await this.cache.get(
      `count:${filterKey(filter, keyword)}`,
      await this.cache.version(),
      async () => ({
        total: await this.repo.countProducts(filter),
      }),
    );
    return total;
  }

  async countCategories(): Promise<number> {
    return (await this.visibleCategories()).visible.length;
  }

  /** What a listing query matches; what it leaves out matches everything (the whole storefront). */
  private async listingFilter(query: Partial<ListingQuery>): Promise<ListingFilter> {
    return {
      categoryIds: await this.listingCategoryIds(query),
      hiddenCategoryIds: (await this.visibleCategories()).hiddenIds,
      minPrice: toQepik(query.minPrice),
      maxPrice: toQepik(query.maxPrice),
      shops: (query.shop ?? []).map((slug) => slug.toLowerCase()),
      brands: query.brand ?? [],
      properties: propertyFilters(query.prop ?? []),
      inStock: query.inStock ?? false,
      discounted: query.discounted === true || query.campaign !== undefined,
      search: query.keyword === undefined ? undefined : await this.search.matchProducts(query.keyword),
    };
  }

  /**
   * One page of published products of approved shops, filtered and sorted, with facet counts. A
   * listing can read every match, so on the embedded database its statements give way to others'.
   */
  listProducts(query: ListingQuery, lang: Lang): Promise<ProductListResult> {
    return yieldingToOthers(() => this.readListing(query, lang));
  }

  private async readListing(query: ListingQuery, lang: Lang): Promise<ProductListResult> {
    const filter = await this.listingFilter(query);
    const [items, facets, { all }] = await Promise.all([
      this.listingCards(filter, query.keyword, query.sort, query.pageSize, (query.page - 1) * query.pageSize),
      // Facets read every match: cached per filter set until the catalogue changes.
      this.cache.get(`facets:${filterKey(filter, query.keyword)}`, await this.cache.version(), () =>
        this.repo.listingFacets(filter),
      ),
      this.visibleCategories(),
    ]);
    const categoryNames = new Map(all.map((row) => [row.id, pickLang(row.name, lang)]));
    const propertyNames = new Map<string, { value: string; label: string; count: number }[]>();
    for (const row of facets.properties)
      propertyNames.set(row.name, [
        ...(propertyNames.get(row.name) ?? []),
        { value: row.value, label: row.value, count: row.count },
      ]);
    const properties = [...propertyNames]
      .filter(([name, values]) => values.length > 1 || filter.properties.has(name))
      .map(([name, values]) => ({
        name,
        total: values.reduce((sum, value) => sum + value.count, 0),
        values: topValues(
          values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'az')),
          filter.properties.get(name) ?? [],
        ),
      }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'az'))
      .slice(0, facetLimits.properties)
      .map(({ name, values }) => ({ name, values }));
    return {
      items: items.map(toCard),
      page: query.page,
      pageSize: query.pageSize,
      total: facets.total,
      facets: {
        price: { min: toAzn(facets.price.min), max: toAzn(facets.price.max) },
        categories: topValues(
          facets.categories.map((row) => ({
            value: String(row.id),
            label: categoryNames.get(row.id) ?? '',
            count: row.count,
          })),
          query.categoryId === undefined ? [] : [String(query.categoryId)],
        ),
        shops: topValues(facets.shops, filter.shops),
        brands: topValues(
          facets.brands.map((row) => ({ value: row.value, label: row.value, count: row.count })),
          filter.brands,
        ),
        properties,
        inStock: facets.inStock,
        discounted: facets.discounted,
      },
    };
  }

  /**
   * The related products of a product page, without facets and without the product itself. One
   * more is asked for and the product dropped here, so every product of a category shares one
   * cached order instead of each keeping its own.
   */
  private async relatedCards(
    filter: ListingFilter,
    sort: 'default' | 'discounted',
    productId: number,
  ): Promise<ProductCard[]> {
    const rows = await this.listingCards(filter, undefined, sort, relatedCount + 1, 0);
    return rows
      .filter((row) => row.id !== productId)
      .slice(0, relatedCount)
      .map(toCard);
  }

  /** A page of a listing: from the cached order of its first products, or sorted now past them. */
  private async listingCards(
    filter: ListingFilter,
    keyword: string | undefined,
    sort: ListingSort,
    limit: number,
    offset: number,
  ) {
    if (offset + limit > orderedIdsKept) return this.repo.cards(filter, sort, limit, offset);
    const { ids } = await this.cache.get(
      `ids:${sort}:${filterKey(filter, keyword)}`,
      await this.cache.version(),
      async () => ({ ids: await this.repo.cardIds(filter, sort, orderedIdsKept) }),
    );
    // A product that left sale since the ids were taken is not among the cards read now.
    const page = ids.slice(offset, offset + limit);
    const byId = new Map((await this.repo.cardsByIds(page)).map((row) => [row.id, row]));
    return page.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * A few products for a search query (suggestions): those named by it, most popular first; when no
   * title holds the words, those that mention them anywhere, most relevant first.
   */
  async searchCards(keyword: string, limit: number): Promise<ProductCard[]> {
    const filter = await this.listingFilter(ProductListQuery.parse({}));
    const named = await this.repo.cards(
      { ...filter, search: await this.search.matchTitles(keyword) },
      'default',
      limit,
    );
    if (named.length > 0) return named.map(toCard);
    const mentioned = await this.search.matchProducts(keyword);
    return (await this.repo.cards({ ...filter, search: mentioned }, 'default', limit)).map(toCard);
  }

  /**
   * Categories whose name, in any language, has a word starting with each word of the query
   * (`tel` finds Telefonlar and Телефоны), deepest first: the most specific listing is the best offer.
   */
  async categoriesNamed(keyword: string, lang: Lang, limit: number): Promise<CategoryRef[]> {
    const words = searchWords(keyword);
    if (words.length === 0) return [];
    const matches = (folded: string) => words.every((word) => folded.includes(` ${word}`));
    const { visible, searchNames } = await this.visibleCategories();
    return visible
      .filter((row) => searchNames.get(row.id)?.some(matches))
      .sort((a, b) => b.depth - a.depth || a.position - b.position)
      .slice(0, limit)
      .map((row) => toRef(row, lang));
  }

  /**
   * The product page: photos, prices, variants, properties, breadcrumbs, the shop, similar products
   * (same category) and promoted ones (discounted, same top-level branch). Only published
   * products of approved shops exist for buyers.
   */
  async productBySlug(slug: string, lang: Lang): Promise<ProductDetail> {
    const [row, { hiddenIds }] = await Promise.all([
      this.repo.publishedProductBySlug(slug.toLowerCase()),
      this.visibleCategories(),
    ]);
    // A product of a hidden category is out of the storefront with it.
    if (!row || hiddenIds.includes(row.product.categoryId))
      throw new AppError('notFound', 'error.productNotFound');
    return this.detailOf(row, lang);
  }

  /** A product in any state as its page would show it: the back office's preview before moderation. */
  async productPreview(id: number, lang: Lang): Promise<ProductDetail> {
    const row = await this.repo.anyProductById(id);
    if (!row) throw new AppError('notFound', 'error.productNotFound');
    return this.detailOf(row, lang);
  }

  private async detailOf(
    { product, shop, variant }: NonNullable<Awaited<ReturnType<CatalogRepo['anyProductById']>>>,
    lang: Lang,
  ): Promise<ProductDetail> {
    // The whole tree: the back office previews a product whatever its category; the storefront
    // has already refused one in a hidden category.
    const { all: allCategories } = await this.visibleCategories();
    const breadcrumbs = await this.categoryParents(product.categoryId, lang, allCategories);
    const topId = breadcrumbs[0]?.id ?? product.categoryId;
    const related: ListingFilter = {
      shops: [],
      brands: [],
      properties: new Map(),
      inStock: true,
      discounted: false,
    };
    const [photos, fieldRows, variants, similar, promoted, buyWith] = await Promise.all([
      this.repo.photoPaths(product.id),
      this.repo.offerFieldsOf(product.id),
      this.repo.variantsOf(product.id),
      this.relatedCards({ ...related, categoryIds: [product.categoryId] }, 'default', product.id),
      this.branchIds(topId, allCategories).then((ids) =>
        this.relatedCards({ ...related, categoryIds: ids, discounted: true }, 'discounted', product.id),
      ),
      this.repo.buyWithCards(product.id).then((rows) => rows.map(toCard)),
    ]);
    const fields = new Map<number, { id: number; name: string; values: { id: number; value: string }[] }>();
    for (const field of fieldRows) {
      const entry = fields.get(field.fieldId) ?? { id: field.fieldId, name: field.name, values: [] };
      entry.values.push({ id: field.valueId, value: field.value });
      fields.set(field.fieldId, entry);
    }
    return {
      id: product.id,
      slug: product.slug,
      code: product.code,
      title: product.title,
      image: photos[0] ? mediaUrl(photos[0]) : null,
      ...money((variant ?? product).price, (variant ?? product).discountedPrice),
      inStock: product.stockCount > 0,
      hasVariants: variants.length > 0,
      variant: cardVariant(variant),
      stockCount: product.stockCount,
      rating: product.rating,
      ratingCount: product.ratingCount,
      description: sanitizeHtml(product.description, descriptionHtml),
      model: product.model,
      manufacturer: product.manufacturer,
      youtubeId: youtubeId(product.youtubeUrl),
      photos: photos.map(mediaUrl),
      properties: Object.entries(product.properties).map(([name, value]) => ({ name, value })),
      breadcrumbs: breadcrumbs.map(({ id, slug: categorySlug, name }) => ({ id, slug: categorySlug, name })),
      shop: { slug: shop.slug, name: shop.name, logo: logoUrl(shop.logo), rating: shop.rating },
      offerFields: [...fields.values()],
      variants: variants.map((variant) => ({
        id: variant.id,
        valueId: variant.valueId,
        secondValueId: variant.secondValueId,
        ...money(variant.price, variant.discountedPrice),
        stockCount: variant.stockCount,
        inStock: variant.stockCount > 0,
      })),
      similar,
      promoted,
      buyWith,
    };
  }

  /**
   * Stores a buyer's request about a product that is out of stock, or about one sold-out variant
   * of it, for its seller to answer.
   */
  async sendProductRequest(body: ProductRequestBody, userId: number | null): Promise<number> {
    const product = await this.repo.productStatus(body.productId);
    if (product?.status !== 'published' || product.shopStatus !== 'approved')
      throw new AppError('notFound', 'error.productNotFound');
    const stock =
      body.variantId === undefined
        ? product.stockCount
        : await this.repo.variantStock(body.productId, body.variantId);
    if (stock === undefined)
      throw new AppError('unprocessable', 'error.validation', { variantId: ['validation.invalidId'] });
    if (stock > 0) throw new AppError('unprocessable', 'error.productInStock');
    return this.repo.insertProductRequest({ ...body, variantId: body.variantId ?? null, userId });
  }

  /** Combos with their cards; the price apart is what the products cost today, each at its count. */
  private async combosWithItems(rows: Awaited<ReturnType<CatalogRepo['visibleCombos']>>) {
    const items = await this.repo.comboProducts(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = items.filter((item) => item.comboId === row.id);
      const apart = own.reduce((sum, item) => sum + (item.discountedPrice ?? item.price) * item.count, 0);
      const summary: ComboSummary = {
        id: row.id,
        code: row.code,
        title: row.title,
        price: toAzn(row.price),
        priceApart: toAzn(apart),
        image: own[0]?.image ? mediaUrl(own[0].image) : null,
        shop: { slug: row.shopSlug, name: row.shopName },
      };
      return {
        summary,
        items: own.map((item) => ({ product: toCard(item), count: item.count })),
        inStock: own.every((item) => item.stockCount >= item.count),
      };
    });
  }

  async combos(limit: number): Promise<ComboSummary[]> {
    const combos = await this.combosWithItems(await this.repo.visibleCombos({ limit }));
    return combos.map((combo) => combo.summary);
  }

  /** The combo page by its code, with the other combos to look at next. */
  async comboByCode(code: string): Promise<ComboDetail> {
    const [row] = await this.repo.visibleCombos({ code, limit: 1 });
    if (!row) throw new AppError('notFound', 'error.comboNotFound');
    const [[combo], others] = await Promise.all([
      this.combosWithItems([row]),
      this.combosWithItems(await this.repo.visibleCombos({ exceptCode: row.code, limit: 8 })),
    ]);
    if (!combo) throw new AppError('notFound', 'error.comboNotFound');
    return {
      ...combo.summary,
      items: combo.items,
      inStock: combo.inStock,
      otherCombos: others.map((o) => o.summary),
    };
  }

  async sitemapPage(page: number, pageSize: number = sitemapPageSize): Promise<SitemapPage> {
    const { hiddenIds } = await this.visibleCategories();
    const { items, total } = await this.repo.sitemapSlugs(page, pageSize, hiddenIds);
    return {
      items: items.map((row) => ({
        slug: row.slug,
        updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
      })),
      page,
      pageSize,
      total,
    };
  }

  /** Cards of products on sale, in the order of `ids`; ids no longer on sale are left out. */
  async cardsByIds(ids: number[]): Promise<ProductCard[]> {
    const rows = await this.repo.cardsByIds(ids);
    const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Combos on sale, in the order of `ids`; others are left out. */
  async comboSummariesByIds(ids: number[]): Promise<ComboSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.combosWithItems(await this.repo.visibleCombos({ ids, limit: ids.length }));
    const byId = new Map(rows.map((row) => [row.summary.id, row.summary]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
