import {
  BlogArticle,
  BlogByIdQuery,
  BlogListQuery,
  BlogSummary,
  ContentPage,
  ContentPageQuery,
  FaqEntry,
  LangQuery,
  pageOf,
} from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;

  app.get(
    '/Blog',
    {
      schema: {
        tags,
        summary: 'Blog articles, newest first',
        querystring: BlogListQuery,
        response: { 200: pageOf(BlogSummary) },
      },
    },
    (request) => content.blogList(request.query.page, request.query.pageSize, request.lang),
  );

  app.get(
    '/Blog/GetById',
    {
      schema: {
        tags,
        summary: 'One blog article',
        querystring: BlogByIdQuery,
        response: { 200: BlogArticle },
      },
    },
    (request) => content.blogArticle(request.query.blogId, request.lang),
  );

  app.get(
    '/Content/GetPage',
    {
      schema: {
        tags,
        summary: 'Buyer agreement, privacy policy or GDPR page',
        querystring: ContentPageQuery,
        response: { 200: ContentPage },
      },
    },
    (request) => content.page(request.query.slug, request.lang),
  );

  app.get(
    '/Faq',
    {
      schema: {
        tags,
        summary: 'Help centre questions and answers',
        querystring: LangQuery,
        response: { 200: z.array(FaqEntry) },
      },
    },
    (request) => content.faq(request.lang),
  );
};
