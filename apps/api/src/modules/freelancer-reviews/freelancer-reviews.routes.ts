import { idParam, messageResponse } from '@pazaryeri/contract';
import {
  createFreelancerReviewBody,
  freelanceMessages,
  freelancerReviewListQuery,
  freelancerReviewListResponse,
  freelancerReviewResponse,
} from '@pazaryeri/contract/freelance/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { createFreelancerReview, deleteFreelancerReview, getFreelancerReview, listStoreFreelancerReviews } from './freelancer-reviews.service';

const tags = ['freelancer reviews'];

/** /api/reviews: freelancer reviews (spec §7 Reviews, freelancer). Product reviews are /api/comment. */
export default async function freelancerReviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Yalnızca bu mağazadan tamamlanmış bir teklif siparişi olan alıcı; sipariş başına bir kez. {orderId, rating 1–5, comment}.',
      body: createFreelancerReviewBody,
      response: { 201: freelancerReviewResponse, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const review = await createFreelancerReview(app.db, request.user!, request.body);
      return reply.status(201).send({ message: freelanceMessages.reviewCreated, review });
    },
  });

  app.get('/seller/:id', {
    schema: {
      tags,
      description: 'Mağazanın serbest çalışan değerlendirmeleri (en yeni önce, sayfada 10), ortalaması ve sayısı.',
      params: idParam,
      querystring: freelancerReviewListQuery,
      response: { 200: freelancerReviewListResponse, ...errors(400) },
    },
    handler: async (request) => listStoreFreelancerReviews(app.db, request.params.id, request.query.page, request.query.limit),
  });

  app.get('/:id', {
    schema: { tags, params: idParam, response: { 200: freelancerReviewResponse, ...errors(404) } },
    handler: async (request) => ({ review: await getFreelancerReview(app.db, request.params.id) }),
  });

  app.delete('/:id', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Yalnızca yazarı (ya da yönetici).', params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
    handler: async (request) => {
      await deleteFreelancerReview(app.db, request.user!, request.params.id);
      return { message: freelanceMessages.reviewDeleted };
    },
  });
}
