import { secondFactorApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** Operators' second factor (issue 35 point 14): enrollment, the code step, an Admin's reset. */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const { secondFactor } = app.services;
  const { limits } = app;
  /** Codes are guessed at most as often as passwords: the account's sign-in limit counts them. */
  const countTry = (userId: number, request: Parameters<typeof limits.consume>[0]) =>
    limits.consume(request, 'signInPerAccount', `user:${userId}`);

  serve(app, secondFactorApi.status, (request) => secondFactor.status(callerOf(request)));

  serve(app, secondFactorApi.startEnrollment, (request) => secondFactor.startEnrollment(callerOf(request)));

  serve(app, secondFactorApi.confirmEnrollment, async (request) => {
    const caller = callerOf(request);
    await countTry(caller.userId, request);
    return secondFactor.confirmEnrollment(caller, request.body.code);
  });

  serve(app, secondFactorApi.verify, async (request) => {
    const caller = callerOf(request);
    await countTry(caller.userId, request);
    const status = await secondFactor.verify(caller, request.body);
    await limits.reset(request, 'signInPerAccount', `user:${caller.userId}`);
    return status;
  });

  serve(app, secondFactorApi.reset, async (request) => {
    await secondFactor.reset(callerOf(request), request.params.id);
    return { ok: true as const };
  });
};
