import {
  IdParams,
  Problem,
  Role,
  SearchSynonym,
  SearchSynonymBody,
  SearchSynonymPage,
  SearchSynonymsQuery,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['search'];
const security = [{ bearerAuth: [] }];

/** The back office's search synonyms: Staff and Admin list, add and remove them. */
export const searchSynonymsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { searchSynonyms } = app.services;
  const operators = app.requireUser(Role.Staff, Role.Admin);

  app.get(
    '/SearchSynonym',
    {
      preHandler: operators,
      schema: {
        tags,
        security,
        summary:
          'The search synonyms (a word shoppers type → what the catalogue calls it), by term, paged; q narrows them (Staff, Admin)',
        querystring: SearchSynonymsQuery,
        response: { 200: SearchSynonymPage, 400: Problem, 401: Problem, 403: Problem },
      },
    },
    (request) => searchSynonyms.list(request.query),
  );

  app.post(
    '/SearchSynonym',
    {
      preHandler: operators,
      schema: {
        tags,
        security,
        summary:
          'Adds a synonym: searches holding the term (one word, any alphabet) also find the meaning, in results and suggestions at once (Staff, Admin)',
        body: SearchSynonymBody,
        response: {
          201: SearchSynonym,
          400: Problem,
          401: Problem,
          403: Problem,
          409: Problem,
          422: Problem,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await searchSynonyms.add(request.body)),
  );

  app.delete(
    '/SearchSynonym/:id',
    {
      preHandler: operators,
      schema: {
        tags,
        security,
        summary: 'Removes a synonym (Staff, Admin)',
        params: IdParams,
        response: { 204: z.null(), 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      await searchSynonyms.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
