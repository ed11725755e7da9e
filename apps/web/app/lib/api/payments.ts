import { paymentsApi, type TopUpBody } from '@bazar/contracts';
import type { Call } from './call';

/** Paying online: methods, an order's payment, the wallet, and the sandbox bank's card page. */
export function paymentsCalls(call: Call) {
  return {
    paymentMethods: () => call(paymentsApi.methods, {}),
    orderPayment: (orderId: number, key?: string) =>
      call(paymentsApi.order, { params: { orderId }, query: { key } }),
    startPayment: (orderId: number, key?: string) =>
      call(paymentsApi.start, { params: { orderId }, body: { key } }),
    payCashInstead: (orderId: number, key?: string) =>
      call(paymentsApi.payCash, { params: { orderId }, body: { key } }),
    wallet: () => call(paymentsApi.wallet, {}),
    walletHistory: (page: number, pageSize: number) =>
      call(paymentsApi.walletHistory, { query: { page, pageSize } }),
    topUpWallet: (body: TopUpBody) => call(paymentsApi.topUp, { body }),
    topUp: (id: number) => call(paymentsApi.topUpStatus, { params: { id } }),
    sandboxPayment: (id: string, token: string) =>
      call(paymentsApi.sandbox, { params: { id }, query: { token } }),
    sandboxPay: (
      id: string,
      token: string,
      body: { cardNumber: string; expiry: string; cvv: string; holder?: string },
    ) => call(paymentsApi.sandboxPay, { params: { id }, query: { token }, body }),
    sandboxCode: (id: string, token: string, code: string) =>
      call(paymentsApi.sandboxCode, { params: { id }, query: { token }, body: { code } }),
    sandboxCancel: (id: string, token: string) =>
      call(paymentsApi.sandboxCancel, { params: { id }, query: { token } }),
  };
}
