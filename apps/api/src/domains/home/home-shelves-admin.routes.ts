import { backofficeHomeApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The back office's home page shelves (issue 17), for Staff and Admin. */
export const homeShelvesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { homeShelvesAdmin: shelves } = app.services;
  const api = backofficeHomeApi;

  serve(app, api.shelves, (request) => shelves.list(request.lang));
  serve(app, api.createShelf, (request) => shelves.create(callerOf(request), request.body, request.lang));
  serve(app, api.editShelf, (request) =>
    shelves.edit(callerOf(request), request.params.id, request.body, request.lang),
  );
  serve(app, api.moveShelf, (request) =>
    shelves.move(callerOf(request), request.params.id, request.body, request.lang),
  );
  serve(app, api.shelfVisibility, (request) =>
    shelves.visibility(callerOf(request), request.params.id, request.body, request.lang),
  );
  serve(app, api.deleteShelf, (request) => shelves.remove(callerOf(request), request.params.id));
};
