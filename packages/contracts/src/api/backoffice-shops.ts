import {
  AdminShopDetail,
  AdminShopPage,
  AdminShopsQuery,
  CommissionAnswer,
  CommissionBody,
  ShopApprovalBody,
  ShopDecisionBody,
  ShopStatusAnswer,
} from '../backoffice-shops';
import { IdParams, Role } from '../common';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;
const adminOnly = { roles: [Role.Admin] } as const;

/** The back office's shops (issue 17): registrations, decisions, figures and commission. */
export const backofficeShopsApi = {
  list: defineRoute({
    operationId: 'adminListShops',
    method: 'GET',
    path: '/Admin/Shops',
    tags: ['Admin'],
    access: operators,
    summary:
      "Shops by status ('waiting': pending and documents, oldest first), searched by name, page name or the owner's phone, with products published, this month's orders and revenue and the shop's commission",
    query: AdminShopsQuery,
    answer: AdminShopPage,
    errors: [400, 401, 403],
  }),
  detail: defineRoute({
    operationId: 'adminGetShop',
    method: 'GET',
    path: '/Admin/Shops/:id',
    tags: ['Admin'],
    access: operators,
    summary:
      "A shop's registration (owner, VÖEN, coordinator, city, site, addresses), status with its history from the audit log, figures and the commission in force per category",
    params: IdParams,
    answer: AdminShopDetail,
    errors: [400, 401, 403, 404],
  }),
  approve: defineRoute({
    operationId: 'approveShop',
    method: 'POST',
    path: '/Admin/Shops/:id/Approve',
    tags: ['Admin'],
    access: operators,
    summary:
      'Approves a pending, documents or rejected shop: its published products go on sale at once. 409 from any other status',
    params: IdParams,
    body: ShopApprovalBody,
    answer: ShopStatusAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  refuse: defineRoute({
    operationId: 'refuseShop',
    method: 'POST',
    path: '/Admin/Shops/:id/Refuse',
    tags: ['Admin'],
    access: operators,
    summary:
      'Refuses a pending or documents shop with the reason (required), which the seller reads. 409 from any other status',
    params: IdParams,
    body: ShopDecisionBody,
    answer: ShopStatusAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  requestDocuments: defineRoute({
    operationId: 'requestShopDocuments',
    method: 'POST',
    path: '/Admin/Shops/:id/RequestDocuments',
    tags: ['Admin'],
    access: operators,
    summary:
      'Asks a pending shop for documents, saying which (required); the seller reads it. 409 from any other status',
    params: IdParams,
    body: ShopDecisionBody,
    answer: ShopStatusAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  suspend: defineRoute({
    operationId: 'suspendShop',
    method: 'POST',
    path: '/Admin/Shops/:id/Suspend',
    tags: ['Admin'],
    access: operators,
    summary:
      'Suspends an approved shop with the reason (required): its products leave the storefront and search at once. 409 from any other status',
    params: IdParams,
    body: ShopDecisionBody,
    answer: ShopStatusAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  reinstate: defineRoute({
    operationId: 'reinstateShop',
    method: 'POST',
    path: '/Admin/Shops/:id/Reinstate',
    tags: ['Admin'],
    access: operators,
    summary:
      'Approves a suspended shop again: its published products are back on sale at once. 409 from any other status',
    params: IdParams,
    body: ShopApprovalBody,
    answer: ShopStatusAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  shopCommission: defineRoute({
    operationId: 'setShopCommission',
    method: 'PUT',
    path: '/Admin/Shops/:id/Commission',
    tags: ['Admin'],
    access: adminOnly,
    summary:
      "Admin only: the shop's commission in percent (0–50, two decimals), or null to follow its categories",
    params: IdParams,
    body: CommissionBody,
    answer: CommissionAnswer,
    errors: [400, 401, 403, 404],
  }),
  categoryCommission: defineRoute({
    operationId: 'setCategoryCommission',
    method: 'PUT',
    path: '/Admin/Categories/:id/Commission',
    tags: ['Admin'],
    access: adminOnly,
    summary:
      "Admin only: a category's commission in percent (0–50, two decimals), or null to follow its parent (at the top, the marketplace's default 10 %)",
    params: IdParams,
    body: CommissionBody,
    answer: CommissionAnswer,
    errors: [400, 401, 403, 404],
  }),
} as const;
