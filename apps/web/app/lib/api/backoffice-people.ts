import {
  type BlockPersonBody,
  backofficePeopleApi,
  type PeopleQuery,
  type PersonOrdersQuery,
  type PersonRoleBody,
  privacyApi,
} from '@bazar/contracts';
import type { Call } from './call';

/**
 * The back office's people: search, a person's page and orders, blocking and roles (Admin), deleting
 * an account and recording a parent's consent (Admin).
 */
export function backofficePeopleCalls(call: Call) {
  const api = backofficePeopleApi;
  return {
    adminPeople: (query: PeopleQuery) => call(api.list, { query }),
    adminPerson: (id: number) => call(api.detail, { params: { id } }),
    adminPersonOrders: (id: number, query: PersonOrdersQuery) => call(api.orders, { params: { id }, query }),
    blockPerson: (id: number, body: BlockPersonBody) => call(api.block, { params: { id }, body }),
    unblockPerson: (id: number) => call(api.unblock, { params: { id } }),
    setPersonRole: (id: number, body: PersonRoleBody) => call(api.setRole, { params: { id }, body }),
    deletePerson: (id: number) => call(privacyApi.deletePerson, { params: { id } }),
    recordParentalConsent: (id: number) => call(privacyApi.parentalConsent, { params: { id } }),
  };
}
