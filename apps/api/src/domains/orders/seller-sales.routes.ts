import { sellerSalesApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/** The seller cabinet's sales and statistics (SEL-06, SEL-09): sellers their own shop, staff a named one. */
export const sellerSalesRoutes: FastifyPluginAsync = async (app) => {
  const sales = app.services.sellerSales;

  serve(app, sellerSalesApi.sales, (request) => sales.sales(callerOf(request), request.query));

  serve(app, sellerSalesApi.statistics, (request) => sales.statistics(callerOf(request), request.query));

  serve(app, sellerSalesApi.statisticsExport, async (request, reply) => {
    const file = await sales.statisticsFile(callerOf(request), request.query, request.lang);
    return reply
      .type(sellerSalesApi.statisticsExport.produces)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};
