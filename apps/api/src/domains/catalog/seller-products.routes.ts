import {
  IdParams,
  Problem,
  ProductStatusBody,
  Role,
  SellerProductPage,
  SellerProductRequestPage,
  SellerProductRequestsQuery,
  SellerProductRow,
  SellerProductsQuery,
  ShopScope,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/**
 * The seller cabinet's products (spec SEL-02, SEL-03) and buyers' requests about them. Each call
 * first settles the shop it acts on: the seller's own, or the one Staff and Admin name by `shopId`.
 */
export const sellerProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellers, sellerProducts } = app.services;
  const cabinet = app.requireUser(Role.Seller, Role.Staff, Role.Admin);

  app.get(
    '/Shop/Products',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          "One group of the shop's products (all-products, published-products, archived-products, pending-products, " +
          'rejected-products), latest change first, searched by title, code or stock code, with the count of every group',
        querystring: SellerProductsQuery,
        response: { 200: SellerProductPage, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return sellerProducts.list(shopId, request.query);
    },
  );

  app.post(
    '/Product/:id/Status',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          "Moves a product of the shop along its status machine: the seller unpublishes, archives or sends it to pending; Staff and Admin publish or reject it (with a reason). Answers the product's row",
        params: IdParams,
        querystring: ShopScope,
        body: ProductStatusBody,
        response: {
          200: SellerProductRow,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
          422: Problem,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const shopId = await sellers.actingShop(caller, request.query.shopId);
      return sellerProducts.changeStatus(caller, shopId, request.params.id, request.body);
    },
  );

  app.get(
    '/Shop/ProductRequests',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          "Buyers' requests about the shop's products while out of stock (name, phone, message, product, variant), newest first",
        querystring: SellerProductRequestsQuery,
        response: { 200: SellerProductRequestPage, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return sellerProducts.requests(shopId, request.query);
    },
  );
};
