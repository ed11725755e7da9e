import { giftCardsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** Gift cards (PAY-07). Every number and code typed in is counted, per address and per account. */
export const giftCardsRoutes: FastifyPluginAsync = async (app) => {
  const { giftCards } = app.services;
  const api = giftCardsApi;

  serve(app, api.buy, (request) => giftCards.buy(callerOf(request), request.body, request.lang));
  serve(app, api.purchase, (request) => giftCards.purchase(callerOf(request), request.params.id));
  serve(app, api.mine, (request) => giftCards.mine(callerOf(request).userId));
  serve(app, api.add, async (request) => {
    const caller = callerOf(request);
    await app.limits.consume(request, 'giftCardPerIp', request.ip, 'giftCard.rateLimited');
    await app.limits.consume(request, 'giftCardPerAccount', String(caller.userId), 'giftCard.rateLimited');
    return giftCards.add(caller, request.body);
  });
  serve(app, api.check, async (request) => {
    await app.limits.consume(request, 'giftCardPerIp', request.ip, 'giftCard.rateLimited');
    return giftCards.check(request.body);
  });
};
