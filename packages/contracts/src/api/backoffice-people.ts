import {
  BlockPersonBody,
  PeoplePage,
  PeopleQuery,
  PersonDetail,
  PersonOrderPage,
  PersonOrdersQuery,
  PersonRoleBody,
  PersonStateAnswer,
} from '../backoffice-people';
import { IdParams, Role } from '../common';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;
const adminOnly = { roles: [Role.Admin] } as const;

/** The back office's people (issue 17): finding buyers, sellers and operators, blocking, roles. */
export const backofficePeopleApi = {
  list: defineRoute({
    operationId: 'listPeople',
    method: 'GET',
    path: '/Admin/Users',
    tags: ['Admin'],
    access: operators,
    summary:
      "People, newest first, searched by name, phone or e-mail, by role and blocked or not, with a seller's shop",
    query: PeopleQuery,
    answer: PeoplePage,
    errors: [400, 401, 403],
  }),
  detail: defineRoute({
    operationId: 'getPerson',
    method: 'GET',
    path: '/Admin/Users/:id',
    tags: ['Admin'],
    access: operators,
    summary:
      "A person's profile, role, when registered, blocked or not (and why), sessions open, orders count and shop",
    params: IdParams,
    answer: PersonDetail,
    errors: [400, 401, 403, 404],
  }),
  orders: defineRoute({
    operationId: 'listPersonOrders',
    method: 'GET',
    path: '/Admin/Users/:id/Orders',
    tags: ['Admin'],
    access: operators,
    summary: "A person's orders, newest first",
    params: IdParams,
    query: PersonOrdersQuery,
    answer: PersonOrderPage,
    errors: [400, 401, 403, 404],
  }),
  block: defineRoute({
    operationId: 'blockPerson',
    method: 'POST',
    path: '/Admin/Users/:id/Block',
    tags: ['Admin'],
    access: operators,
    summary:
      'Blocks an account with the reason (required): its sessions end at once and it cannot sign in. Not oneself; Staff cannot block an Admin (403); never the last Admin (409)',
    params: IdParams,
    body: BlockPersonBody,
    answer: PersonStateAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  unblock: defineRoute({
    operationId: 'unblockPerson',
    method: 'POST',
    path: '/Admin/Users/:id/Unblock',
    tags: ['Admin'],
    access: operators,
    summary: 'Lets a blocked account sign in again. 409 when it is not blocked',
    params: IdParams,
    answer: PersonStateAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
  setRole: defineRoute({
    operationId: 'setPersonRole',
    method: 'PUT',
    path: '/Admin/Users/:id/Role',
    tags: ['Admin'],
    access: adminOnly,
    summary:
      "Admin only: makes a customer Staff or Admin, or an operator a customer again; the person's sessions end so the role applies. A seller's role is not changed here (409); never the last Admin (409)",
    params: IdParams,
    body: PersonRoleBody,
    answer: PersonStateAnswer,
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
