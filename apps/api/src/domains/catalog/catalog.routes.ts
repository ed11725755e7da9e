import {
  CategoryIdParams,
  CategoryRef,
  CategoryTreeNode,
  CategoryWithChildren,
  Id,
  LangQuery,
  Problem,
  ProductListQuery,
  ProductListResult,
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
    (request) => catalog.listProducts(request.query),
  );
};
