import { OkResult } from '../accounts';
import { IdParams } from '../common';
import {
  AdoptConsentsBody,
  ConsentsBody,
  ConsentsQuery,
  ConsentsView,
  DataExportList,
  DataExportView,
  DeleteAccountBody,
  PrivacyState,
  RestrictBody,
} from '../privacy';
import { Role } from '../roles';
import { defineRoute } from './route';

const tags = ['privacy'];
const adminOnly = { roles: [Role.Admin] } as const;

/** A person's rights over their data (spec PRV-01..05): copy, restrict, delete, consents. */
export const privacyApi = {
  state: defineRoute({
    operationId: 'getPrivacyState',
    method: 'GET',
    path: '/Privacy',
    tags,
    access: 'member',
    summary:
      'Whether processing is restricted, and what deleting the account would leave (open orders, wallet)',
    answer: PrivacyState,
    errors: [401],
  }),
  exports: defineRoute({
    operationId: 'listDataExports',
    method: 'GET',
    path: '/Privacy/Export',
    tags,
    access: 'member',
    summary: "The caller's copies of their data, newest first: being made, ready to download, or expired",
    answer: DataExportList,
    errors: [401],
  }),
  requestExport: defineRoute({
    operationId: 'requestDataExport',
    method: 'POST',
    path: '/Privacy/Export',
    tags,
    access: 'member',
    summary: 'Asks for a copy of everything Bazar holds about the caller, made in the background',
    description:
      'Answers 202 with the copy, pending; it becomes ready within minutes and can be downloaded as JSON ' +
      'and as a readable HTML page for 7 days. One copy at a time is made: asking again while one is ' +
      'pending answers that one.',
    status: 202,
    answer: DataExportView,
    errors: [401, 429],
  }),
  exportJson: defineRoute({
    operationId: 'downloadDataExportJson',
    method: 'GET',
    path: '/Privacy/Export/:id/Json',
    tags,
    access: 'member',
    summary: 'A ready copy of the caller’s data, machine-readable (JSON)',
    params: IdParams,
    answer: null,
    produces: 'application/json',
    errors: [400, 401, 404],
  }),
  exportHtml: defineRoute({
    operationId: 'downloadDataExportHtml',
    method: 'GET',
    path: '/Privacy/Export/:id/Html',
    tags,
    access: 'member',
    summary: 'A ready copy of the caller’s data as a page a person can read and print',
    params: IdParams,
    answer: null,
    produces: 'text/html',
    errors: [400, 401, 404],
  }),
  restrict: defineRoute({
    operationId: 'restrictProcessing',
    method: 'POST',
    path: '/Privacy/Restrict',
    tags,
    access: 'member',
    summary: 'Restricts processing of the caller’s data (no offers, no analytics) or lifts the restriction',
    body: RestrictBody,
    answer: PrivacyState,
    errors: [400, 401],
  }),
  deletionCode: defineRoute({
    operationId: 'sendAccountDeletionCode',
    method: 'POST',
    path: '/Privacy/DeletionCode',
    tags,
    access: 'member',
    summary: 'Texts a 6-digit code to the account’s phone, to confirm deleting an account without a password',
    answer: OkResult,
    errors: [400, 401, 403, 409, 429],
  }),
  deleteAccount: defineRoute({
    operationId: 'deleteAccount',
    method: 'DELETE',
    path: '/user',
    tags,
    access: 'member',
    summary: 'Deletes the caller’s account, confirmed by the password or a texted code',
    description:
      'At once: every session ends, sign-in is refused, the name on the orders is replaced and the phone ' +
      'and e-mail are free again. 30 days later (deliveries, returns and refunds under way) the rest is ' +
      'erased: orders that tax and consumer law keep lose every personal field, everything else is ' +
      'deleted. Sellers are refused (403): their shop is closed through the back office.',
    body: DeleteAccountBody,
    status: 204,
    answer: null,
    errors: [400, 401, 403, 409, 429],
  }),
  consents: defineRoute({
    operationId: 'getConsents',
    method: 'GET',
    path: '/Privacy/Consents',
    tags,
    access: 'optional',
    summary:
      'The consents of the caller (or of a guest’s browser) and, for members, the legal texts they accepted',
    query: ConsentsQuery,
    answer: ConsentsView,
    errors: [400, 401],
  }),
  recordConsents: defineRoute({
    operationId: 'recordConsents',
    method: 'POST',
    path: '/Privacy/Consents',
    tags,
    access: 'optional',
    summary:
      'Records choices from the cookie banner, and legal texts a member accepts, with version and time',
    body: ConsentsBody,
    answer: ConsentsView,
    errors: [400, 401, 429],
  }),
  adoptConsents: defineRoute({
    operationId: 'adoptVisitorConsents',
    method: 'POST',
    path: '/Privacy/Consents/FromVisitor',
    tags,
    access: 'member',
    summary:
      'After signing in: the cookie choices this browser made as a guest (under its visitor id) become the member’s, where they are newer than the member’s own',
    body: AdoptConsentsBody,
    answer: ConsentsView,
    errors: [400, 401, 429],
  }),
  deletePerson: defineRoute({
    operationId: 'deletePerson',
    method: 'DELETE',
    path: '/Admin/Users/:id',
    tags,
    access: adminOnly,
    summary: 'Deletes a person’s account on their request (a seller’s: their shop is closed with it)',
    params: IdParams,
    status: 204,
    answer: null,
    errors: [400, 401, 403, 404, 409],
  }),
  parentalConsent: defineRoute({
    operationId: 'recordParentalConsent',
    method: 'POST',
    path: '/Admin/Users/:id/ParentalConsent',
    tags,
    access: adminOnly,
    summary: 'Records that a parent consented to the data of a child under 13',
    params: IdParams,
    answer: OkResult,
    errors: [400, 401, 403, 404, 409],
  }),
};
