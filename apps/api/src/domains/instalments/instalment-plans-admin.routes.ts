import { backofficeInstalmentsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's instalment plans and what is left out of them (PAY-04), for Staff and Admin. */
export const instalmentPlansAdminRoutes: FastifyPluginAsync = async (app) => {
  const { instalmentPlansAdmin: plans } = app.services;
  const api = backofficeInstalmentsApi;

  serve(app, api.plans, () => plans.list());
  serve(app, api.createPlan, (request) => plans.create(callerOf(request), request.body));
  serve(app, api.updatePlan, (request) => plans.update(callerOf(request), request.params.id, request.body));
  serve(app, api.deletePlan, (request) => plans.remove(callerOf(request), request.params.id));
  serve(app, api.exclusions, (request) => plans.exclusions(request.lang));
  serve(app, api.setExclusions, (request) =>
    plans.setExclusions(callerOf(request), request.body, request.lang),
  );
};
