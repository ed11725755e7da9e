import {
  type AdminOrdersQuery,
  backofficeOrdersApi,
  type CancelOrderBody,
  type StaffMoveBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** The back office's orders: the list, an order's history, the courier's moves, cancelling and refused refunds. */
export function backofficeOrdersCalls(call: Call) {
  return {
    adminOrders: (query: Partial<AdminOrdersQuery>) => call(backofficeOrdersApi.list, { query }),
    adminOrder: (id: number) => call(backofficeOrdersApi.order, { params: { id } }),
    adminMovePart: (id: number, body: StaffMoveBody) =>
      call(backofficeOrdersApi.move, { params: { id }, body }),
    adminCancelOrder: (id: number, body: CancelOrderBody) =>
      call(backofficeOrdersApi.cancel, { params: { id }, body }),
    adminRetryRefund: (refundId: number) =>
      call(backofficeOrdersApi.retryRefund, { params: { id: refundId } }),
    adminRefundToWallet: (refundId: number) =>
      call(backofficeOrdersApi.refundToWallet, { params: { id: refundId } }),
  };
}
