import {
  type FeedbackBody,
  ordersApi,
  type RefundTo,
  type SalesQuery,
  type SellerOrderTab,
  type StatisticsQuery,
  sellerOrdersApi,
  sellerSalesApi,
  type TransitionBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** A buyer's orders, and the seller cabinet's orders, sales and statistics. */
export function ordersCalls(call: Call) {
  return {
    orders: (page: number, pageSize: number) => call(ordersApi.mine, { query: { page, pageSize } }),
    order: (id: number) => call(ordersApi.detail, { params: { id } }),
    cancelOrder: (id: number, refundTo: RefundTo = 'source') =>
      call(ordersApi.cancel, { params: { id }, body: { refundTo } }),
    orderFeedback: (id: number, body: FeedbackBody) => call(ordersApi.feedback, { params: { id }, body }),
    lookupOrder: (number: string, phone: string) => call(ordersApi.lookup, { query: { number, phone } }),

    sellerOrders: (query: { tab: SellerOrderTab; page: number; q?: string }) =>
      call(sellerOrdersApi.list, { query: { ...query, pageSize: 10 } }),
    movePart: (id: number, body: TransitionBody) => call(sellerOrdersApi.move, { params: { id }, body }),
    shopSales: (query: Omit<SalesQuery, 'shopId'>) => call(sellerSalesApi.sales, { query }),
    shopStatistics: (query: Omit<StatisticsQuery, 'shopId'>) => call(sellerSalesApi.statistics, { query }),
    /** The .xlsx file as the API sent it (headers and body), for the web to pass on. */
    shopStatisticsExport: (query: Omit<StatisticsQuery, 'shopId'>) =>
      call(sellerSalesApi.statisticsExport, { query }),
  };
}
