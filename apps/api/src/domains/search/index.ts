import type { DomainModule } from '../module';
import { PostgresProductSearch } from './search.engine';
import { indexForSearch } from './search.indexer';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';
import { searchSynonymsRoutes } from './search-synonyms.routes';
import { SearchSynonymsService } from './search-synonyms.service';

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
  // The catalogue announces products whose text changed (a brand or category renamed): fold them again.
  listen: ({ events }) => {
    events.on('catalog.productTextChanged', async (tx, changed) => {
      await indexForSearch(tx, changed.productIds);
    });
  },
};
