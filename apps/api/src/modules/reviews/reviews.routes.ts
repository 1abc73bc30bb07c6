import {
  createReviewBody,
  deleteReviewResponse,
  likeReviewBody,
  likeReviewResponse,
  myReviewsResponse,
  pendingReviewsResponse,
  productReviewsQuery,
  productReviewsResponse,
  replyReviewBody,
  reviewIdParam,
  reviewListQuery,
  reviewProductIdParam,
  reviewResponse,
  sellerReviewsQuery,
  sellerReviewsResponse,
  updateReviewBody,
} from '@pazaryeri/contract/reviews/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { storeReplyRoute } from '../../lib/store-reply-route';
import { inviteToReview } from './reviews.invitations';
import { photoUploadsOf } from './reviews.photos';
import {
  createReview,
  deleteReview,
  likeReview,
  listMyReviews,
  listPendingReviews,
  listProductReviews,
  listStoreReviews,
  replyToReview,
  unlikeReview,
  updateReview,
} from './reviews.service';

const tags = ['reviews'];

/** /api/comment: product reviews (spec §7 "Reviews (product)"). A `userId` in a body is ignored. */
export default async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => ({ db: app.db, storage: app.storage, log: request.log });

  // Orders stand below reviews: they announce delivered parts, and inviting the buyer is ours.
  app.events.on('orders.partsDelivered', ({ buyer, parts }) => inviteToReview(app, buyer, parts));

  app.get('/myreviews/reviewed', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: reviewListQuery, response: { 200: myReviewsResponse, ...errors(400, 401) } },
    handler: async (request) => listMyReviews(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/myreviews/pending', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Teslim edilmiş (ya da tamamlanmış) ve henüz değerlendirilmemiş sipariş satırları: _id ürünün, orderId siparişin kimliği.',
      response: { 200: pendingReviewsResponse, ...errors(401) },
    },
    handler: async (request) => listPendingReviews(app.db, request.user!.id),
  });

  app.get('/seller/reviews', {
    onRequest: app.requireSeller,
    schema: { tags, security: bearer, querystring: sellerReviewsQuery, response: { 200: sellerReviewsResponse, ...errors(400, 401, 403, 404) } },
    handler: async (request) => listStoreReviews(app.db, request.user!.id, request.query),
  });

  app.get('/:productId', {
    schema: {
      tags,
      description: 'Ürünün yayındaki değerlendirmeleri: ortalama, sayı, yıldız dağılımı; fotoğraflı filtresi ve sıralama (newest, most-liked, highest, lowest).',
      params: reviewProductIdParam,
      querystring: productReviewsQuery,
      response: { 200: productReviewsResponse, ...errors(400, 404) },
    },
    handler: async (request) => {
      const viewer = await app.authenticate(request);
      return listProductReviews(app.db, viewer?.id ?? null, request.params.productId, request.query);
    },
  });

  app.post('/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'multipart/form-data (ya da JSON): rating 1–5, comment, productId, orderId ve en fazla 5 fotoğraf (alan adı photos). Yalnızca teslim edilmiş bir sipariş satırı, satır başına bir kez. Bağlantı ya da telefon numarası içeren yorum onay bekler.',
      body: createReviewBody,
      response: { 201: reviewResponse, ...errors(400, 401, 404, 409, 413, 415, 422) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createReview(context(request), request.user!.id, request.body, photoUploadsOf(request.body.photos))),
  });

  storeReplyRoute(app, '/:reviewId/replies', {
    tags,
    description: 'Mağaza kendi ürününün değerlendirmesini yanıtlar; yeniden yanıtlamak yanıtı düzeltir.',
    params: reviewIdParam,
    body: replyReviewBody,
    response: reviewResponse,
    reply: (sellerUserId, params, body) => replyToReview(app.db, sellerUserId, params.reviewId, body.comment),
  });

  app.put('/:reviewId', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: reviewIdParam, body: updateReviewBody, response: { 200: reviewResponse, ...errors(400, 401, 403, 404) } },
    handler: async (request) => updateReview(app.db, request.user!.id, request.params.reviewId, request.body),
  });

  app.delete('/:reviewId', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: reviewIdParam, response: { 200: deleteReviewResponse, ...errors(401, 403, 404) } },
    handler: async (request) => deleteReview(context(request), request.user!.id, request.params.reviewId),
  });

  app.post('/:reviewId/like', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: reviewIdParam, body: likeReviewBody, response: { 200: likeReviewResponse, ...errors(400, 401, 404, 422) } },
    handler: async (request) => likeReview(app.db, request.user!.id, request.params.reviewId),
  });

  app.delete('/:reviewId/like', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: reviewIdParam, body: likeReviewBody, response: { 200: likeReviewResponse, ...errors(400, 401, 404) } },
    handler: async (request) => unlikeReview(app.db, request.user!.id, request.params.reviewId),
  });
}
