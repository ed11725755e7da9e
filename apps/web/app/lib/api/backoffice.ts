import {
  type AuditLogQuery,
  backofficeApi,
  type ModerateProductsBody,
  type PendingProductsQuery,
  type RejectProductBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** The back office's dashboard, product moderation and audit log. */
export function backofficeCalls(call: Call) {
  return {
    adminDashboard: () => call(backofficeApi.dashboard, {}),
    pendingProducts: (query: PendingProductsQuery) => call(backofficeApi.pendingProducts, { query }),
    previewProduct: (id: number) => call(backofficeApi.previewProduct, { params: { id } }),
    approveProduct: (id: number) => call(backofficeApi.approveProduct, { params: { id } }),
    rejectProduct: (id: number, body: RejectProductBody) =>
      call(backofficeApi.rejectProduct, { params: { id }, body }),
    moderateProducts: (body: ModerateProductsBody) => call(backofficeApi.moderateProducts, { body }),
    auditLog: (query: AuditLogQuery) => call(backofficeApi.auditLog, { query }),
  };
}
