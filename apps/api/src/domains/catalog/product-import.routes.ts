import {
  IdParams,
  Problem,
  ProductImportAccepted,
  ProductImportDetail,
  ProductImportQuery,
  ProductImportReportQuery,
  ProductImportSummary,
  productImportLimits,
  Role,
  ShopScope,
  xlsxContentType,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFile } from '../../media/uploaded-file';
import { callerOf } from '../../plugins/auth';

const tags = ['seller products'];
const security = [{ bearerAuth: [] }];
const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 422: Problem };

/**
 * Uploading products from Excel (checklist SEL-05): the template of a leaf category, the upload
 * (read in the background), one import with its report, and the shop's recent imports. Sellers act
 * on their own shop; Staff and Admin name one with `shopId`.
 */
export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productImport } = app.services;
  const cabinet = app.requireUser(Role.Seller, Role.Staff, Role.Admin);

  app.get(
    '/Product/ImportTemplate',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          "The .xlsx template of a leaf category: the product columns and the category's fields " +
          '(required ones marked *), lists for select fields and a Values sheet; headers in the request language',
        querystring: ProductImportQuery,
        produces: [xlsxContentType],
        response: { 200: z.any().describe('The .xlsx template'), ...problems },
      },
    },
    async (request, reply) => {
      const file = await productImport.template(callerOf(request), request.query, request.lang);
      return reply
        .type(xlsxContentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    '/Product/Import',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          'Uploads a filled template (multipart/form-data, .xlsx up to 10 MB and 5,000 rows). Answers 202 with ' +
          'the import id at once; the file is read in the background (poll GET Product/Import/{id})',
        consumes: ['multipart/form-data'],
        querystring: ProductImportQuery,
        response: { 202: ProductImportAccepted, ...problems },
      },
    },
    async (request, reply) => {
      const file = await uploadedFile(request, {
        maxBytes: productImportLimits.maxBytes,
        tooLarge: 'import.fileTooLarge',
      });
      const accepted = await productImport.start(callerOf(request), request.query, file.name, file.content);
      return reply.status(202).send(accepted);
    },
  );

  app.get(
    '/Product/Import/:id',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary:
          'One import of the shop: status, progress, counts, the failure of a file refused whole, and a page ' +
          'of its report (refused cells by default, every row with outcome=all)',
        params: IdParams,
        querystring: ProductImportReportQuery,
        response: { 200: ProductImportDetail, ...problems },
      },
    },
    (request) => productImport.detail(callerOf(request), request.params.id, request.query, request.lang),
  );

  app.get(
    '/Product/Imports',
    {
      preHandler: cabinet,
      schema: {
        tags,
        security,
        summary: "The shop's 20 latest imports, newest first",
        querystring: ShopScope,
        response: { 200: z.array(ProductImportSummary), ...problems },
      },
    },
    (request) => productImport.recent(callerOf(request), request.query.shopId, request.lang),
  );
};
