import { auditModule } from '../audit';
import { accountsModule } from './accounts';
import { addressesModule } from './addresses';
import { backofficeModule } from './backoffice';
import { basketModule } from './basket';
import { catalogModule } from './catalog';
import { checkoutModule } from './checkout';
import { clientErrorsModule } from './client-errors';
import { contentModule } from './content';
import { creditRequestsModule } from './credit-requests';
import { giftCardsModule } from './gift-cards';
import { homeModule } from './home';
import { instalmentsModule } from './instalments';
import { inventoryModule } from './inventory';
import { listingsModule } from './listings';
import type { DomainModule } from './module';
import { notificationsModule } from './notifications';
import { ordersModule } from './orders';
import { paymentsModule } from './payments';
import { privacyModule } from './privacy';
import { promotionsModule } from './promotions';
import { searchModule } from './search';
import { sellersModule } from './sellers';
import { spendingModule } from './spending';
import { stockRequestsModule } from './stock-requests';
import { wishlistModule } from './wishlist';

/** Every domain of the API, in the order their routes are registered (the order of the API document). */
export const domainModules: readonly DomainModule[] = [
  accountsModule,
  catalogModule,
  listingsModule,
  homeModule,
  contentModule,
  promotionsModule,
  instalmentsModule,
  creditRequestsModule,
  giftCardsModule,
  searchModule,
  spendingModule,
  sellersModule,
  basketModule,
  wishlistModule,
  stockRequestsModule,
  addressesModule,
  checkoutModule,
  ordersModule,
  paymentsModule,
  backofficeModule,
  clientErrorsModule,
  notificationsModule,
  privacyModule,
  inventoryModule,
  // Shared by every domain, with no routes of its own: the back office lists its rows.
  auditModule,
];

/**
 * The order the privacy domain copies, erases and expires a person's data in (and the sections of
 * their copy): accounts last, since the others may still read the account while they erase.
 */
export const personalDataOrder: readonly string[] = [
  'addresses',
  'basket',
  'wishlist',
  'stock-requests',
  'notifications',
  'content',
  'credit-requests',
  'gift-cards',
  'spending',
  'payments',
  'promotions',
  'client-errors',
  'catalog',
  'sellers',
  'audit',
  'privacy',
  'orders',
  'accounts',
];
