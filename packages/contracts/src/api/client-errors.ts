import {
  ClientErrorBody,
  ClientErrorPage,
  ClientErrorsQuery,
  CspReportBody,
  CspReportPage,
  CspReportsQuery,
} from '../client-errors';
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
  cspReport: defineRoute({
    operationId: 'reportCspViolation',
    method: 'POST',
    path: '/ClientError/CspReport',
    tags: ['ClientError'],
    access: 'optional',
    summary:
      "Where browsers post the pages' Content-Security-Policy violations (report-uri as application/csp-report, " +
      'report-to as application/reports+json; application/json too): addresses kept without query, nothing ' +
      'else about the visitor; at most 16 KB, limited per address',
    body: CspReportBody,
    status: 204,
    answer: null,
    errors: [400, 401, 413, 415, 429],
  }),
  cspReports: defineRoute({
    operationId: 'listCspReports',
    method: 'GET',
    path: '/Admin/CspReports',
    tags: ['Admin'],
    access: { roles: [Role.Staff, Role.Admin] },
    summary: "The pages' Content-Security-Policy violations browsers reported, newest first",
    query: CspReportsQuery,
    answer: CspReportPage,
    errors: [400, 401, 403],
  }),
} as const;
