import { contentApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../plugins/contract';

/** The blog, the legal pages, the help centre's questions and its message form. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.services;

  serve(app, contentApi.blog, (request) =>
    content.blogList(request.query.page, request.query.pageSize, request.lang),
  );

  serve(app, contentApi.blogArticle, (request) => content.blogArticle(request.query.blogId, request.lang));

  serve(app, contentApi.page, (request) => content.page(request.query.slug, request.lang));

  serve(app, contentApi.faq, (request) => content.faq(request.lang));

  serve(app, contentApi.supportHours, () => content.supportDesk());

  serve(app, contentApi.contact, async (request) => {
    await app.limits.consume(request, 'contactPerIp', request.ip);
    // The confirmation goes to the phone, else to the e-mail: that one is counted.
    const recipient = request.body.phone ?? request.body.email;
    if (recipient) await app.limits.consume(request, 'contactPerRecipient', recipient);
    return content.contact(request.caller, request.body, request.lang);
  });
};
