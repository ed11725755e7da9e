import { productEditorApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The seller cabinet's product editor: category fields, photo upload, create, read for editing, update. */
export const productEditorRoutes: FastifyPluginAsync = async (app) => {
  const { productEditor } = app.services;

  serve(app, productEditorApi.categoryFields, (request) =>
    productEditor.categoryFields(request.params.id, request.lang),
  );

  serve(app, productEditorApi.uploadPhoto, async (request) => {
    const image = await uploadedImage(request);
    return productEditor.uploadPhoto(callerOf(request), request.query.shopId, image);
  });

  serve(app, productEditorApi.create, (request) =>
    productEditor.create(callerOf(request), request.query.shopId, request.body),
  );

  serve(app, productEditorApi.editable, (request) =>
    productEditor.editable(callerOf(request), request.query.shopId, request.params.id),
  );

  serve(app, productEditorApi.update, (request) =>
    productEditor.update(callerOf(request), request.query.shopId, request.params.id, request.body),
  );
};
