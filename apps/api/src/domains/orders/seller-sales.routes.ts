import { Problem, SalesPage, SalesQuery, Statistics, StatisticsQuery } from '@bazar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';

const tags = ['seller cabinet'];
const security = [{ bearerAuth: [] }];
const problems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 422: Problem };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The seller cabinet's sales and statistics (SEL-06, SEL-09): sellers their own shop, staff a named one. */
export const sellerSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.services.sellerSales;
  const member = app.requireUser();

  app.get(
    '/Shop/Sales',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary:
          "The shop's sale rows, newest first: one per order item with its sale price and whether it " +
          'sold (delivered), is in progress, or did not sell (cancelled, refused, returned). ' +
          '`selling` holds sold and in-progress rows, `not-selling` the rest; days are Baku days',
        querystring: SalesQuery,
        response: { 200: SalesPage, ...problems },
      },
    },
    (request) => sales.sales(callerOf(request), request.query),
  );

  app.get(
    '/Shop/Statistics',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary:
          'Revenue, orders, items, average order and cancellation rate per Baku day, week or month ' +
          '(empty periods as zeros), totals and the ten best sellers; the last 30 days by default',
        querystring: StatisticsQuery,
        response: { 200: Statistics, ...problems },
      },
    },
    (request) => sales.statistics(callerOf(request), request.query),
  );

  app.get(
    '/Shop/Statistics/Export',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        summary: 'The same statistics as an .xlsx workbook: periods with totals, and the best sellers',
        querystring: StatisticsQuery,
        produces: [xlsxType],
        response: { 200: z.any().describe('The .xlsx workbook'), ...problems },
      },
    },
    async (request, reply) => {
      const file = await sales.statisticsFile(callerOf(request), request.query, request.lang);
      return reply
        .type(xlsxType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
