import { backofficeCreditRequestsApi, creditRequestsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** Credit requests (PAY-05): the member's calls, and the back office's review for Staff and Admin. */
export const creditRequestsRoutes: FastifyPluginAsync = async (app) => {
  const { creditRequests } = app.services;
  const member = creditRequestsApi;
  const office = backofficeCreditRequestsApi;

  serve(app, member.quote, (request) => creditRequests.quote(callerOf(request), request.body));
  serve(app, member.submit, (request) =>
    creditRequests.submit(callerOf(request), request.body, request.lang, request.headers['idempotency-key']),
  );
  serve(app, member.mine, (request) => creditRequests.mine(callerOf(request), request.query));
  serve(app, member.detail, (request) =>
    creditRequests.detail(callerOf(request), request.params.id, request.lang),
  );

  serve(app, office.list, (request) => creditRequests.adminList(request.query));
  serve(app, office.detail, (request) =>
    creditRequests.adminDetail(callerOf(request), request.params.id, request.lang),
  );
  serve(app, office.decide, (request) =>
    creditRequests.decide(callerOf(request), request.params.id, request.body, request.lang),
  );
};
