import { addressesApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** Delivery regions and the member's addresses (spec: my addresses). */
export const addressesRoutes: FastifyPluginAsync = async (app) => {
  const { addresses } = app.services;

  serve(app, addressesApi.regions, (request) => addresses.regions(request.lang));

  serve(app, addressesApi.list, (request) => addresses.list(callerOf(request).userId, request.lang));

  serve(app, addressesApi.create, (request) =>
    addresses.create(callerOf(request).userId, request.body, request.lang),
  );

  serve(app, addressesApi.update, (request) =>
    addresses.update(callerOf(request).userId, request.params.id, request.body, request.lang),
  );

  serve(app, addressesApi.remove, async (request) => {
    await addresses.remove(callerOf(request).userId, request.params.id);
    return null;
  });
};
