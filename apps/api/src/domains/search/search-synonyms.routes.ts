import { searchSynonymsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** The back office's search synonyms: Staff and Admin list, add and remove them. */
export const searchSynonymsRoutes: FastifyPluginAsync = async (app) => {
  const { searchSynonyms } = app.services;

  serve(app, searchSynonymsApi.list, (request) => searchSynonyms.list(request.query));

  serve(app, searchSynonymsApi.add, (request) => searchSynonyms.add(request.body));

  serve(app, searchSynonymsApi.remove, async (request) => {
    await searchSynonyms.remove(request.params.id);
    return null;
  });
};
