import {
  type AdminCreditRequestsQuery,
  backofficeCreditRequestsApi,
  type CreditDecisionBody,
  type CreditGoods,
  type CreditRequestBody,
  creditRequestsApi,
  type PageQuery,
} from '@bazar/contracts';
import type { Call } from './call';

/** A member's credit requests, and the back office's review of them. */
export function creditRequestsCalls(call: Call) {
  return {
    creditQuote: (body: CreditGoods) => call(creditRequestsApi.quote, { body }),
    submitCreditRequest: (body: CreditRequestBody, idempotencyKey: string) =>
      call(creditRequestsApi.submit, { body }, { 'idempotency-key': idempotencyKey }),
    myCreditRequests: (query: PageQuery) => call(creditRequestsApi.mine, { query }),
    myCreditRequest: (id: number) => call(creditRequestsApi.detail, { params: { id } }),
    adminCreditRequests: (query: AdminCreditRequestsQuery) =>
      call(backofficeCreditRequestsApi.list, { query }),
    adminCreditRequest: (id: number) => call(backofficeCreditRequestsApi.detail, { params: { id } }),
    decideCreditRequest: (id: number, body: CreditDecisionBody) =>
      call(backofficeCreditRequestsApi.decide, { params: { id }, body }),
  };
}
