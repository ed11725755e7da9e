import { z } from 'zod';
import { ContactMessageBody, ContactMessageSent } from '../backoffice-content';
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
import { SupportDesk } from '../support-hours';
import { defineRoute } from './route';

/** The blog, the legal pages and the help centre's questions. */
export const contentApi = {
  blog: defineRoute({
    operationId: 'listBlogPosts',
    method: 'GET',
    path: '/Blog',
    tags: ['content'],
    access: 'public',
    cache: 'etag',
    summary: 'Blog articles, newest first',
    query: BlogListQuery,
    answer: pageOf(BlogSummary),
    errors: [400],
  }),
  blogArticle: defineRoute({
    operationId: 'getBlogPost',
    method: 'GET',
    path: '/Blog/GetById',
    tags: ['content'],
    access: 'public',
    cache: 'etag',
    summary: 'One blog article',
    query: BlogByIdQuery,
    answer: BlogArticle,
    errors: [400, 404],
  }),
  page: defineRoute({
    operationId: 'getContentPage',
    method: 'GET',
    path: '/Content/GetPage',
    tags: ['content'],
    access: 'public',
    cache: 'etag',
    summary: 'Buyer agreement, privacy policy or GDPR page',
    query: ContentPageQuery,
    answer: ContentPage,
    errors: [400, 404],
  }),
  faq: defineRoute({
    operationId: 'getFaq',
    method: 'GET',
    path: '/Faq',
    tags: ['content'],
    access: 'public',
    cache: 'etag',
    summary: 'Help centre questions and answers',
    query: LangQuery,
    answer: z.array(FaqEntry),
    errors: [],
  }),
  supportHours: defineRoute({
    operationId: 'getSupportHours',
    method: 'GET',
    path: '/Content/SupportHours',
    tags: ['content'],
    access: 'public',
    summary:
      "Support's working days and hours (Baku time), its phone line, and whether it is open now or when it opens next (spec CNT-09)",
    answer: SupportDesk,
    errors: [],
  }),
  contact: defineRoute({
    operationId: 'sendContactMessage',
    method: 'POST',
    path: '/Content/Contact',
    tags: ['content'],
    access: 'optional',
    summary:
      "A message from help and contacts (spec CNT-06): a name and a phone or an e-mail (a signed-in member's come from the profile when left out), a subject and the text; limited per address",
    body: ContactMessageBody,
    status: 201,
    answer: ContactMessageSent,
    errors: [400, 401, 429],
  }),
} as const;
