import { sellerProductsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/**
 * The seller cabinet's products (spec SEL-02, SEL-03) and buyers' requests about them. Each call
 * first settles the shop it acts on: the seller's own, or the one Staff and Admin name by `shopId`.
 */
export const sellerProductsRoutes: FastifyPluginAsync = async (app) => {
  const { sellers, sellerProducts } = app.services;

  serve(app, sellerProductsApi.list, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return sellerProducts.list(shopId, request.query);
  });

  serve(app, sellerProductsApi.move, async (request) => {
    const caller = callerOf(request);
    const shopId = await sellers.actingShop(caller, request.query.shopId);
    return sellerProducts.changeStatus(caller, shopId, request.params.id, request.body);
  });

  serve(app, sellerProductsApi.requests, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return sellerProducts.requests(shopId, request.query);
  });
};
