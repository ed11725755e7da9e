import type { DomainModule } from '../module';
import { PriceDropNotices } from '../wishlist/price-drop-notices';
import { tellAboutStock } from './stock-notices';
import { StockRequestsPersonalData } from './stock-requests.personal-data';
import { stockRequestsRoutes } from './stock-requests.routes';
import { StockRequestsService } from './stock-requests.service';

export { StockRequestsService } from './stock-requests.service';

export const stockRequestsModule: DomainModule = {
  name: 'stock-requests',
  services: {
    stockRequests: ({ db, jobs, services }) =>
      new StockRequestsService({
        db,
        jobs,
        inventory: services.inventory,
        notifications: services.notifications,
      }),
  },
  routes: () => [stockRequestsRoutes],
  personalData: ({ db }) => [new StockRequestsPersonalData(db)],
  listen: ({ db, jobs, services }) =>
    tellAboutStock({
      editor: services.productEditor,
      inventory: services.inventory,
      stockRequests: services.stockRequests,
      priceDrops: new PriceDropNotices({
        db,
        jobs,
        catalog: services.catalog,
        notifications: services.notifications,
      }),
      notifications: services.notifications,
    }),
};
