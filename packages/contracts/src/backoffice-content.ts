import { z } from 'zod';
import { PhoneNumber } from './accounts';
import { PageQuery, pageOf } from './common';
import { FaqTopic, PageSlug } from './content';
import { UploadedImage } from './product-editor';

/**
 * The back office's content (issue 17): blog articles, the FAQ, versions of the legal pages and the
 * help-and-contacts inbox. Rich text is sanitized by the API when it is saved.
 */

/** Where the back office's uploaded blog pictures are kept under the uploads folder. */
export const blogPictureFolder = 'blog/uploads';

const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ message: 'validation.invalid' }).trim().max(max, 'validation.tooLong'),
  );

/** The same text in the three languages, each required. */
const localizedRequired = (max: number) =>
  z.object({ az: requiredText(max), en: requiredText(max), ru: requiredText(max) }).strict();
/** The same text in the three languages, each may be empty. */
const localizedOptional = (max: number) =>
  z.object({ az: optionalText(max), en: optionalText(max), ru: optionalText(max) }).strict();

const LocalizedText = z.object({ az: z.string(), en: z.string(), ru: z.string() });

/** A moment given as an ISO date-time (with its offset); null where the call says what null means. */
const Moment = z.iso.datetime({ offset: true, message: 'validation.invalidDate' });

/** A back-office list's page: 20 unless the operator picks another, at most 100. */
const contentPage = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// ---------------------------------------------------------------- blog

export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A blog picture already uploaded (`POST Admin/Media/BlogPicture`) or one an article has, by its path. */
export const BlogPicturePath = z
  .string({ message: 'admin.content.pictureInvalid' })
  .regex(/^blog\/[A-Za-z0-9_/.-]+\.webp$/, 'admin.content.pictureInvalid')
  .max(200, 'admin.content.pictureInvalid');

export const maxBlogGallery = 20;

/** Where an article is: a draft, waiting for its publish date, or on the blog. */
export const BlogPostState = z.enum(['draft', 'scheduled', 'published']);
export type BlogPostState = z.infer<typeof BlogPostState>;

/** `GET Admin/Blog`: every article, drafts too, newest first; `state` narrows it. */
export const AdminBlogQuery = contentPage.extend({
  state: z.preprocess((value) => (value === '' ? undefined : value), BlogPostState.optional()),
});
export type AdminBlogQuery = z.infer<typeof AdminBlogQuery>;

export const AdminBlogRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the request's language. */
  title: z.string(),
  image: z.string(),
  state: BlogPostState,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBlogRow = z.infer<typeof AdminBlogRow>;

export const AdminBlogPage = pageOf(AdminBlogRow);
export type AdminBlogPage = z.infer<typeof AdminBlogPage>;

/** `POST Admin/Blog`, `PUT Admin/Blog/{id}`: the whole article. */
export const BlogPostBody = z
  .object({
    slug: requiredText(120).regex(blogSlugPattern, 'admin.content.slugFormat'),
    title: localizedRequired(200),
    metaTitle: localizedOptional(200),
    metaDescription: localizedOptional(400),
    keywords: localizedOptional(400),
    /** HTML per language; the API keeps what the product description keeps. */
    body: z
      .object({
        az: requiredText(100_000),
        en: requiredText(100_000),
        ru: requiredText(100_000),
      })
      .strict(),
    image: BlogPicturePath,
    gallery: z.array(BlogPicturePath).max(maxBlogGallery, 'admin.content.galleryTooLong').default([]),
    /** When it shows on the blog: now, a later moment, or null for a draft. */
    publishedAt: Moment.nullable(),
  })
  .strict();
export type BlogPostBody = z.infer<typeof BlogPostBody>;
export type BlogPostInput = z.input<typeof BlogPostBody>;

/** An article as the back office edits it: every language. */
export const AdminBlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: LocalizedText,
  metaTitle: LocalizedText,
  metaDescription: LocalizedText,
  keywords: LocalizedText,
  body: LocalizedText,
  image: UploadedImage,
  gallery: z.array(UploadedImage),
  state: BlogPostState,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPost>;

// ---------------------------------------------------------------- FAQ

