import { z } from 'zod';
import { AdminPromoCode, AdminPromoCodePage, PromoCodeBody, PromoCodesQuery } from '../backoffice-promotions';
import { IdParams, Role } from '../common';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office's promotions: promo codes (issue 17). */
export const backofficePromotionsApi = {
  promoCodes: defineRoute({
    operationId: 'listPromoCodes',
    method: 'GET',
    path: '/Admin/PromoCodes',
    tags: ['Admin'],
    access: operators,
    summary:
      'Promo codes, active or expired, newest first, with whom each is for and how many orders used it',
    query: PromoCodesQuery,
    answer: AdminPromoCodePage,
    errors: [400, 401, 403],
  }),
  promoCode: defineRoute({
    operationId: 'getPromoCode',
    method: 'GET',
    path: '/Admin/PromoCodes/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'One promo code',
    params: IdParams,
    answer: AdminPromoCode,
    errors: [400, 401, 403, 404],
  }),
  createPromoCode: defineRoute({
    operationId: 'createPromoCode',
    method: 'POST',
    path: '/Admin/PromoCodes',
    tags: ['Admin'],
    access: operators,
    summary:
      'Creates a promo code, for everyone or for the members with the given phones; 409 when the code exists, 422 for a phone with no account',
    body: PromoCodeBody,
    status: 201,
    answer: AdminPromoCode,
    errors: [400, 401, 403, 409, 422],
  }),
  updatePromoCode: defineRoute({
    operationId: 'updatePromoCode',
    method: 'PUT',
    path: '/Admin/PromoCodes/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'Changes a promo code; orders already placed keep the discount they had',
    params: IdParams,
    body: PromoCodeBody,
    answer: AdminPromoCode,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  deletePromoCode: defineRoute({
    operationId: 'deletePromoCode',
    method: 'DELETE',
    path: '/Admin/PromoCodes/:id',
    tags: ['Admin'],
    access: operators,
    summary: 'Deletes a promo code no order used; 409 for a used one (let it expire instead)',
    params: IdParams,
    status: 204,
    answer: z.null(),
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
