import { Address, AddressBody, IdParams, Problem, Region } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';

const tags = ['addresses'];
const security = [{ bearerAuth: [] }];

/** Delivery regions and the member's addresses (spec: my addresses). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const member = app.requireUser();

  app.get(
    '/Address/Regions',
    {
      schema: {
        tags,
        summary: 'Cities with their districts; those delivery does not reach say so (deliverable: false)',
        response: { 200: z.array(Region) },
      },
    },
    (request) => addresses.regions(request.lang),
  );

  app.get(
    '/Address',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: "The member's addresses, the default first",
        response: { 200: z.array(Address), 401: Problem },
      },
    },
    (request) => addresses.list(callerOf(request).userId, request.lang),
  );

  app.post(
    '/Address',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Saves an address (the first one becomes the default)',
        body: AddressBody,
        response: { 200: Address, 400: Problem, 401: Problem, 422: Problem },
      },
    },
    (request) => addresses.create(callerOf(request).userId, request.body, request.lang),
  );

  app.put(
    '/Address/:id',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Changes an address of the member',
        params: IdParams,
        body: AddressBody,
        response: { 200: Address, 400: Problem, 401: Problem, 404: Problem, 422: Problem },
      },
    },
    (request) => addresses.update(callerOf(request).userId, request.params.id, request.body, request.lang),
  );

  app.delete(
    '/Address/:id',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'Deletes an address of the member',
        params: IdParams,
        response: { 204: z.null(), 401: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      await addresses.remove(callerOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
