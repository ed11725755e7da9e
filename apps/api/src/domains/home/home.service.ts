import {
  type Campaign,
  type HomeCounts,
  type HomePage,
  HomeScrollQuery,
  type Lang,
  type ProductListQuery,
  type ProductPage,
  type ProductSort,
  pickLang,
  type SeoTagListing,
  type SeoTagQuery,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { ContentService } from '../content/content.service';
import type { PromotionsService } from '../promotions/promotions.service';
import type { SellersService } from '../sellers/sellers.service';
import { HomeRepo } from './home.repo';

/** What the home page reads from the other domains. */
export interface HomeSources {
  catalog: Pick<CatalogService, 'cardPage' | 'countCategories' | 'listProducts'>;
  content: Pick<ContentService, 'blogList'>;
  promotions: Pick<PromotionsService, 'activeCampaigns'>;
  sellers: Pick<SellersService, 'countApprovedShops' | 'footerShops'>;
}

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
    const [all, shops, categories] = await Promise.all([
      catalog.cardPage(listing('default', 1, 1)),
      sellers.countApprovedShops(),
      catalog.countCategories(),
    ]);
    return { products: all.total, shops, categories };
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
    const { catalog, content, promotions, sellers } = this.services;
    const shelf = async (sort: ProductSort, filters?: Partial<ProductListQuery>) =>
      (await catalog.cardPage(listing(sort, 1, shelfSize, filters))).items;
    const first = HomeScrollQuery.parse({});
    const [campaigns, discounted, newProducts, topRated, shops, blog, feed, counts] = await Promise.all([
      promotions.activeCampaigns(lang),
      shelf('discounted', { discounted: true }),
      shelf('new'),
      shelf('rating'),
      sellers.footerShops(),
      content.blogList(1, blogSize, lang),
      this.feed(first.page, first.pageSize),
      this.counts(),
    ]);
    return {
      campaignBanner: campaigns[0] ?? null,
      campaigns,
      discounted,
      newProducts,
      topRated,
      sellers: shops,
      blog: blog.items,
      counts,
      feed,
    };
  }

  /** An SEO landing page: its text in the asked language and its category's listing with its filters. */
  async seoTagListing(query: SeoTagQuery, lang: Lang): Promise<SeoTagListing> {
    const tag = await this.repo.seoTagBySlug(query.slug.toLowerCase());
    if (!tag) throw new AppError('notFound', 'error.notFound');
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
