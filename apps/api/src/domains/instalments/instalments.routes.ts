import { instalmentsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** Instalment offers for an amount or a product (PAY-04). */
export const instalmentsRoutes: FastifyPluginAsync = async (app) => {
  const { instalments } = app.services;
  serve(app, instalmentsApi.plans, (request) => instalments.offers(request.query));
};
