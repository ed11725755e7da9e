import {
  IdParams,
  Problem,
  Role,
  SellerInfo,
  SellerInfoBody,
  ShopAddress,
  ShopAddressBody,
  ShopScope,
  ShopSettings,
  ShopSettingsBody,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';

const tags = ['seller cabinet'];
const security = [{ bearerAuth: [] }];
const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 422: Problem };

/**
 * Seller information and shop settings (spec: seller cabinet; checklist SEL-07, SEL-08). Sellers act
 * on their own shop; Staff and Admin name one with `shopId`.
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sellers, shopSettings } = app.services;
  const seller = app.requireUser(Role.Seller);
  const cabinet = app.requireUser(Role.Seller, Role.Staff, Role.Admin);

  app.get(
    '/Shop/SellerInfo',
    {
      preHandler: seller,
      schema: {
        tags,
        security,
        summary: "The seller's own name, surname, phone, email and the shop's status",
        response: { 200: SellerInfo, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    (request) => shopSettings.sellerInfo(callerOf(request).userId),
  );

  app.put(
    '/Shop/SellerInfo',
    {
      preHandler: seller,
      schema: {
        tags,
        security,
        summary: "Changes the seller's name, surname, phone and email (the phone and email must be free)",
        body: SellerInfoBody,
        response: { 200: SellerInfo, ...problems },
      },
    },
    (request) => shopSettings.updateSellerInfo(callerOf(request).userId, request.body),
  );

  app.get(
    '/Shop/Settings',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          "The shop's settings: name, page name (subdomain), city, site, description, VÖEN, coordinator",
        querystring: ShopScope,
        response: { 200: ShopSettings, ...problems },
      },
    },
    async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return shopSettings.settings(shopId);
    },
  );

  app.put(
    '/Shop/Settings',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: "Saves the shop's settings; a page name another shop uses is a field error",
        querystring: ShopScope,
        body: ShopSettingsBody,
        response: { 200: ShopSettings, ...problems },
      },
    },
    async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return shopSettings.updateSettings(shopId, request.body);
    },
  );

  for (const picture of ['logo', 'banner'] as const) {
    app.post(
      picture === 'logo' ? '/Shop/Logo' : '/Shop/Banner',
      {
        preHandler: cabinet,
        schema: {
          tags,
          security,
          summary: `Uploads the shop's ${picture} (multipart/form-data, JPEG, PNG or WebP up to 10 MB, kept as WebP)`,
          consumes: ['multipart/form-data'],
          querystring: ShopScope,
          response: { 200: ShopSettings, ...problems },
        },
      },
      async (request) => {
        const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
        return shopSettings.uploadPicture(shopId, picture, await uploadedImage(request));
      },
    );
  }

  app.get(
    '/Shop/Addresses',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: "The shop's addresses, oldest first; one of them takes returns",
        querystring: ShopScope,
        response: { 200: z.array(ShopAddress), ...problems },
      },
    },
    async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return shopSettings.addresses(shopId);
    },
  );

  app.post(
    '/Shop/Addresses',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: 'Adds an address; the first one, or one marked for returns, takes returns',
        querystring: ShopScope,
        body: ShopAddressBody,
        response: { 201: ShopAddress, ...problems },
      },
    },
    async (request, reply) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return reply.status(201).send(await shopSettings.addAddress(shopId, request.body));
    },
  );

  app.put(
    '/Shop/Addresses/:id',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: "Changes one of the shop's addresses; marking it for returns moves returns to it",
        querystring: ShopScope,
        params: IdParams,
        body: ShopAddressBody,
        response: { 200: ShopAddress, ...problems },
      },
    },
    async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return shopSettings.updateAddress(shopId, request.params.id, request.body);
    },
  );

  app.delete(
    '/Shop/Addresses/:id',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: 'Deletes an address; the returns address only once no other address is left',
        querystring: ShopScope,
        params: IdParams,
        response: { 204: z.null(), ...problems, 409: Problem },
      },
    },
    async (request, reply) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      await shopSettings.removeAddress(shopId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
