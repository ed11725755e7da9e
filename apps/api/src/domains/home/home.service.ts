import {
  type Campaign,
  type CategoryTreeNode,
  type HomeCounts,
  type HomePage,
  HomeScrollQuery,
  type Lang,
  type ProductListQuery,
  type ProductListResult,
  type ProductPage,
  type ProductSort,
  pickLang,
  type SeoTagListing,
  type SeoTagQuery,
} from '@bazar/contracts';
import type { Services } from '../../app';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { HomeRepo } from './home.repo';

type Dependencies = Pick<Services, 'catalog' | 'content' | 'promotions' | 'sellers'>;

/** Cards on each home shelf (discounted, new, top rated) and articles in the blog strip. */
const shelfSize = 12;
const blogSize = 3;

/** A listing of all published products, narrowed only by the filters given. */
function listing(
  sort: ProductSort,
  page: number,
  pageSize: number,
  filters: Partial<ProductListQuery> = {},
): ProductListQuery {
  return {
    page,
    pageSize,
    sort,
    shop: [],
    brand: [],
    prop: [],
    inStock: false,
    discounted: false,
    ...filters,
  };
}

const toAzn = (qepik: number | undefined) => (qepik === undefined ? undefined : qepik / 100);

const countNodes = (nodes: CategoryTreeNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);

/**
 * The unfiltered listing already counts what a shopper can buy: its total, and its shop facet (approved
 * shops with a published product).
 */
function countsOf(all: ProductListResult, tree: CategoryTreeNode[]): HomeCounts {
  return { products: all.total, shops: all.facets.shops.length, categories: countNodes(tree) };
}

/** The home page and its calls, composed from the catalogue, promotions, content and sellers. */
export class HomeService {
  private readonly repo: HomeRepo;

  constructor(
    db: Database,
    private readonly services: Dependencies,
  ) {
    this.repo = new HomeRepo(db);
  }

  async counts(): Promise<HomeCounts> {
    const { catalog } = this.services;
    const [all, tree] = await Promise.all([
      catalog.listProducts(listing('default', 1, 1)),
      catalog.tree('az'),
    ]);
    return countsOf(all, tree);
  }

  /** The banner shows the running campaign that ends soonest. */
  async campaignBanner(lang: Lang): Promise<Campaign | null> {
    const [soonest] = await this.services.promotions.activeCampaigns(lang);
    return soonest ?? null;
  }

  /** The endless feed: in stock first, then a fixed order ending in the id, so pages never overlap. */
  async feed(page: number, pageSize: number): Promise<ProductPage> {
    const { items, total } = await this.services.catalog.listProducts(listing('default', page, pageSize));
    return { items, page, pageSize, total };
  }

  async page(lang: Lang): Promise<HomePage> {
    const { catalog, content, promotions, sellers } = this.services;
    const shelf = async (sort: ProductSort, filters?: Partial<ProductListQuery>) =>
      (await catalog.listProducts(listing(sort, 1, shelfSize, filters))).items;
    // The feed is HomeScroll's first page, fetched in full so it gives the counts too.
    const first = HomeScrollQuery.parse({});
    const [campaigns, discounted, newProducts, topRated, shops, blog, feed, tree] = await Promise.all([
      promotions.activeCampaigns(lang),
      shelf('discounted', { discounted: true }),
      shelf('new'),
      shelf('rating'),
      sellers.footerShops(),
      content.blogList(1, blogSize, lang),
      catalog.listProducts(listing('default', first.page, first.pageSize)),
      catalog.tree(lang),
    ]);
    return {
      campaignBanner: campaigns[0] ?? null,
      campaigns,
      discounted,
      newProducts,
      topRated,
      sellers: shops,
      blog: blog.items,
      counts: countsOf(feed, tree),
      feed: { items: feed.items, page: first.page, pageSize: first.pageSize, total: feed.total },
    };
  }

  /** An SEO landing page: its text in the asked language and its category's listing with its filters. */
  async seoTagListing(query: SeoTagQuery, lang: Lang): Promise<SeoTagListing> {
    const tag = await this.repo.seoTagBySlug(query.slug.toLowerCase());
    if (!tag) throw new AppError('notFound', 'error.notFound');
    const { brands = [], discounted = false, inStock = false, minPrice, maxPrice } = tag.filter;
    const products = await this.services.catalog.listProducts({
      ...listing(query.sort, query.page, query.pageSize, {
        brand: brands,
        discounted,
        inStock,
        minPrice: toAzn(minPrice),
        maxPrice: toAzn(maxPrice),
      }),
      categoryId: tag.categoryId ?? undefined,
    });
    return {
      slug: tag.slug,
      title: pickLang(tag.title, lang),
      description: pickLang(tag.description, lang),
      keywords: pickLang(tag.keywords, lang),
      categoryId: tag.categoryId,
      products,
    };
  }
}
