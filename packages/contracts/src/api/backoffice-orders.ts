import {
  AdminOrder,
  AdminOrderPage,
  AdminOrdersQuery,
  CancelOrderBody,
  StaffMoveBody,
} from '../backoffice-orders';
import { IdParams, Role } from '../common';
import { defineRoute } from './route';

/** The operators: Staff and Admin. */
const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office's orders (issue 17): every order, its history, the courier's moves and cancelling. */
export const backofficeOrdersApi = {
  list: defineRoute({
    operationId: 'adminListOrders',
    method: 'GET',
    path: '/Admin/Orders',
    tags: ['Admin'],
    access: operators,
    summary:
      'Every order, newest first (or by date or total), filtered by part status, payment, shop, Baku days, phone and number; the total stops at 10,000 (totalCapped)',
    query: AdminOrdersQuery,
    answer: AdminOrderPage,
    errors: [400, 401, 403, 422],
  }),
  order: defineRoute({
    operationId: 'adminGetOrder',
    method: 'GET',
    path: '/Admin/Orders/:id',
    tags: ['Admin'],
    access: operators,
    summary:
      "An order's whole history: buyer, address, payment, amounts, every part with its items, events, feedback and the moves an operator may make, and the phone's refusals in a row",
    params: IdParams,
    answer: AdminOrder,
    errors: [400, 401, 403, 404],
  }),
  move: defineRoute({
    operationId: 'adminMoveOrderPart',
    method: 'POST',
    path: '/Admin/OrderParts/:id/Move',
    tags: ['Admin'],
    access: operators,
    summary:
      'Moves a part as the courier reports (delivered or refused from shipped, returned from delivered or refused) or cancels it with a reason (placed, confirmed or shipped; the stock comes back). 409 from any other status. Answers the order',
    params: IdParams,
    body: StaffMoveBody,
    answer: AdminOrder,
    errors: [400, 401, 403, 404, 409],
  }),
  cancel: defineRoute({
    operationId: 'adminCancelOrder',
    method: 'POST',
    path: '/Admin/Orders/:id/Cancel',
    tags: ['Admin'],
    access: operators,
    summary:
      'Cancels every part still placed, confirmed or shipped with the reason given; their stock comes back. 409 when none is. Answers the order',
    params: IdParams,
    body: CancelOrderBody,
    answer: AdminOrder,
    errors: [400, 401, 403, 404, 409],
  }),
  retryRefund: defineRoute({
    operationId: 'adminRetryRefund',
    method: 'POST',
    path: '/Admin/Refunds/:id/Retry',
    tags: ['Admin'],
    access: operators,
    summary:
      "Asks the bank again, now, for a card refund still waiting for it (one the bank refused, even after its week of automatic tries ran out). 409 while the bank is being asked, or once the refund is done. Answers the refund's order",
    params: IdParams,
    answer: AdminOrder,
    errors: [400, 401, 403, 404, 409],
  }),
  refundToWallet: defineRoute({
    operationId: 'adminRefundToWallet',
    method: 'POST',
    path: '/Admin/Refunds/:id/ToWallet',
    tags: ['Admin'],
    access: operators,
    summary:
      "Gives a card refund still waiting for the bank (one it refused) to the buyer's Bazar wallet at once instead. 409 while the bank is being asked, once the refund is done, or for a guest's order (no wallet). Answers the refund's order",
    params: IdParams,
    answer: AdminOrder,
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
