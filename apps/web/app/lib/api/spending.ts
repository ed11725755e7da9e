import {
  type AdminSpendingHoldsQuery,
  backofficeSpendingApi,
  type SpendingHoldDecisionBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** The back office's review of top-ups and gift cards held for crossing a member's daily limit. */
export function spendingCalls(call: Call) {
  return {
    adminSpendingHolds: (query: AdminSpendingHoldsQuery) => call(backofficeSpendingApi.list, { query }),
    decideSpendingHold: (id: number, body: SpendingHoldDecisionBody) =>
      call(backofficeSpendingApi.decide, { params: { id }, body }),
  };
}
