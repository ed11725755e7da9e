import { catalogApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** The spec's Category calls (section 7), plus Shop/GetCategories: the whole tree. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const { catalog } = app.services;

  serve(app, catalogApi.parentCategories, (request) => catalog.parentCategories(request.lang));

  serve(app, catalogApi.subCategories, (request) => catalog.subCategories(request.query.id, request.lang));

  serve(app, catalogApi.categoryParents, (request) =>
    catalog.categoryParents(request.params.id, request.lang),
  );

  serve(app, catalogApi.category, (request) => catalog.category(request.params.id, request.lang));

  serve(app, catalogApi.tree, (request) => catalog.tree(request.lang));

  serve(app, catalogApi.productList, (request) => catalog.listProducts(request.query, request.lang));

  serve(app, catalogApi.productBySlug, (request) => catalog.productBySlug(request.query.slug, request.lang));

  serve(app, catalogApi.sendProductRequest, async (request) => {
    const caller = request.bearerToken ? await app.services.signIn.authenticate(request.bearerToken) : null;
    const id = await catalog.sendProductRequest(request.body, caller?.userId ?? null);
    return { id };
  });

  serve(app, catalogApi.comboByCode, (request) => catalog.comboByCode(request.query.code));

  serve(app, catalogApi.combos, (request) => catalog.combos(request.query.limit));

  serve(app, catalogApi.sitemapPage, (request) =>
    catalog.sitemapPage(request.query.page, request.query.pageSize),
  );
};
