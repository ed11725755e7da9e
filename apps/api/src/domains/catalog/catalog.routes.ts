import {
  CategoryIdParams,
  CategoryRef,
  CategoryTreeNode,
  CategoryWithChildren,
  ComboByCodeQuery,
  ComboDetail,
  ComboSummary,
  Id,
  LangQuery,
  Problem,
  ProductBySlugQuery,
  ProductDetail,
  ProductListQuery,
  ProductListResult,
  ProductRequestBody,
  SitemapPage,
  SitemapPageQuery,
  SubCategoryQuery,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['catalog'];

/** The spec's Category calls (section 7), plus Shop/GetCategories: the whole tree. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get(
    '/Category/GetParentCategory',
    {
      schema: {
        tags,
        summary: 'Top-level categories with their subcategories',
        querystring: LangQuery,
        response: { 200: z.array(CategoryWithChildren) },
      },
    },
    (request) => catalog.parentCategories(request.lang),
  );

  app.get(
    '/Category/GetSubCategory',
    {
      schema: {
        tags,
        summary: 'Children of a category',
        querystring: SubCategoryQuery,
        response: { 200: z.array(CategoryWithChildren) },
      },
    },
    (request) => catalog.subCategories(request.query.id, request.lang),
  );

  app.get(
    '/Category/getcategoryparents/:id',
    {
      schema: {
        tags,
        summary: 'Breadcrumbs from the top level down to the category',
        params: CategoryIdParams,
        response: { 200: z.array(CategoryRef) },
      },
    },
    (request) => catalog.categoryParents(request.params.id, request.lang),
  );

  app.get(
    '/Category/:id',
    {
      schema: {
        tags,
        summary: 'One category with its children',
        params: CategoryIdParams,
        querystring: LangQuery,
        response: { 200: CategoryWithChildren },
      },
    },
    (request) => catalog.category(request.params.id, request.lang),
  );

  app.get(
    '/Shop/GetCategories',
    {
      schema: {
        tags,
        summary: 'The whole category tree',
        querystring: LangQuery,
        response: { 200: z.array(CategoryTreeNode) },
      },
    },
    (request) => catalog.tree(request.lang),
  );

  app.get(
    '/Product/GetList',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Published products, optionally of a category and its descendants: paged, sorted, filtered, with facet counts',
        querystring: ProductListQuery.extend({ categoryId: Id.optional() }),
        response: { 200: ProductListResult, 400: Problem, 404: Problem },
      },
    },
    (request) => catalog.listProducts(request.query, request.lang),
  );

  app.get(
    '/Product/GetBySlug',
    {
      schema: {
        tags,
        summary:
          'The product page: photos, prices, variants, properties, shop, similar and promoted products',
        querystring: ProductBySlugQuery,
        response: { 200: ProductDetail, 400: Problem, 404: Problem },
      },
    },
    (request) => catalog.productBySlug(request.query.slug, request.lang),
  );

  app.post(
    '/Product/SendRequest',
    {
      schema: {
        tags,
        summary: 'Ask about a product that is out of stock; its seller sees the request',
        body: ProductRequestBody,
        response: { 201: z.object({ id: z.number().int() }), 400: Problem, 404: Problem, 422: Problem },
      },
    },
    async (request, reply) => {
      const caller = request.bearerToken
        ? await app.services.accounts.authenticate(request.bearerToken)
        : null;
      const id = await catalog.sendProductRequest(request.body, caller?.userId ?? null);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/Combo/GetByCode',
    {
      schema: {
        tags,
        summary: 'The combo page: its products, price against buying apart, other combos',
        querystring: ComboByCodeQuery,
        response: { 200: ComboDetail, 400: Problem, 404: Problem },
      },
    },
    (request) => catalog.comboByCode(request.query.code),
  );

  app.get(
    '/Combo/GetList',
    {
      schema: {
        tags,
        summary: 'Combos on sale, newest first',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(48).default(12),
          lang: z.string().optional(),
        }),
        response: { 200: z.array(ComboSummary), 400: Problem },
      },
    },
    (request) => catalog.combos(request.query.limit),
  );

  app.get(
    '/Product/GetSitemapPage',
    {
      schema: {
        tags,
        summary: 'Addresses of published products for sitemap.xml, 50,000 per page',
        querystring: SitemapPageQuery,
        response: { 200: SitemapPage, 400: Problem },
      },
    },
    (request) => catalog.sitemapPage(request.query.page, request.query.pageSize),
  );
};
