import { paymentsApi, toQepik } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';

/** Paying online: the methods, an order's payment, the bank's callbacks, the wallet and the sandbox bank. */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { payments, spending } = app.services;
  const { limits } = app;

  // Banks post their callbacks as a form (Epoint's `data` and `signature`); only these routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  serve(app, paymentsApi.methods, () => payments.methods.list());

  serve(app, paymentsApi.order, async (request) => {
    await limits.consume(request, 'paymentViewPerIp', request.ip);
    return payments.view(request.caller, request.params.orderId, request.query.key);
  });

  serve(app, paymentsApi.start, async (request) => {
    await limits.consume(request, 'paymentStartPerIp', request.ip);
    return payments.start(request.caller, request.params.orderId, request.body.key, request.lang);
  });

  serve(app, paymentsApi.payCash, (request) =>
    payments.payCash(request.caller, request.params.orderId, request.body.key),
  );

  serve(app, paymentsApi.callback, async (request) => {
    await limits.consume(request, 'paymentCallbackPerIp', request.ip);
    // Kapital Bank names the payment in the callback's address; Epoint posts its fields.
    const query = Object.fromEntries(
      Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    await payments.cards.callback(request.params.gateway, { ...query, ...request.body });
    return { ok: true as const };
  });

  serve(app, paymentsApi.wallet, (request) => payments.ledger.wallet(callerOf(request).userId));

  serve(app, paymentsApi.walletHistory, (request) =>
    payments.ledger.walletHistory(callerOf(request).userId, request.query.page, request.query.pageSize),
  );

  serve(app, paymentsApi.topUp, async (request) => {
    const { userId } = callerOf(request);
    await limits.consume(request, 'paymentStartPerIp', request.ip);
    // Over the member's daily limit it is held for an operator (409) and never reaches the bank.
    const started = await spending.start(userId, 'topUp', toQepik(request.body.amount));
    try {
      return await payments.cards.topUp(userId, request.body.amount, request.lang);
    } catch (error) {
      await spending.release(started);
      throw error;
    }
  });

  serve(app, paymentsApi.topUpStatus, (request) =>
    payments.cards.topUpStatus(callerOf(request).userId, request.params.id),
  );

  const sandbox = () => {
    if (!app.sandboxBank) throw new AppError('notFound', 'error.notFound');
    return app.sandboxBank;
  };

  serve(app, paymentsApi.sandbox, (request) => sandbox().page(request.params.id, request.query.token));

  serve(app, paymentsApi.sandboxPay, async (request) => {
    await limits.consume(request, 'paymentStartPerIp', request.ip);
    return sandbox().pay(request.params.id, request.query.token, request.body);
  });

  serve(app, paymentsApi.sandboxCode, async (request) => {
    await limits.consume(request, 'paymentStartPerIp', request.ip);
    return sandbox().code(request.params.id, request.query.token, request.body.code);
  });

  serve(app, paymentsApi.sandboxCancel, (request) =>
    sandbox().cancel(request.params.id, request.query.token),
  );
};
