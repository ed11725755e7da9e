import {
  type AdminShopsQuery,
  backofficeShopsApi,
  type CommissionBody,
  type SellerOrderTab,
  type SellerProductsQuery,
  type ShopApprovalBody,
  type ShopDecisionBody,
  sellerOrdersApi,
  sellerProductsApi,
} from '@bazar/contracts';
import type { Call } from './call';

/**
 * The back office's shops: the list, a shop's page, the decisions and the commission (Admin), and
 * the reads of a shop's cabinet that "view as seller" shows (reads only: no cabinet write is offered).
 */
export function backofficeShopsCalls(call: Call) {
  const api = backofficeShopsApi;
  return {
    adminShops: (query: AdminShopsQuery) => call(api.list, { query }),
    adminShop: (id: number) => call(api.detail, { params: { id } }),
    approveShop: (id: number, body: ShopApprovalBody) => call(api.approve, { params: { id }, body }),
    refuseShop: (id: number, body: ShopDecisionBody) => call(api.refuse, { params: { id }, body }),
    requestShopDocuments: (id: number, body: ShopDecisionBody) =>
      call(api.requestDocuments, { params: { id }, body }),
    suspendShop: (id: number, body: ShopDecisionBody) => call(api.suspend, { params: { id }, body }),
    reinstateShop: (id: number, body: ShopApprovalBody) => call(api.reinstate, { params: { id }, body }),
    setShopCommission: (id: number, body: CommissionBody) =>
      call(api.shopCommission, { params: { id }, body }),
    setCategoryCommission: (id: number, body: CommissionBody) =>
      call(api.categoryCommission, { params: { id }, body }),
    shopCabinetProducts: (shopId: number, query: Omit<SellerProductsQuery, 'shopId'>) =>
      call(sellerProductsApi.list, { query: { ...query, shopId } }),
    shopCabinetOrders: (shopId: number, query: { tab: SellerOrderTab; page: number; q?: string }) =>
      call(sellerOrdersApi.list, { query: { ...query, shopId, pageSize: 10 } }),
  };
}
