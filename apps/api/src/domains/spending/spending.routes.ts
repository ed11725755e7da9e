import { backofficeSpendingApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's review of top-ups and gift cards held for crossing a member's daily limit (Staff and Admin). */
export const spendingRoutes: FastifyPluginAsync = async (app) => {
  const { spending } = app.services;
  const office = backofficeSpendingApi;

  serve(app, office.list, (request) => spending.adminList(request.query));
  serve(app, office.decide, (request) => spending.decide(callerOf(request), request.params.id, request.body));
};
