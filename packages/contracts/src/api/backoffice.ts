import {
  AdminDashboard,
  AuditLogPage,
  AuditLogQuery,
  ModerateProductsBody,
  ModerationOutcomes,
  ModerationPreview,
  PendingProductPage,
  PendingProductsQuery,
  RejectProductBody,
} from '../backoffice';
import { IdParams, Role } from '../common';
import { SellerProductRow } from '../seller-products';
import { defineRoute } from './route';

/** The operators: Staff and Admin. */
const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office (issue 17): moderation of products and the audit log of operators' actions. */
export const backofficeApi = {
  dashboard: defineRoute({
    operationId: 'getDashboard',
    method: 'GET',
    path: '/Admin/Dashboard',
    tags: ['Admin'],
    access: operators,
    summary:
      "Today's and the last 7 days' shop orders, sales and newcomers, what waits for an operator, and the last 30 days by day (Baku days)",
    answer: AdminDashboard,
    errors: [401, 403],
  }),
  auditLog: defineRoute({
    operationId: 'listAuditLog',
    method: 'GET',
    path: '/Admin/AuditLog',
    tags: ['Admin'],
    access: operators,
    summary:
      "Operators' actions, newest first, filtered by actor, action, subject and days (UTC); nothing changes or deletes them",
    query: AuditLogQuery,
    answer: AuditLogPage,
    errors: [400, 401, 403],
  }),
  pendingProducts: defineRoute({
    operationId: 'listPendingProducts',
    method: 'GET',
    path: '/Admin/Products/Pending',
    tags: ['Admin'],
    access: operators,
    summary: 'The moderation queue: pending products, the longest waiting first, by shop and category',
    query: PendingProductsQuery,
    answer: PendingProductPage,
    errors: [400, 401, 403],
  }),
  previewProduct: defineRoute({
    operationId: 'previewProduct',
    method: 'GET',
    path: '/Admin/Products/:id/Preview',
    tags: ['Admin'],
    access: operators,
    summary:
      'A product in any state as its page will show it to buyers, with its state, shop and, for an edit of a product on sale, what changed',
    params: IdParams,
    answer: ModerationPreview,
    errors: [400, 401, 403, 404],
  }),
  approveProduct: defineRoute({
    operationId: 'approveProduct',
    method: 'POST',
    path: '/Admin/Products/:id/Approve',
    tags: ['Admin'],
    access: operators,
    summary:
      "Publishes a pending product: it is on sale and in search at once. 409 when it is no longer pending. Answers the product's row",
    params: IdParams,
    answer: SellerProductRow,
    errors: [400, 401, 403, 404, 409],
  }),
  rejectProduct: defineRoute({
    operationId: 'rejectProduct',
    method: 'POST',
    path: '/Admin/Products/:id/Reject',
    tags: ['Admin'],
    access: operators,
    summary:
      "Rejects a pending product with a reason ('other' needs a note); the seller reads the reason's label and the note. 409 when it is no longer pending",
    params: IdParams,
    body: RejectProductBody,
    answer: SellerProductRow,
    errors: [400, 401, 403, 404, 409],
  }),
  moderateProducts: defineRoute({
    operationId: 'moderateProducts',
    method: 'POST',
    path: '/Admin/Products/Moderate',
    tags: ['Admin'],
    access: operators,
    summary:
      'Approves or rejects up to 100 pending products, each on its own: answers each id with ok or the problem a single call would have had',
    body: ModerateProductsBody,
    answer: ModerationOutcomes,
    errors: [400, 401, 403],
  }),
} as const;