export const AdminFaqEntry = z.object({
  id: z.number().int(),
  topic: FaqTopic,
  question: LocalizedText,
  answer: LocalizedText,
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminFaqEntry = z.infer<typeof AdminFaqEntry>;

export const AdminFaqList = z.object({ items: z.array(AdminFaqEntry) });
export type AdminFaqList = z.infer<typeof AdminFaqList>;

/** `POST Admin/Faq`, `PUT Admin/Faq/{id}`: its topic and plain text in three languages; a new entry goes last. */
export const FaqEntryBody = z
  .object({
    topic: FaqTopic,
    question: localizedRequired(300),
    answer: localizedRequired(4000),
    hidden: z.boolean().default(false),
  })
  .strict();
export type FaqEntryBody = z.infer<typeof FaqEntryBody>;

/** `POST Admin/Faq/{id}/Move`: one place up or down. */
export const MoveFaqBody = z
  .object({ direction: z.enum(['up', 'down'], { message: 'validation.invalid' }) })
  .strict();
export type MoveFaqBody = z.infer<typeof MoveFaqBody>;

/** `POST Admin/Faq/{id}/Visibility`. */
export const FaqVisibilityBody = z.object({ hidden: z.boolean({ message: 'validation.invalid' }) }).strict();
export type FaqVisibilityBody = z.infer<typeof FaqVisibilityBody>;

// ---------------------------------------------------------------- legal pages

export const PageSlugParams = z.object({ slug: PageSlug });

export const PageVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: LocalizedText,
  body: LocalizedText,
  effectiveAt: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
  /** in-force: what binds users now; upcoming: announced, not yet in force; past: replaced. */
  state: z.enum(['in-force', 'upcoming', 'past']),
});
export type PageVersion = z.infer<typeof PageVersion>;

/** One legal page in the back office's list: its text in force and the next one announced. */
export const AdminPageSummary = z.object({
  slug: PageSlug,
  title: z.string(),
  inForce: z.object({ version: z.number().int(), effectiveAt: z.string() }).nullable(),
  upcoming: z.object({ version: z.number().int(), effectiveAt: z.string() }).nullable(),
  versions: z.number().int(),
});
export type AdminPageSummary = z.infer<typeof AdminPageSummary>;

export const AdminPageList = z.object({ items: z.array(AdminPageSummary) });
export type AdminPageList = z.infer<typeof AdminPageList>;

export const AdminPageVersions = z.object({ slug: PageSlug, versions: z.array(PageVersion) });
export type AdminPageVersions = z.infer<typeof AdminPageVersions>;

/** `POST Admin/Pages/{slug}/Versions`: a new text, in force now (null) or from a later moment. */
export const PageVersionBody = z
  .object({
    title: localizedRequired(200),
    body: z
      .object({
        az: requiredText(200_000),
        en: requiredText(200_000),
        ru: requiredText(200_000),
      })
      .strict(),
    effectiveAt: Moment.nullable(),
  })
  .strict();
export type PageVersionBody = z.infer<typeof PageVersionBody>;

// ---------------------------------------------------------------- contact messages

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** `POST Content/Contact`: a member's name, phone and e-mail come from the profile when left out. */
export const ContactMessageBody = z
  .object({
    name: z.preprocess(blankToUndefined, requiredText(100).optional()),
    phone: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/[\s()+-]/g, '') : value),
      z.preprocess(blankToUndefined, PhoneNumber.optional()),
    ),
    email: z.preprocess(
      blankToUndefined,
      requiredText(254)
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.invalidEmail')
        .optional(),
    ),
    subject: requiredText(200),
    text: requiredText(4000),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof ContactMessageBody>;

export const ContactMessageSent = z.object({ id: z.number().int() });

export const contactStatuses = ['new', 'answered', 'done'] as const;
export const ContactStatus = z.enum(contactStatuses, { message: 'validation.invalid' });
export type ContactStatus = z.infer<typeof ContactStatus>;

/** `GET Admin/ContactMessages`: one status; new messages the longest waiting first, the others newest first. */
export const ContactMessagesQuery = contentPage.extend({
  status: z.preprocess((value) => (value === '' || value === undefined ? 'new' : value), ContactStatus),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;

export const ContactMessage = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  lang: z.string(),
  status: ContactStatus,
  answer: z.string().nullable(),
  answeredVia: z.enum(['sms', 'email']).nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessagePage = pageOf(ContactMessage, {
  /** How many messages each status has, for the tabs. */
  counts: z.object({ new: z.number().int(), answered: z.number().int(), done: z.number().int() }),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

/** An SMS is at most three parts long. */
export const maxSmsAnswer = 450;

/**
 * `POST Admin/ContactMessages/{id}/Answer`: `sms` texts the answer to the sender's phone; `email`
 * records the answer the operator sent from the support mailbox (the API sends no e-mail yet).
 */
export const ContactAnswerBody = z
  .object({
    channel: z.enum(['sms', 'email'], { message: 'validation.invalid' }),
    text: requiredText(4000),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.channel === 'sms' && body.text.length > maxSmsAnswer)
      context.addIssue({ code: 'custom', path: ['text'], message: 'admin.content.smsTooLong' });
  });
export type ContactAnswerBody = z.infer<typeof ContactAnswerBody>;
