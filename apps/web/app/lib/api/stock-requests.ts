import { type StockRequestBody, stockRequestsApi } from '@bazar/contracts';
import type { Call } from './call';

/** "Notify me when it's back" on the product page. */
export function stockRequestsCalls(call: Call) {
  return {
    myStockRequests: (productId: number) => call(stockRequestsApi.mine, { query: { productId } }),
    askStockRequest: (body: StockRequestBody) => call(stockRequestsApi.ask, { body }),
    cancelStockRequest: (query: StockRequestBody) => call(stockRequestsApi.cancel, { query }),
  };
}
