import { accountsApi } from './accounts';
import { addressesApi } from './addresses';
import { backofficeApi } from './backoffice';
import { backofficeBrandsApi } from './backoffice-brands';
import { backofficeCatalogueApi, backofficeCombosApi } from './backoffice-catalogue';
import { backofficeContentApi } from './backoffice-content';
import { backofficeHomeApi } from './backoffice-home';
import { backofficeOrdersApi } from './backoffice-orders';
import { backofficePeopleApi } from './backoffice-people';
import { backofficePromotionsApi } from './backoffice-promotions';
import { backofficeShopsApi } from './backoffice-shops';
import { basketApi } from './basket';
import { catalogApi, productEditorApi, productImportApi, sellerProductsApi } from './catalog';
import { checkoutApi } from './checkout';
import { clientErrorsApi } from './client-errors';
import { contentApi } from './content';
import { backofficeCreditRequestsApi, creditRequestsApi } from './credit-requests';
import { giftCardsApi } from './gift-cards';
import { homeApi } from './home';
import { backofficeInstalmentsApi, instalmentsApi } from './instalments';
import { devOutboxApi, notificationsApi } from './notifications';
import { ordersApi, sellerOrdersApi, sellerSalesApi } from './orders';
import { paymentsApi } from './payments';
import { privacyApi } from './privacy';
import { promotionsApi } from './promotions';
import type { RouteSpec } from './route';
import { searchApi, searchSynonymsApi } from './search';
import { secondFactorApi } from './second-factor';
import { sellersApi, shopSettingsApi } from './sellers';
import { backofficeSpendingApi } from './spending';
import { stockRequestsApi } from './stock-requests';
import { wishlistApi } from './wishlist';

export * from './accounts';
export * from './addresses';
export * from './backoffice';
export * from './backoffice-brands';
export * from './backoffice-catalogue';
export * from './backoffice-content';
export * from './backoffice-home';
export * from './backoffice-orders';
export * from './backoffice-people';
export * from './backoffice-promotions';
export * from './backoffice-shops';
export * from './basket';
export * from './catalog';
export * from './checkout';
export * from './client-errors';
export * from './content';
export * from './credit-requests';
export * from './error-codes';
export * from './gift-cards';
export * from './home';
export * from './instalments';
export * from './notifications';
export * from './orders';
export * from './payments';
export * from './privacy';
export * from './promotions';
export * from './route';
export * from './search';
export * from './second-factor';
export * from './sellers';
export * from './spending';
export * from './stock-requests';
export * from './wishlist';

/** Every call of the HTTP contract, by group: what the API serves and the web's client calls. */
export const apiContract = {
  accounts: accountsApi,
  secondFactor: secondFactorApi,
  addresses: addressesApi,
  basket: basketApi,
  wishlist: wishlistApi,
  stockRequests: stockRequestsApi,
  checkout: checkoutApi,
  payments: paymentsApi,
  promotions: promotionsApi,
  instalments: instalmentsApi,
  creditRequests: creditRequestsApi,
  giftCards: giftCardsApi,
  notifications: notificationsApi,
  devOutbox: devOutboxApi,
  catalog: catalogApi,
  productEditor: productEditorApi,
  productImport: productImportApi,
  sellerProducts: sellerProductsApi,
  orders: ordersApi,
  sellerOrders: sellerOrdersApi,
  sellerSales: sellerSalesApi,
  sellers: sellersApi,
  shopSettings: shopSettingsApi,
  home: homeApi,
  content: contentApi,
  search: searchApi,
  searchSynonyms: searchSynonymsApi,
  backoffice: backofficeApi,
  backofficeBrands: backofficeBrandsApi,
  backofficeCatalogue: backofficeCatalogueApi,
  backofficeCombos: backofficeCombosApi,
  backofficeContent: backofficeContentApi,
  backofficeHome: backofficeHomeApi,
  backofficeOrders: backofficeOrdersApi,
  backofficeShops: backofficeShopsApi,
  backofficePeople: backofficePeopleApi,
  backofficePromotions: backofficePromotionsApi,
  backofficeInstalments: backofficeInstalmentsApi,
  backofficeCreditRequests: backofficeCreditRequestsApi,
  backofficeSpending: backofficeSpendingApi,
  clientErrors: clientErrorsApi,
  privacy: privacyApi,
} as const satisfies Record<string, Record<string, RouteSpec>>;
