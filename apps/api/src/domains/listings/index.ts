import type { DomainModule } from '../module';
import { ModerationService } from './moderation-admin.service';
import { productEditorRoutes } from './product-editor.routes';
import { ProductEditorService } from './product-editor.service';
import { productImportRoutes } from './product-import.routes';
import { ProductImportService } from './product-import.service';
import { sellerProductsRoutes } from './seller-products.routes';
import { SellerProductsService } from './seller-products.service';

export { moderationAdminRoutes } from './moderation-admin.routes';
export { ModerationService } from './moderation-admin.service';
export { ProductEditorService } from './product-editor.service';
export { ProductImportService } from './product-import.service';
export { SellerProductsService } from './seller-products.service';

export const listingsModule: DomainModule = {
  name: 'listings',
  services: {
    sellerProducts: ({ db }) => new SellerProductsService(db),
    moderation: ({ db, services }) => new ModerationService(db, services.catalog, services.notifications),
    productEditor: ({ db, events, services, images }) =>
      new ProductEditorService(db, services.sellers, images, events),
    productImport: ({ db, jobs, log, images, config, dirs, services, giveWay }) =>
      new ProductImportService({
        db,
        sellers: services.sellers,
        editor: services.productEditor,
        images,
        jobs,
        log,
        importsDir: dirs.imports,
        privateHostsAllowed: config.importPrivateHosts ?? false,
        giveWay,
      }),
  },
  routes: () => [sellerProductsRoutes, productEditorRoutes, productImportRoutes],
};
