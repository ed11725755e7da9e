import { paymentsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { payments } = app.services;

  serve(app, paymentsApi.methods, () => payments.methods());
};
