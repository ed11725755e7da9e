import { availableFeatures } from '../../features';
import type { DomainModule } from '../module';
import { CreditRequestsPersonalData } from './credit-requests.personal-data';
import { creditRequestsRoutes } from './credit-requests.routes';
import { CreditRequestsService } from './credit-requests.service';

export { CreditRequestsService } from './credit-requests.service';

export const creditRequestsModule: DomainModule = {
  name: 'credit-requests',
  services: {
    creditRequests: ({ db, services }) =>
      new CreditRequestsService({
        db,
        accounts: services.accounts,
        addresses: services.addresses,
        basket: services.basket,
        inventory: services.inventory,
        instalments: services.instalments,
        checkout: services.checkout,
        orders: services.orders,
        notifications: services.notifications,
        offered: () => availableFeatures(services.payments.methods).credit,
      }),
  },
  routes: () => [creditRequestsRoutes],
  personalData: ({ db }) => [new CreditRequestsPersonalData(db)],
};
