import { idParam } from '@pazaryeri/contract';
import { adminReviewResponse, adminReviewsQuery, adminReviewsResponse, hideReviewBody } from '@pazaryeri/contract/reviews/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { listAdminReviews, moderateReview } from './reviews.admin';

const tags = ['admin'];

/** /api/admin/reviews…: moderation of product reviews. Every route is admin-only. */
export default async function adminReviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/reviews', {
    schema: {
      tags,
      security: bearer,
      description: 'Durumu verilen değerlendirmeler (varsayılan: onay bekleyenler), en yeni önce.',
      querystring: adminReviewsQuery,
      response: { 200: adminReviewsResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listAdminReviews(app.db, request.query),
  });

  app.put('/reviews/:id/approve', {
    schema: { tags, security: bearer, description: 'Değerlendirmeyi yayınlar (onay bekleyen ya da gizlenmiş).', params: idParam, response: { 200: adminReviewResponse, ...errors(401, 403, 404) } },
    handler: async (request) => moderateReview(app.db, request.params.id, { status: 'published' }),
  });

  app.put('/reviews/:id/hide', {
    schema: {
      tags,
      security: bearer,
      description: 'Değerlendirmeyi gerekçesiyle gizler; yazarı gerekçeyi Değerlendirmelerim sayfasında görür.',
      params: idParam,
      body: hideReviewBody,
      response: { 200: adminReviewResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => moderateReview(app.db, request.params.id, { status: 'hidden', reason: request.body.reason }),
  });
}
