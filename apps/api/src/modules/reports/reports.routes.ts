import { reportRangeQuery, salesReportResponse } from '@pazaryeri/contract/reports/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { getSalesReport } from './reports.service';

const tags = ['reports'];

/** Seller reports, under /api/sellerReportRoute (the spec's path). */
export default async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/sales-report', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Satış raporu. Tarihler YYYY-AA-GG (Türkiye saati); varsayılan son 30 gün, en fazla 366 gün.',
      querystring: reportRangeQuery,
      response: { 200: salesReportResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => getSalesReport(app.db, request.user!.id, request.query),
  });
}
