import { backofficeCombosApi as combosApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's combos (issue 17), for Staff and Admin. */
export const combosAdminRoutes: FastifyPluginAsync = async (app) => {
  const { combosAdmin: combos } = app.services;

  serve(app, combosApi.combos, (request) => combos.list(request.query));
  serve(app, combosApi.combo, (request) => combos.get(request.params.id));
  serve(app, combosApi.createCombo, (request) => combos.create(callerOf(request), request.body));
  serve(app, combosApi.editCombo, (request) =>
    combos.edit(callerOf(request), request.params.id, request.body),
  );
  serve(app, combosApi.deleteCombo, async (request) => {
    await combos.remove(callerOf(request), request.params.id);
    return null;
  });
};
