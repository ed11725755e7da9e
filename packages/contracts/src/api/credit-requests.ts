import { IdempotencyHeaders, IdParams, PageQuery, Role } from '../common';
import {
  AdminCreditRequests,
  AdminCreditRequestsQuery,
  CreditDecisionBody,
  CreditGoods,
  CreditQuote,
  CreditRequestBody,
  CreditRequestDetail,
  MyCreditRequests,
} from '../credit-requests';
import { defineRoute } from './route';

const tags = ['credit'];
const buyers = { roles: [Role.Customer] } as const;
const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** A member's credit requests (PAY-05): pricing the goods, sending a request and following it. */
export const creditRequestsApi = {
  quote: defineRoute({
    operationId: 'quoteCredit',
    method: 'POST',
    path: '/CreditRequest/Quote',
    tags,
    access: buyers,
    summary:
      'What the goods (one product now, or chosen basket lines) cost with standard delivery, and every lender plan for that amount with its total and monthly payment',
    body: CreditGoods,
    answer: CreditQuote,
    errors: [400, 401, 403, 409, 422],
  }),
  submit: defineRoute({
    operationId: 'submitCreditRequest',
    method: 'POST',
    path: '/CreditRequest',
    tags,
    access: buyers,
    summary:
      'Sends a credit request: the applicant, the chosen plan (its lender and months) and the goods; the server computes the duration, total and monthly payment, and texts the mobile phone',
    description:
      'An Idempotency-Key header is optional: a second submit with the same key answers the request the first one sent (422 with another body). ' +
      'The ID card number and FIN come back masked. 409 when the goods are out of stock or the member already has 3 requests waiting; 422 when the plan does not take the amount or the region is not delivered to; 503 while credit is not offered (no bank configured).',
    body: CreditRequestBody,
    headers: IdempotencyHeaders.partial(),
    status: 201,
    answer: CreditRequestDetail,
    errors: [400, 401, 403, 409, 422, 503],
  }),
  mine: defineRoute({
    operationId: 'listMyCreditRequests',
    method: 'GET',
    path: '/CreditRequest',
    tags,
    access: buyers,
    summary: "The member's credit requests, newest first",
    query: PageQuery,
    answer: MyCreditRequests,
    errors: [400, 401, 403],
  }),
  detail: defineRoute({
    operationId: 'getCreditRequest',
    method: 'GET',
    path: '/CreditRequest/:id',
    tags,
    access: { roles: [Role.Customer, Role.Staff, Role.Admin] },
    summary:
      "One credit request with its status history: the member's own, or any for Staff and Admin; the ID card number and FIN masked",
    params: IdParams,
    answer: CreditRequestDetail,
    errors: [400, 401, 403, 404],
  }),
} as const;

/** The back office's review of credit requests. */
export const backofficeCreditRequestsApi = {
  list: defineRoute({
    operationId: 'adminListCreditRequests',
    method: 'GET',
    path: '/Admin/CreditRequests',
    tags: ['Admin'],
    access: operators,
    summary: 'Credit requests of one status (or all), newest first, with how many each status has',
    query: AdminCreditRequestsQuery,
    answer: AdminCreditRequests,
    errors: [400, 401, 403],
  }),
  detail: defineRoute({
    operationId: 'adminGetCreditRequest',
    method: 'GET',
    path: '/Admin/CreditRequests/:id',
    tags: ['Admin'],
    access: operators,
    summary:
      'A credit request to review: Staff see the ID card number and FIN in full (each such view is in the audit log), Admin masked',
    params: IdParams,
    answer: CreditRequestDetail,
    errors: [400, 401, 403, 404],
  }),
  decide: defineRoute({
    operationId: 'decideCreditRequest',
    method: 'POST',
    path: '/Admin/CreditRequests/:id/Status',
    tags: ['Admin'],
    access: operators,
    summary:
      'Moves a request: underReview, moreInfoNeeded (with a note), approved (places the order, paid by the lender; once, however often sent) or declined (with the reason the buyer reads)',
    description:
      '409 when the request cannot move there from its status, or when its goods are out of stock or cost something else now (the request stays as it was).',
    params: IdParams,
    body: CreditDecisionBody,
    answer: CreditRequestDetail,
    errors: [400, 401, 403, 404, 409, 422],
  }),
} as const;
