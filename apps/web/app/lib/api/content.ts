import { type ContactMessageBody, contentApi, type PageSlug } from '@bazar/contracts';
import type { Call } from './call';

/** The legal pages, the blog, the help centre's questions and its support hours. */
export function contentCalls(call: Call) {
  return {
    page: (slug: PageSlug) => call(contentApi.page, { query: { slug } }),
    blogList: (page: number) => call(contentApi.blog, { query: { page } }),
    blogArticle: (blogId: number) => call(contentApi.blogArticle, { query: { blogId } }),
    faq: () => call(contentApi.faq, { query: {} }),
    supportHours: () => call(contentApi.supportHours, {}),
    sendContactMessage: (body: ContactMessageBody) => call(contentApi.contact, { body }),
  };
}
