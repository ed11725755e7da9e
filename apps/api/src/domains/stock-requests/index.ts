import type { DomainModule } from '../module';
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
  listen: ({ events, services }) =>
    tellAboutStock({ events, stockRequests: services.stockRequests, notifications: services.notifications }),
};
