import {
  BuyerCancelBody,
  FeedbackBody,
  OrderDetail,
  OrderLookupQuery,
  OrderSummary,
  TransitionBody,
} from '../checkout';
import { IdParams, PageQuery, pageOf, Role } from '../common';
import { SellerOrderPage, SellerOrderPart, SellerOrdersQuery } from '../seller-orders';
import { SalesPage, SalesQuery, Statistics, StatisticsQuery } from '../seller-sales';
import { defineRoute, FileAnswer } from './route';

const cabinet = { roles: [Role.Seller, Role.Staff, Role.Admin] } as const;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A buyer's orders and a guest's lookup. */
export const ordersApi = {
  mine: defineRoute({
    operationId: 'listMyOrders',
    method: 'GET',
    path: '/Order',
    tags: ['orders'],
    access: 'member',
    summary: "The member's orders, newest first",
    query: PageQuery,
    answer: pageOf(OrderSummary),
    errors: [401],
  }),
  lookup: defineRoute({
    operationId: 'lookUpOrder',
    method: 'GET',
    path: '/Order/Lookup',
    tags: ['orders'],
    access: 'public',
    summary: 'A guest finds an order by its number and the phone it was placed with',
    query: OrderLookupQuery,
    answer: OrderDetail,
    errors: [400, 404, 429],
  }),
  detail: defineRoute({
    operationId: 'getOrder',
    method: 'GET',
    path: '/Order/:id',
    tags: ['orders'],
    access: 'member',
    summary: "One of the member's orders: parts per seller, items, timeline, feedback",
    params: IdParams,
    answer: OrderDetail,
    errors: [401, 404],
  }),
  cancel: defineRoute({
    operationId: 'cancelOrder',
    method: 'POST',
    path: '/Order/:id/Cancel',
    tags: ['orders'],
    access: 'member',
    summary:
      'Cancels the whole order while no part has shipped; the stock goes back, and what was paid is refunded (to its source or to the wallet)',
    params: IdParams,
    body: BuyerCancelBody,
    answer: OrderDetail,
    errors: [401, 404, 409, 422],
  }),
  feedback: defineRoute({
    operationId: 'leaveOrderFeedback',
    method: 'POST',
    path: '/Order/:id/Feedback',
    tags: ['orders'],
    access: 'member',
    summary: 'Delivery feedback on a delivered part (a rating must be chosen); its seller reads it',
    params: IdParams,
    body: FeedbackBody,
    answer: OrderDetail,
    errors: [400, 401, 404, 409, 422],
  }),
} as const;

/** The seller cabinet's orders: a shop's parts, and moving them along the order's status machine. */
export const sellerOrdersApi = {
  list: defineRoute({
    operationId: 'listShopOrders',
    method: 'GET',
    path: '/Shop/Orders',
    tags: ['seller'],
    access: cabinet,
    summary:
      "The shop's parts of orders, newest first, by tab (placed, confirmed, shipped, delivered, closed), " +
      'with the buyer, address, items, timeline, delivery feedback and the moves allowed now',
    query: SellerOrdersQuery,
    answer: SellerOrderPage,
    errors: [400, 401, 403, 404],
  }),
  part: defineRoute({
    operationId: 'getShopOrder',
    method: 'GET',
    path: '/Shop/Orders/:id',
    tags: ['seller'],
    access: cabinet,
    summary: "One part of an order, for its shop's seller (or staff)",
    params: IdParams,
    answer: SellerOrderPart,
    errors: [401, 403, 404],
  }),
  move: defineRoute({
    operationId: 'moveShopOrder',
    method: 'POST',
    path: '/OrderPart/:id/Status',
    tags: ['seller'],
    access: 'member',
    summary:
      "Moves a seller's part along placed → confirmed → shipped → delivered (or cancelled, refused, " +
      'returned); sellers only their own parts; operators are refused (403 `order.backOfficeOnly`: ' +
      'they use `adminMoveOrderPart`, which is audited); illegal moves are refused. `note`: the ' +
      'tracking note when shipping, the reason (required) when cancelling',
    params: IdParams,
    body: TransitionBody,
    answer: SellerOrderPart,
    errors: [400, 401, 403, 404, 409, 422],
  }),
} as const;

/** The seller cabinet's sales and statistics (SEL-06, SEL-09): sellers their own shop, staff a named one. */
export const sellerSalesApi = {
  sales: defineRoute({
    operationId: 'listShopSales',
    method: 'GET',
    path: '/Shop/Sales',
    tags: ['seller cabinet'],
    access: 'member',
    summary:
      "The shop's sale rows, newest first: one per order item with its sale price and whether it " +
      'sold (delivered), is in progress, or did not sell (cancelled, refused, returned). ' +
      '`selling` holds sold and in-progress rows, `not-selling` the rest; days are Baku days',
    query: SalesQuery,
    answer: SalesPage,
    errors: [400, 401, 403, 404, 422],
  }),
  statistics: defineRoute({
    operationId: 'getShopStatistics',
    method: 'GET',
    path: '/Shop/Statistics',
    tags: ['seller cabinet'],
    access: 'member',
    summary:
      'Revenue, orders, items, average order and cancellation rate per Baku day, week or month ' +
      '(empty periods as zeros), totals and the ten best sellers; the last 30 days by default',
    query: StatisticsQuery,
    answer: Statistics,
    errors: [400, 401, 403, 404, 422],
  }),
  statisticsExport: defineRoute({
    operationId: 'exportShopStatistics',
    method: 'GET',
    path: '/Shop/Statistics/Export',
    tags: ['seller cabinet'],
    access: 'member',
    summary: 'The same statistics as an .xlsx workbook: periods with totals, and the best sellers',
    query: StatisticsQuery,
    answer: FileAnswer,
    produces: xlsxType,
    errors: [400, 401, 403, 404, 422],
  }),
} as const;
