import { z } from 'zod';
import { IdParams, Role } from '../common';
import {
  AdminInstalmentPlan,
  InstalmentExclusions,
  InstalmentExclusionsBody,
  InstalmentOffers,
  InstalmentPlanBody,
  InstalmentPlansQuery,
} from '../instalments';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** Paying in instalments with partner cards (PAY-04). */
export const instalmentsApi = {
  plans: defineRoute({
    operationId: 'listInstalmentPlans',
    method: 'GET',
    path: '/Instalment/Plans',
    tags: ['instalments'],
    access: 'public',
    summary:
      'The instalment offers for an amount in AZN (commission, total, monthly payment), cheapest monthly payment first; with productIds and comboIds (comma-separated), none when any of their categories or shops is left out; 404 for an unknown product or combo',
    query: InstalmentPlansQuery,
    answer: InstalmentOffers,
    errors: [400, 404],
  }),
} as const;

/** The back office's instalment plans and what is left out of them. */
export const backofficeInstalmentsApi = {
  plans: defineRoute({
    operationId: 'adminListInstalmentPlans',
    method: 'GET',
    path: '/Admin/InstalmentPlans',
    tags: ['Admin'],
    access: operators,
    summary: 'Every instalment plan by partner and months, with how many orders used it',
    answer: z.array(AdminInstalmentPlan),
    errors: [401, 403],
  }),
  createPlan: defineRoute({
    operationId: 'createInstalmentPlan',
    method: 'POST',
    path: '/Admin/InstalmentPlans',
    tags: ['Admin'],
    access: operators,
    summary: "Adds a partner card's plan; 409 when the partner already has a plan for these months",
    body: InstalmentPlanBody,
    status: 201,
    answer: AdminInstalmentPlan,
    errors: [400, 401, 403, 409],
  }),
  updatePlan: defineRoute({
    operationId: 'updateInstalmentPlan',
    method: 'PUT',
    path: '/Admin/InstalmentPlans/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'Changes a plan; orders already placed keep the terms they had',
    params: IdParams,
    body: InstalmentPlanBody,
    answer: AdminInstalmentPlan,
    errors: [400, 401, 403, 404, 409],
  }),
  deletePlan: defineRoute({
    operationId: 'deleteInstalmentPlan',
    method: 'DELETE',
    path: '/Admin/InstalmentPlans/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'Deletes a plan no order used; 409 for a used one (switch it off instead)',
    params: IdParams,
    status: 204,
    answer: z.null(),
    errors: [400, 401, 403, 404, 409],
  }),
  exclusions: defineRoute({
    operationId: 'getInstalmentExclusions',
    method: 'GET',
    path: '/Admin/InstalmentExclusions',
    tags: ['Admin'],
    access: operators,
    summary: 'The categories and shops whose goods cannot be paid in instalments',
    answer: InstalmentExclusions,
    errors: [401, 403],
  }),
  setExclusions: defineRoute({
    operationId: 'setInstalmentExclusions',
    method: 'PUT',
    path: '/Admin/InstalmentExclusions',
    tags: ['Admin'],
    access: operators,
    summary: 'Replaces the categories and shops left out of instalments; 422 for an unknown one',
    body: InstalmentExclusionsBody,
    answer: InstalmentExclusions,
    errors: [400, 401, 403, 422],
  }),
} as const;
