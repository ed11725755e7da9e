import type { DomainModule } from '../module';
import { PostgresProductSearch } from './search.engine';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';
import { searchSynonymsRoutes } from './search-synonyms.routes';
import { SearchSynonymsService } from './search-synonyms.service';

export type { ProductMatch, ProductSearchEngine } from './search.engine';
export { indexForSearch } from './search.indexer';
export { SearchService } from './search.service';
export { SearchSynonymsService } from './search-synonyms.service';
export const searchModule: DomainModule = {
  name: 'search',
  services: {
    search: ({ db, services }) => new SearchService(db, services.catalog),
    searchSynonyms: ({ db }) => new SearchSynonymsService(db),
    productSearch: ({ db }) => new PostgresProductSearch(db),
  },
  routes: () => [searchRoutes, searchSynonymsRoutes],
};
