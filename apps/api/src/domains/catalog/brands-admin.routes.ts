import { backofficeBrandsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's brands (issue 17), for Staff and Admin. */
export const brandsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { brandsAdmin: brands } = app.services;

  serve(app, backofficeBrandsApi.brands, (request) => brands.list(request.query));
  serve(app, backofficeBrandsApi.renameBrand, (request) => brands.rename(callerOf(request), request.body));
};
