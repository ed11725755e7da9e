import { backofficeCatalogueApi as api } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's category tree and each category's fields (issue 17), for Staff and Admin. */
export const categoriesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { categoriesAdmin: categories } = app.services;

  serve(app, api.categories, () => categories.list());
  serve(app, api.category, (request) => categories.get(request.params.id));
  serve(app, api.createCategory, (request) => categories.create(callerOf(request), request.body));
  serve(app, api.editCategory, (request) =>
    categories.edit(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.moveCategory, (request) =>
    categories.move(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.categoryVisibility, (request) =>
    categories.setVisibility(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteCategory, async (request) => {
    await categories.remove(callerOf(request), request.params.id);
    return null;
  });

  serve(app, api.categoryFields, (request) => categories.fields(request.params.id));
  serve(app, api.addCategoryField, (request) =>
    categories.addField(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.editCategoryField, (request) =>
    categories.editField(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.moveCategoryField, (request) =>
    categories.moveField(callerOf(request), request.params.id, request.body.position),
  );
  serve(app, api.deleteCategoryField, async (request) => {
    await categories.removeField(callerOf(request), request.params.id);
    return null;
  });
};
