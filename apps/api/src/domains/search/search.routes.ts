import { searchApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** The spec's search calls (section 7): suggestions while typing, and the results page. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { search } = app.services;

  serve(app, searchApi.suggest, (request) => search.suggest(request.query.q, request.lang));

  serve(app, searchApi.results, (request) => search.results(request.query, request.lang));
};
