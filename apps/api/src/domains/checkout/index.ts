import type { DomainModule } from '../module';
import { checkoutRoutes } from './checkout.routes';
import { CheckoutService } from './checkout.service';

export { CheckoutService } from './checkout.service';

export const checkoutModule: DomainModule = {
  name: 'checkout',
  services: {
    checkout: ({ db, secret, services }) =>
      new CheckoutService({
        db,
        secret,
        accounts: services.accounts,
        addresses: services.addresses,
        basket: services.basket,
        inventory: services.inventory,
        orders: services.orders,
        promotions: services.promotions,
        instalments: services.instalments,
        giftCards: services.giftCards,
        notifications: services.notifications,
        phoneCodes: services.phoneCodes,
        payments: services.payments,
      }),
  },
  routes: () => [checkoutRoutes],
};
