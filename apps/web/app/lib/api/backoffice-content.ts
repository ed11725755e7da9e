import {
  type AdminBlogQuery,
  type BlogPostInput,
  backofficeContentApi,
  type ContactAnswerBody,
  type ContactMessagesQuery,
  type FaqEntryBody,
  type MoveFaqBody,
  type PageSlug,
  type PageVersionBody,
} from '@bazar/contracts';
import type { Call } from './call';

/** The back office's content: blog articles, the FAQ, legal page versions and the contact inbox. */
export function backofficeContentCalls(call: Call) {
  const api = backofficeContentApi;
  return {
    adminBlogPosts: (query: Partial<AdminBlogQuery>) => call(api.blogPosts, { query }),
    adminBlogPost: (id: number) => call(api.blogPost, { params: { id } }),
    createBlogPost: (body: BlogPostInput) => call(api.createBlogPost, { body }),
    updateBlogPost: (id: number, body: BlogPostInput) => call(api.updateBlogPost, { params: { id }, body }),
    deleteBlogPost: (id: number) => call(api.deleteBlogPost, { params: { id } }),
    uploadBlogPicture: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return call(api.uploadBlogPicture, { body: form });
    },

    adminFaq: () => call(api.faqEntries, {}),
    createFaqEntry: (body: FaqEntryBody) => call(api.createFaqEntry, { body }),
    updateFaqEntry: (id: number, body: FaqEntryBody) => call(api.updateFaqEntry, { params: { id }, body }),
    moveFaqEntry: (id: number, body: MoveFaqBody) => call(api.moveFaqEntry, { params: { id }, body }),
    setFaqVisibility: (id: number, hidden: boolean) =>
      call(api.setFaqVisibility, { params: { id }, body: { hidden } }),
    deleteFaqEntry: (id: number) => call(api.deleteFaqEntry, { params: { id } }),

    adminPages: () => call(api.pages, {}),
    adminPageVersions: (slug: PageSlug) => call(api.pageVersions, { params: { slug } }),
    publishPageVersion: (slug: PageSlug, body: PageVersionBody) =>
      call(api.publishPageVersion, { params: { slug }, body }),

    contactMessages: (query: ContactMessagesQuery) => call(api.contactMessages, { query }),
    contactMessage: (id: number) => call(api.contactMessage, { params: { id } }),
    answerContactMessage: (id: number, body: ContactAnswerBody) =>
      call(api.answerContactMessage, { params: { id }, body }),
    closeContactMessage: (id: number) => call(api.closeContactMessage, { params: { id } }),
  };
}
