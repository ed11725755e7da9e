import {
  ApplyPromoCodeBody,
  CheckoutBody,
  ConfirmPhoneBody,
  ConfirmPhoneResult,
  PlacedOrder,
  Problem,
  PromoCodeResult,
  SendCodeBody,
  SendCodeResult,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';

const tags = ['checkout'];
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ message: 'validation.required' })
    .min(8, 'validation.invalid')
    .max(200, 'validation.tooLong'),
});

/** Checkout for members and guests: phone confirmation, promo codes and placing the order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  const { limits } = app;
  const anyone = app.optionalUser();

  app.get(
    '/Checkout/Me',
    {
      preHandler: app.requireUser(),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "What checkout fills in for a member, and whether the member's phone is confirmed",
        response: {
          200: z.object({
            name: z.string(),
            surname: z.string(),
            phone: z.string(),
            email: z.string(),
            phoneConfirmed: z.boolean(),
          }),
          401: Problem,
        },
      },
    },
    (request) => checkout.me(callerOf(request).userId),
  );

  app.post(
    '/Checkout/SendCode',
    {
      schema: {
        tags,
        summary: 'Texts a 6-digit code to confirm the phone; again only after resendAfterSeconds',
        body: SendCodeBody,
        response: { 200: SendCodeResult, 400: Problem, 429: Problem },
      },
    },
    async (request) => {
      await limits.consume('checkoutCodePerIp', request.ip);
      await limits.consume('checkoutCodePerPhone', request.body.phone);
      return checkout.sendCode(request.body.phone, request.lang);
    },
  );

  app.post(
    '/Checkout/ConfirmPhone',
    {
      preHandler: anyone,
      schema: {
        tags,
        security,
        summary: 'Checks the code and answers a phoneToken for POST Checkout',
        body: ConfirmPhoneBody,
        response: { 200: ConfirmPhoneResult, 400: Problem, 422: Problem },
      },
    },
    async (request) => {
      await limits.consume('checkPasscodePerIp', request.ip);
      return checkout.confirmPhone(request.caller, request.body.phone, request.body.code);
    },
  );

  app.post(
    '/Checkout/ApplyPromoCode',
    {
      preHandler: anyone,
      schema: {
        tags,
        security,
        summary:
          'What a promo code takes off (AZN), or why it is refused (unknown, used, expired, below minimum)',
        body: ApplyPromoCodeBody,
        response: { 200: PromoCodeResult, 400: Problem, 422: Problem },
      },
    },
    (request) => checkout.applyPromoCode(request.caller, request.body),
  );

  app.post(
    '/Checkout',
    {
      preHandler: anyone,
      schema: {
        tags,
        security,
        summary:
          'Places the order: one part per seller, stock taken, bought lines emptied; with buyNow, that one line ' +
          'alone and the basket left as it is. The same Idempotency-Key ' +
          'with the same body answers the first order; with another body, 422.',
        headers: IdempotencyHeaders,
        body: CheckoutBody,
        response: { 200: PlacedOrder, 400: Problem, 401: Problem, 409: Problem, 422: Problem },
      },
    },
    (request) =>
      checkout.place(request.caller, request.body, request.headers['idempotency-key'], request.lang),
  );
};
