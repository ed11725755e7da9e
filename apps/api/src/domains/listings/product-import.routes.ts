import { productImportApi, productImportLimits } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedFile } from '../../media/uploaded-file';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/**
 * Uploading products from Excel (checklist SEL-05): the template of a leaf category, the upload
 * (read in the background), one import with its report, and the shop's recent imports. Sellers act
 * on their own shop; Staff and Admin name one with `shopId`.
 */
export const productImportRoutes: FastifyPluginAsync = async (app) => {
  const { productImport } = app.services;

  serve(app, productImportApi.template, async (request, reply) => {
    const file = await productImport.template(callerOf(request), request.query, request.lang);
    return reply
      .type(productImportApi.template.produces)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  serve(app, productImportApi.start, async (request) => {
    const file = await uploadedFile(request, {
      maxBytes: productImportLimits.maxBytes,
      tooLarge: 'import.fileTooLarge',
    });
    return productImport.start(callerOf(request), request.query, file.name, file.content);
  });

  serve(app, productImportApi.detail, (request) =>
    productImport.detail(callerOf(request), request.params.id, request.query, request.lang),
  );

  serve(app, productImportApi.recent, (request) =>
    productImport.recent(callerOf(request), request.query.shopId, request.lang),
  );
};
