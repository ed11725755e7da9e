import { checkoutApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** Checkout for members and guests: phone confirmation, promo codes and placing the order. */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const { checkout } = app.services;
  const { limits } = app;

  serve(app, checkoutApi.me, (request) => checkout.me(callerOf(request).userId));

  serve(app, checkoutApi.sendCode, async (request) => {
    await limits.consume(request, 'checkoutCodePerIp', request.ip);
    await limits.consume(request, 'checkoutCodePerPhone', request.body.phone);
    return checkout.sendCode(request.body.phone, request.lang);
  });

  serve(app, checkoutApi.confirmPhone, async (request) => {
    await limits.consume(request, 'checkPasscodePerIp', request.ip);
    return checkout.confirmPhone(request.caller, request.body.phone, request.body.code);
  });

  serve(app, checkoutApi.applyPromoCode, (request) => checkout.applyPromoCode(request.caller, request.body));

  serve(app, checkoutApi.place, async (request) => {
    // A gift card's number and code typed at checkout count like those checked or added.
    if (request.body.giftCardCode)
      await limits.consume(request, 'giftCardPerIp', request.ip, 'giftCard.rateLimited');
    return checkout.place(request.caller, request.body, request.headers['idempotency-key'], request.lang);
  });
};
