import {
  CategoryField,
  CategoryIdParams,
  EditableProduct,
  IdParams,
  LangQuery,
  Problem,
  ProductBody,
  Role,
  SavedProduct,
  ShopScope,
  UploadedImage,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';

const tags = ['seller products'];
const security = [{ bearerAuth: [] }];
const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 422: Problem };

/** The seller cabinet's product editor: category fields, photo upload, create, read for editing, update. */
export const productEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productEditor } = app.services;
  // Sellers act on their own shop; Staff and Admin on the shop they name (`shopId`).
  const cabinet = app.requireUser(Role.Seller, Role.Staff, Role.Admin);

  app.get(
    '/Category/:id/Fields',
    {
      schema: {
        tags: ['catalog'],
        summary: "A category's dynamic fields (its own and its ancestors'), labels in the request language",
        params: CategoryIdParams,
        querystring: LangQuery,
        response: { 200: z.array(CategoryField), 400: Problem, 404: Problem },
      },
    },
    (request) => productEditor.categoryFields(request.params.id, request.lang),
  );

  app.post(
    '/Media/ProductPhoto',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          'Uploads one product photo (multipart/form-data, JPEG, PNG or WebP up to 10 MB); the product body names it by path',
        consumes: ['multipart/form-data'],
        querystring: ShopScope,
        response: { 201: UploadedImage, ...errors },
      },
    },
    async (request, reply) => {
      const image = await uploadedImage(request);
      const stored = await productEditor.uploadPhoto(callerOf(request), request.query.shopId, image);
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/Product',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: 'Creates a product of the shop; it waits for moderation (pending)',
        querystring: ShopScope,
        body: ProductBody,
        response: { 201: SavedProduct, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await productEditor.create(callerOf(request), request.query.shopId, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/Product/:id/Edit',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: 'A product of the shop as the editor shows it',
        params: IdParams,
        querystring: ShopScope,
        response: { 200: EditableProduct, ...errors },
      },
    },
    (request) => productEditor.editable(callerOf(request), request.query.shopId, request.params.id),
  );

  app.put(
    '/Product/:id',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          'Updates a product of the shop; a published one whose title, description, photos or category change goes back to moderation',
        params: IdParams,
        querystring: ShopScope,
        body: ProductBody,
        response: { 200: SavedProduct, ...errors },
      },
    },
    (request) =>
      productEditor.update(callerOf(request), request.query.shopId, request.params.id, request.body),
  );
};
