import {
  StockRequestBody,
  StockRequestDeleteQuery,
  StockRequestState,
  StockRequestsQuery,
} from '../stock-requests';
import { defineRoute } from './route';

const tags = ['stock-requests'];

/** "Notify me when it's back": a member's requests about sold-out products. */
export const stockRequestsApi = {
  mine: defineRoute({
    operationId: 'listMyStockRequests',
    method: 'GET',
    path: '/StockRequest',
    tags,
    access: 'member',
    summary: 'What the caller asked to be told about on one product (the product page reads it)',
    query: StockRequestsQuery,
    answer: StockRequestState,
    errors: [400, 401],
  }),
  ask: defineRoute({
    operationId: 'requestStockNotice',
    method: 'POST',
    path: '/StockRequest',
    tags,
    access: 'member',
    summary:
      'Asks to be told when a sold-out product or variant is back in stock; asking twice keeps one (409 when it is in stock)',
    body: StockRequestBody,
    answer: StockRequestState,
    errors: [400, 401, 404, 409],
  }),
  cancel: defineRoute({
    operationId: 'cancelStockRequest',
    method: 'DELETE',
    path: '/StockRequest',
    tags,
    access: 'member',
    summary:
      'Cancels a request (query productId and variantId); cancelling one that is not there changes nothing',
    query: StockRequestDeleteQuery,
    answer: StockRequestState,
    errors: [400, 401],
  }),
} as const;
