import { ClientErrorBody, ClientErrorPage, ClientErrorsQuery } from '../client-errors';
import { Role } from '../common';
import { defineRoute } from './route';

/** Pages that could not be shown (spec: /error is tracked after navigation errors), and the operators' list of them. */
export const clientErrorsApi = {
  report: defineRoute({
    operationId: 'reportClientError',
    method: 'POST',
    path: '/ClientError',
    tags: ['ClientError'],
    access: 'optional',
    summary:
      "Records a page that could not be shown: its path (without query), why, the server's status, the request's language and the member, if signed in; limited per address",
    body: ClientErrorBody,
    status: 204,
    answer: null,
    errors: [400, 401, 429],
  }),
  list: defineRoute({
    operationId: 'listClientErrors',
    method: 'GET',
    path: '/Admin/ClientErrors',
    tags: ['Admin'],
    access: { roles: [Role.Staff, Role.Admin] },
    summary: 'Pages visitors could not be shown, newest first',
    query: ClientErrorsQuery,
    answer: ClientErrorPage,
    errors: [400, 401, 403],
  }),
} as const;
