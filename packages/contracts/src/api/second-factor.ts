import { OkResult } from '../accounts';
import { IdParams, Role } from '../common';
import {
  ConfirmSecondFactorBody,
  SecondFactorEnrollment,
  SecondFactorStatus,
  VerifySecondFactorBody,
} from '../second-factor';
import { defineRoute } from './route';

const tags = ['accounts'];

/** Operators' second factor (issue 35 point 14): enrollment, the code step of sign-in, an Admin's reset. */
export const secondFactorApi = {
  status: defineRoute({
    operationId: 'getSecondFactorStatus',
    method: 'GET',
    path: '/Account/SecondFactor',
    tags,
    access: 'member',
    summary:
      "Whether the caller's account needs a second factor (Staff and Admin), has one enrolled, and whether this session passed it",
    answer: SecondFactorStatus,
    errors: [401],
  }),
  startEnrollment: defineRoute({
    operationId: 'startSecondFactorEnrollment',
    method: 'POST',
    path: '/Account/SecondFactor/Enrollment',
    tags,
    access: 'member',
    summary:
      'Operators: a new TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s) with its otpauth URI, QR code and ten recovery codes, shown once; replaces one not yet confirmed. 409 when one is enrolled',
    answer: SecondFactorEnrollment,
    errors: [401, 403, 409],
  }),
  confirmEnrollment: defineRoute({
    operationId: 'confirmSecondFactorEnrollment',
    method: 'POST',
    path: '/Account/SecondFactor/Enrollment/Confirm',
    tags,
    access: 'member',
    summary:
      'Operators: a code from the new authenticator confirms it; this session then counts as having passed the second factor',
    body: ConfirmSecondFactorBody,
    answer: SecondFactorStatus,
    errors: [400, 401, 403, 409, 422, 429],
  }),
  verify: defineRoute({
    operationId: 'verifySecondFactor',
    method: 'POST',
    path: '/Account/SecondFactor',
    tags,
    access: 'member',
    summary:
      "The code step of an operator's sign-in: the authenticator's code (each used once) or a recovery code (each works once); the session then does back-office work",
    body: VerifySecondFactorBody,
    answer: SecondFactorStatus,
    errors: [400, 401, 403, 409, 422, 429],
  }),
  reset: defineRoute({
    operationId: 'resetSecondFactor',
    method: 'POST',
    path: '/Admin/Users/:id/SecondFactor/Reset',
    tags: ['Admin'],
    access: { roles: [Role.Admin] },
    summary:
      "Admin only: removes an operator's second factor (a lost device), audited; their sessions end and they enroll again at the next sign-in",
    params: IdParams,
    answer: OkResult,
    errors: [400, 401, 403, 404],
  }),
} as const;
