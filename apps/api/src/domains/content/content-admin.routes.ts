import { backofficeContentApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's content calls (issue 17): blog, FAQ, legal page versions and the contact inbox. */
export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  const { contentAdmin: content, contactInbox: inbox } = app.services;
  const api = backofficeContentApi;

  serve(app, api.blogPosts, (request) => content.blogPosts(request.query, request.lang));
  serve(app, api.blogPost, (request) => content.blogPost(request.params.id));
  serve(app, api.createBlogPost, (request) => content.createBlogPost(callerOf(request), request.body));
  serve(app, api.updateBlogPost, (request) =>
    content.updateBlogPost(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteBlogPost, async (request) => {
    await content.deleteBlogPost(callerOf(request), request.params.id);
    return null;
  });
  serve(app, api.uploadBlogPicture, async (request) => content.uploadPicture(await uploadedImage(request)));

  serve(app, api.faqEntries, () => content.faq());
  serve(app, api.createFaqEntry, (request) => content.createFaq(callerOf(request), request.body));
  serve(app, api.updateFaqEntry, (request) =>
    content.updateFaq(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.moveFaqEntry, (request) =>
    content.moveFaq(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.setFaqVisibility, (request) =>
    content.setFaqVisibility(callerOf(request), request.params.id, request.body.hidden),
  );
  serve(app, api.deleteFaqEntry, async (request) => {
    await content.deleteFaq(callerOf(request), request.params.id);
    return null;
  });

  serve(app, api.pages, (request) => content.pages(request.lang));
  serve(app, api.pageVersions, (request) => content.pageVersions(request.params.slug));
  serve(app, api.publishPageVersion, (request) =>
    content.publishPageVersion(callerOf(request), request.params.slug, request.body),
  );

  serve(app, api.contactMessages, (request) => inbox.list(request.query));
  serve(app, api.contactMessage, (request) => inbox.message(request.params.id));
  serve(app, api.answerContactMessage, (request) =>
    inbox.answer(callerOf(request), request.params.id, request.body),
  );
  serve(app, api.closeContactMessage, (request) => inbox.close(callerOf(request), request.params.id));
};
