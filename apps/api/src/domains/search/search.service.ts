import type { Lang, SearchResults, SearchResultsQuery, SearchSuggestions } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { foldForSearch, searchWords } from '../../shared/search-text';
import type { CatalogService } from '../catalog';
import { SearchRepo } from './search.repo';

/** How many of each kind the dropdown offers, and the results page besides its products. */
const suggestionLimits = { products: 6, categories: 4, sellers: 3, terms: 8 } as const;
const resultLimits = { categories: 8, sellers: 6 } as const;

/** Search as buyers see it: suggestions while typing, the results page, and the most sought terms. */
export class SearchService {
  private readonly repo: SearchRepo;

  constructor(
    db: Database,
    private readonly catalog: CatalogService,
  ) {
    this.repo = new SearchRepo(db);
  }

  /** `GET Home/search`: products, categories and sellers for what is typed; the most sought terms for an empty box. */
  async suggest(q: string, lang: Lang): Promise<SearchSuggestions> {
    if (searchWords(q).length === 0)
      return {
        products: [],
        categories: [],
        sellers: [],
        theMostSoughtAfter: q ? [] : await this.repo.mostSought(suggestionLimits.terms),
      };
    const [cards, categories, sellers] = await Promise.all([
      this.catalog.searchCards(q, suggestionLimits.products),
      this.catalog.categoriesNamed(q, lang, suggestionLimits.categories),
      this.repo.shopsNamed(searchWords(q), suggestionLimits.sellers),
    ]);
    return {
      products: cards.map((card) => ({
        name: card.title,
        slug: card.slug,
        image: card.image,
        price: card.discountedPrice ?? card.price,
        variantId: card.variant?.id ?? null,
        priceFrom: card.variant?.priceFrom ?? false,
      })),
      categories: categories.map(({ id, name, slug }) => ({ id, name, slug })),
      sellers,
      theMostSoughtAfter: [],
    };
  }

  /**
   * `GET Home/searchall`: a page of products with the listing's sort and filters, plus matching
   * categories and sellers. Opening the first page counts the search toward the most sought terms.
   */
  async results(query: SearchResultsQuery, lang: Lang): Promise<SearchResults> {
    const words = searchWords(query.keyword);
    const [products, categories, sellers] = await Promise.all([
      this.catalog.listProducts(query, lang),
      this.catalog.categoriesNamed(query.keyword, lang, resultLimits.categories),
      words.length === 0 ? [] : this.repo.shopsNamed(words, resultLimits.sellers),
    ]);
    if (query.page === 1 && products.total > 0)
      await this.repo.recordSearch(
        foldForSearch(query.keyword),
        query.keyword.toLocaleLowerCase(lang).replace(/\s+/g, ' '),
        products.total,
      );
    return {
      keyword: query.keyword,
      products,
      categories: categories.map(({ id, name, slug }) => ({ id, name, slug })),
      sellers,
    };
  }
}
