import { z } from 'zod';
import { LangQuery, pageOf } from '../common';
import {
  BlogArticle,
  BlogByIdQuery,
  BlogListQuery,
  BlogSummary,
  ContentPage,
  ContentPageQuery,
  FaqEntry,
} from '../content';
import { defineRoute } from './route';

/** The blog, the legal pages and the help centre's questions. */
export const contentApi = {
  blog: defineRoute({
    method: 'GET',
    path: '/Blog',
    tags: ['content'],
    access: 'public',
    summary: 'Blog articles, newest first',
    query: BlogListQuery,
    answer: pageOf(BlogSummary),
    errors: [400],
  }),
  blogArticle: defineRoute({
    method: 'GET',
    path: '/Blog/GetById',
    tags: ['content'],
    access: 'public',
    summary: 'One blog article',
    query: BlogByIdQuery,
    answer: BlogArticle,
    errors: [400, 404],
  }),
  page: defineRoute({
    method: 'GET',
    path: '/Content/GetPage',
    tags: ['content'],
    access: 'public',
    summary: 'Buyer agreement, privacy policy or GDPR page',
    query: ContentPageQuery,
    answer: ContentPage,
    errors: [400, 404],
  }),
  faq: defineRoute({
    method: 'GET',
    path: '/Faq',
    tags: ['content'],
    access: 'public',
    summary: 'Help centre questions and answers',
    query: LangQuery,
    answer: z.array(FaqEntry),
    errors: [],
  }),
} as const;
