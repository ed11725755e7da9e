import { IdParams, Role } from '../common';
import {
  AdminSpendingHolds,
  AdminSpendingHoldsQuery,
  SpendingHold,
  SpendingHoldDecisionBody,
} from '../spending';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office's review of top-ups and gift cards held for crossing a member's daily limit. */
export const backofficeSpendingApi = {
  list: defineRoute({
    operationId: 'adminListSpendingHolds',
    method: 'GET',
    path: '/Admin/SpendingHolds',
    tags: ['Admin'],
    access: operators,
    summary:
      'Wallet top-ups and gift cards held for crossing a daily limit, newest first, of one status (held, approved, refused) or all',
    query: AdminSpendingHoldsQuery,
    answer: AdminSpendingHolds,
    errors: [400, 401, 403],
  }),
  decide: defineRoute({
    operationId: 'decideSpendingHold',
    method: 'POST',
    path: '/Admin/SpendingHolds/:id/Decision',
    tags: ['Admin'],
    access: operators,
    summary:
      'Approves a held amount (the member may then go over the daily limit by that amount for 24 hours, and sends it again) or refuses it; audited',
    description: '409 when the hold was decided already.',
    params: IdParams,
    body: SpendingHoldDecisionBody,
    answer: SpendingHold,
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
