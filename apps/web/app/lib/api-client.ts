import type { Problem } from '@bazar/contracts';
import { accountsCalls } from './api/accounts';
import { addressesCalls } from './api/addresses';
import { backofficeCalls } from './api/backoffice';
import { backofficeBrandsCalls } from './api/backoffice-brands';
import { backofficeCatalogueCalls } from './api/backoffice-catalogue';
import { backofficeContentCalls } from './api/backoffice-content';
import { backofficeHomeCalls } from './api/backoffice-home';
import { backofficeOrdersCalls } from './api/backoffice-orders';
import { backofficePeopleCalls } from './api/backoffice-people';
import { backofficePromotionsCalls } from './api/backoffice-promotions';
import { backofficeShopsCalls } from './api/backoffice-shops';
import { basketCalls } from './api/basket';
import { ApiError, type ApiResult, createCall, type RequestIdentity, type Transport } from './api/call';
import { catalogCalls } from './api/catalog';
import { type CheckoutMe, checkoutCalls } from './api/checkout';
import { clientErrorsCalls } from './api/client-errors';
import { consentsCalls } from './api/consents';
import { contentCalls } from './api/content';
import { creditRequestsCalls } from './api/credit-requests';
import { giftCardsCalls } from './api/gift-cards';
import { homeCalls } from './api/home';
import { instalmentsCalls } from './api/instalments';
import { myDataCalls } from './api/my-data';
import { notificationsCalls } from './api/notifications';
import { ordersCalls } from './api/orders';
import { paymentsCalls } from './api/payments';
import { promotionsCalls } from './api/promotions';
import { searchCalls } from './api/search';
import { secondFactorCalls } from './api/second-factor';
import { sellersCalls } from './api/sellers';
import { spendingCalls } from './api/spending';
import { stockRequestsCalls } from './api/stock-requests';
import { wishlistCalls } from './api/wishlist';

export { ApiError, type ApiResult, type CheckoutMe, type RequestIdentity, type Transport };

/** Whether a loader's error is the API refusing a read (see `CallAnswer` in api/call.ts), with one of `statuses`. */
export function isRefusal(error: unknown, ...statuses: (400 | 404)[]): error is Response {
  return error instanceof Response && (statuses.length === 0 || statuses.includes(error.status as 400 | 404));
}

/** A refused read as a plain-text answer of the same status, for routes that send files. */
export async function plainTextOf(refusal: Response): Promise<Response> {
  const problem = (await refusal.json().catch(() => null)) as Problem | null;
  return new Response(problem?.detail ?? '', {
    status: refusal.status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** The typed client over the HTTP contract: one function per call the web uses. */
export function createApiClient(transport: Transport, identity: RequestIdentity) {
  const call = createCall(transport, identity);

  return {
    ...ordersCalls(call),
    ...catalogCalls(call),
    ...accountsCalls(call),
    ...addressesCalls(call),
    ...basketCalls(call),
    ...wishlistCalls(call),
    ...stockRequestsCalls(call),
    ...paymentsCalls(call),
    ...homeCalls(call),
    ...contentCalls(call),
    ...backofficeContentCalls(call),
    ...backofficeHomeCalls(call),
    ...searchCalls(call),
    ...sellersCalls(call),
    ...checkoutCalls(call),
    ...promotionsCalls(call),
    ...instalmentsCalls(call),
    ...creditRequestsCalls(call),
    ...spendingCalls(call),
    ...giftCardsCalls(call),
    ...notificationsCalls(call),
    ...myDataCalls(call),
    ...backofficeCalls(call),
    ...backofficeBrandsCalls(call),
    ...backofficeCatalogueCalls(call),
    ...backofficeOrdersCalls(call),
    ...backofficeShopsCalls(call),
    ...backofficePeopleCalls(call),
    ...secondFactorCalls(call),
    ...backofficePromotionsCalls(call),
    ...clientErrorsCalls(call),
    ...consentsCalls(call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
