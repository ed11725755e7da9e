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
  contact: defineRoute({
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
