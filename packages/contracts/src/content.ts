import { z } from 'zod';
import { Id, LangQuery, PageQuery } from './common';

export const PageSlug = z.enum(['buyer-agreement', 'privacy-policy', 'gdpr']);
export type PageSlug = z.infer<typeof PageSlug>;

/**
 * A legal page: the text in force (since `effectiveAt`), and the next text already published for a
 * later date, announced before it takes effect (spec PRV-03).
 */
export const ContentPage = z.object({
  slug: PageSlug,
  title: z.string(),
  body: z.string(),
  /** The number of the version in force (from 1); null while the page has only its first text. */
  version: z.number().int().nullable(),
  effectiveAt: z.string().nullable(),
  upcoming: z.object({ title: z.string(), body: z.string(), effectiveAt: z.string() }).nullable(),
});
export type ContentPage = z.infer<typeof ContentPage>;
export const ContentPageQuery = LangQuery.extend({ slug: PageSlug });

export const BlogSummary = z.object({
  id: z.number().int(),
  /** The canonical slug: id, a dash, then the title slug. */
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  /** The article's date on the blog: when it was published. */
  createdAt: z.string(),
});
export type BlogSummary = z.infer<typeof BlogSummary>;

export const BlogArticle = BlogSummary.extend({
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.string(),
  description: z.string(),
  blogGalleries: z.array(z.object({ photo: z.string() })),
});
export type BlogArticle = z.infer<typeof BlogArticle>;

export const BlogListQuery = PageQuery.extend(LangQuery.shape).extend({
  pageSize: z.coerce.number().int().min(1).max(60).default(12),
});
export const BlogByIdQuery = LangQuery.extend({ blogId: Id });

/** What the help centre groups its questions by, in the order the groups show. */
export const faqTopics = ['orders', 'delivery', 'payment', 'returns', 'account', 'other'] as const;
export const FaqTopic = z.enum(faqTopics, { message: 'validation.invalid' });
export type FaqTopic = z.infer<typeof FaqTopic>;

export const FaqEntry = z.object({
  id: z.number().int(),
  topic: FaqTopic,
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;
