import {
  type Campaign,
  formatMessage,
  type HomeCounts,
  type HomePage,
  HomeScrollQuery,
  type HomeShelf,
  type Lang,
  type ProductListQuery,
  type ProductPage,
  type ProductSort,
  pickLang,
  type SeoTagListing,
  type SeoTagQuery,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError, orNotFound } from '../../plugins/errors';
import type { CatalogService } from '../catalog';
import type { ContentService } from '../content';
import type { PromotionsService } from '../promotions';
import type { SellersService } from '../sellers';
import { HomeRepo } from './home.repo';
import type { homeShelves } from './home.tables';

type ShelfRow = typeof homeShelves.$inferSelect;

/** What each kind of shelf lists, its own title and its "see all" page. */
const shelfKinds = {
  discounted: {
    sort: 'discounted',
    filters: { discounted: true },
    title: 'home.discounted',
    seeAll: '/discounts',
  },
  new: { sort: 'new', filters: {}, title: 'home.newProducts', seeAll: '/new-products' },
  rating: { sort: 'rating', filters: {}, title: 'home.topRated', seeAll: null },
  category: { sort: 'default', filters: {}, title: null, seeAll: null },
} as const;

/** What the home page reads from the other domains. */
export interface HomeSources {
  catalog: Pick<
    CatalogService,
    'cardPage' | 'firstCards' | 'categoryParents' | 'countCategories' | 'countProducts' | 'listProducts'
  >;
  content: Pick<ContentService, 'blogList'>;
  promotions: Pick<PromotionsService, 'activeCampaigns'>;
  sellers: Pick<SellersService, 'countApprovedShops' | 'footerShops'>;
}

/** Cards on each home shelf and articles in the blog strip. */
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

/** The home page and its calls, composed from the catalogue, promotions, content and sellers. */
export class HomeService {
  private readonly repo: HomeRepo;

  constructor(
    db: Database,
    private readonly services: HomeSources,
  ) {
    this.repo = new HomeRepo(db);
  }

  async counts(): Promise<HomeCounts> {
    const { catalog, sellers } = this.services;
    const [products, shops, categories] = await Promise.all([
      catalog.countProducts(),
      sellers.countApprovedShops(),
      catalog.countCategories(),
    ]);
    return { products, shops, categories };
  }

  /** The banner shows the running campaign that ends soonest. */
  async campaignBanner(lang: Lang): Promise<Campaign | null> {
    const [soonest] = await this.services.promotions.activeCampaigns(lang);
    return soonest ?? null;
  }

  /** The endless feed: in stock first, then a fixed order ending in the id, so pages never overlap. */
  async feed(page: number, pageSize: number): Promise<ProductPage> {
    const { items, total } = await this.services.catalog.cardPage(listing('default', page, pageSize));
    return { items, page, pageSize, total };
  }

  async page(lang: Lang): Promise<HomePage> {
    const { content, promotions, sellers } = this.services;
    const first = HomeScrollQuery.parse({});
    const [campaigns, shelves, shops, blog, feed, counts] = await Promise.all([
      promotions.activeCampaigns(lang),
      this.shelves(lang),
      sellers.footerShops(),
      content.blogList(1, blogSize, lang),
      this.feed(first.page, first.pageSize),
      this.counts(),
    ]);
    const ofKind = (kind: HomeShelf['kind']) => shelves.find((shelf) => shelf.kind === kind)?.products ?? [];
    return {
      campaignBanner: campaigns[0] ?? null,
      campaigns,
      shelves,
      discounted: ofKind('discounted'),
      newProducts: ofKind('new'),
      topRated: ofKind('rating'),
      sellers: shops,
      blog: blog.items,
      counts,
      feed,
    };
  }

  /** The shelves operators set, in order, with their cards; a shelf with no cards is left out. */
  private async shelves(lang: Lang): Promise<HomeShelf[]> {
    const rows = await this.repo.visibleShelves();
    const shelves = await Promise.all(rows.map((row) => this.shelf(row, lang)));
    return shelves.filter((shelf): shelf is HomeShelf => shelf !== null && shelf.products.length > 0);
  }

  private async shelf(row: ShelfRow, lang: Lang): Promise<HomeShelf | null> {
    const { catalog } = this.services;
    const kind = shelfKinds[row.kind];
    const own = row.title?.[lang] ?? '';
    if (row.kind !== 'category') {
      const items = await catalog.firstCards(listing(kind.sort, 1, shelfSize, kind.filters));
      return {
        id: row.id,
        kind: row.kind,
        title: own || formatMessage(lang, shelfKinds[row.kind].title),
        seeAll: kind.seeAll,
        products: items,
      };
    }
    if (row.categoryId === null) return null;
    const categoryId = row.categoryId;
    try {
      const [crumbs, items] = await Promise.all([
        catalog.categoryParents(categoryId, lang),
        catalog.firstCards({ ...listing('default', 1, shelfSize), categoryId }),
      ]);
      const category = crumbs.at(-1);
      return {
        id: row.id,
        kind: row.kind,
        title: own || (category?.name ?? ''),
        seeAll: category ? `/category/${category.id}-${category.slug}` : null,
        products: items,
      };
    } catch (error) {
      // A hidden category has no shelf: the storefront shows nothing of it.
      if (error instanceof AppError && error.kind === 'notFound') return null;
      throw error;
    }
  }

  /** An SEO landing page: its text in the asked language and its category's listing with its filters. */
  async seoTagListing(query: SeoTagQuery, lang: Lang): Promise<SeoTagListing> {
    const tag = orNotFound(await this.repo.seoTagBySlug(query.slug.toLowerCase()));
    const { brands = [], discounted = false, inStock = false, minPrice, maxPrice } = tag.filter;
    const products = await this.services.catalog.listProducts(
      {
        ...listing(query.sort, query.page, query.pageSize, {
          brand: brands,
          discounted,
          inStock,
          minPrice: toAzn(minPrice),
          maxPrice: toAzn(maxPrice),
        }),
        categoryId: tag.categoryId ?? undefined,
      },
      lang,
    );
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
