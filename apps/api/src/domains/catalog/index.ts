import type { DomainModule } from '../module';
import { BrandsAdminService } from './brands-admin.service';
import { CatalogPersonalData } from './catalog.personal-data';
import { catalogRoutes } from './catalog.routes';
import { CatalogService } from './catalog.service';
import { CategoriesAdminService } from './categories-admin.service';
import { CombosAdminService } from './combos-admin.service';

export { brandsAdminRoutes } from './brands-admin.routes';
export { BrandsAdminService } from './brands-admin.service';
export { cardColumns, standInPrices } from './catalog.repo';
export { CatalogService, descriptionHtml } from './catalog.service';
export type { ProductChanges } from './catalog.tables';
export { categoriesAdminRoutes } from './categories-admin.routes';
export { CategoriesAdminService } from './categories-admin.service';
export { categoryRate } from './category-commission';
export { CategoryReads } from './category-reads';
export { combosAdminRoutes } from './combos-admin.routes';
export { CombosAdminService } from './combos-admin.service';
export { ProductCounts } from './product-counts';
export type { ProductMatch, ProductSearchEngine } from './product-search';
export const catalogModule: DomainModule = {
  name: 'catalog',
  services: {
    catalog: ({ db, services }) => new CatalogService(db, services.promotions, services.productSearch),
    brandsAdmin: ({ db, events }) => new BrandsAdminService(db, events),
    categoriesAdmin: ({ db, events }) => new CategoriesAdminService(db, events),
    combosAdmin: ({ db }) => new CombosAdminService(db),
  },
  routes: () => [catalogRoutes],
  personalData: ({ db }) => [new CatalogPersonalData(db)],
};
