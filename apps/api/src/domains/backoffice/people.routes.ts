import { backofficePeopleApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's people (issue 17): search, a person's page and orders, blocking (operators), roles (Admin). */
export const peopleAdminRoutes: FastifyPluginAsync = async (app) => {
  const { peopleOverview: overview, peopleAdmin: people } = app.services;
  const api = backofficePeopleApi;

  serve(app, api.list, (request) => overview.list(request.query));
  serve(app, api.detail, (request) => overview.detail(callerOf(request), request.params.id));
  serve(app, api.orders, (request) => overview.orders(callerOf(request), request.params.id, request.query));
  serve(app, api.block, (request) => people.block(callerOf(request), request.params.id, request.body));
  serve(app, api.unblock, (request) => people.unblock(callerOf(request), request.params.id));
  serve(app, api.setRole, (request) => people.setRole(callerOf(request), request.params.id, request.body));
};
