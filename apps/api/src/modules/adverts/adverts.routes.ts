import { idParam, messageResponse } from '@pazaryeri/contract';
import {
  advertListQuery,
  advertListResponse,
  advertMessageResponse,
  advertMessages,
  advertPageQuery,
  advertResponse,
  advertStatusBody,
  createAdvertBody,
  offerIdParam,
  offerListResponse,
  offerMessageResponse,
  type OfferListResponse,
  type OfferMessageResponse,
  offerStatusBody,
  type OfferStatusBody,
  recommendationsQuery,
  recommendationsResponse,
  requestFeedQuery,
  sellerAdvertsQuery,
  slugParam,
  toggleFavoriteResponse,
  updateAdvertBody,
  userIdParam,
} from '@pazaryeri/contract/adverts/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { imageUploadsOf } from './adverts.images';
import {
  type Actor,
  type AdvertsContext,
  changeAdvertStatus,
  createAdvert,
  customerRequestFeed,
  deleteAdvert,
  findOwnAdvert,
  getAdvert,
  listAdverts,
  listByCategory,
  listFavorites,
  listSellerAdverts,
  recommendations,
  toggleFavorite,
  updateAdvert,
} from './adverts.service';

const tags = ['adverts'];
const multipartNote = `JSON ya da multipart/form-data; images: en fazla 6 resim (içeriğinden tanınır, WebP'ye çevrilir).`;

export interface AdvertsRoutesOptions {
  /**
   * The offers module's answers to the offer routes kept under /ilan: offers rank above adverts,
   * so app.ts passes them in. Each takes the request its context is built for.
   */
  offers: {
    listAdvertOffers(request: FastifyRequest, actor: Actor, advertId: string, query: { page: number; limit: number }, requestsOnly: boolean): Promise<OfferListResponse>;
    changeOfferStatus(request: FastifyRequest, actor: Actor, offerId: string, body: OfferStatusBody): Promise<OfferMessageResponse>;
  };
}

/** /api/ilan (spec §7 Adverts): adverts and customer requests. */
export default async function advertsRoutes(fastify: FastifyInstance, { offers }: AdvertsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest): AdvertsContext => ({ db: app.db, storage: app.storage, log: request.log });
  const viewerOf = async (request: FastifyRequest) => (await app.authenticate(request))?.id ?? null;
  // An owner check before the upload is read: a stranger's files are never parsed.
  const ownAdvert = async (request: FastifyRequest) => void (await findOwnAdvert(app.db, request.user!, (request.params as { id: string }).id));

  app.post('/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: `${multipartNote} advertType customerRequest (herkes) ya da service/product (onaylı mağaza).`,
      body: createAdvertBody,
      response: { 201: advertMessageResponse, ...errors(400, 401, 403, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      const advert = await createAdvert(ctx(request), request.user!, request.body, imageUploadsOf(request.body));
      return reply.status(201).send({ message: advertMessages.created, advert });
    },
  });

  const list = { tags, querystring: advertListQuery, response: { 200: advertListResponse, ...errors(400) } };
  app.get('/', {
    schema: { ...list, description: 'Sayfada 12 ilan; varsayılanlar: status all, inStock all, sort createdAt:desc. Boş filtreler yok sayılır.' },
    handler: async (request) => listAdverts(app.db, await viewerOf(request), request.query),
  });
  app.get('/filter', {
    schema: { ...list, description: 'Kategori (kimlik ya da slug, alt kategorileriyle), tür, bütçe aralığı (TL), durum ve metin (Türkçe harfler katlanır).' },
    handler: async (request) => listAdverts(app.db, await viewerOf(request), request.query),
  });

  app.get('/user/my-adverts/list', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: advertListQuery, response: { 200: advertListResponse, ...errors(400, 401) } },
    handler: async (request) => listAdverts(app.db, request.user!.id, request.query, { userId: request.user!.id }),
  });

  app.get('/seller/customer-requests', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazaların müşteri talebi akışı: açık talepler, en yeni önce, sayfada 10.',
      querystring: requestFeedQuery,
      response: { 200: advertListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => customerRequestFeed(app.db, request.user!, request.query),
  });

  app.get('/seller/:userId/adverts', {
    schema: { tags, params: userIdParam, querystring: sellerAdvertsQuery, response: { 200: advertListResponse, ...errors(400, 404) } },
    handler: async (request) => listSellerAdverts(app.db, await viewerOf(request), request.params.userId, request.query),
  });

  app.get('/favorites', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: advertPageQuery, response: { 200: advertListResponse, ...errors(400, 401) } },
    handler: async (request) => listFavorites(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/detail/:slug', {
    schema: { tags, params: slugParam, response: { 200: advertResponse, ...errors(404) } },
    handler: async (request) => ({ advert: await getAdvert(app.db, await viewerOf(request), request.params.slug) }),
  });

  app.get('/category/:id', {
    schema: { tags, params: idParam, querystring: advertListQuery, response: { 200: advertListResponse, ...errors(400, 404) } },
    handler: async (request) => listByCategory(app.db, await viewerOf(request), request.params.id, request.query),
  });
  app.get('/category/:id/filter', {
    schema: { tags, params: idParam, querystring: advertListQuery, response: { 200: advertListResponse, ...errors(400, 404) } },
    handler: async (request) => listByCategory(app.db, await viewerOf(request), request.params.id, request.query),
  });

  const offersOf = (requestsOnly: boolean) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'İlanın sahibi tüm teklifleri, bir mağaza yalnızca kendi tekliflerini görür.',
      params: idParam,
      querystring: advertPageQuery,
      response: { 200: offerListResponse, ...errors(400, 401, 404) },
    },
    handler: async (request: FastifyRequest<{ Params: { id: string }; Querystring: { page: number; limit: number } }>) =>
      offers.listAdvertOffers(request, request.user!, request.params.id, request.query, requestsOnly),
  });
  app.get('/:id/teklif', offersOf(false));
  app.get('/request/:id/offers', offersOf(true));

  app.get('/:id/recommendations', {
    schema: { tags, params: idParam, querystring: recommendationsQuery, response: { 200: recommendationsResponse, ...errors(400, 404) } },
    handler: async (request) => recommendations(app.db, await viewerOf(request), request.params.id, request.query.limit),
  });

  app.get('/:id', {
    schema: { tags, params: idParam, response: { 200: advertResponse, ...errors(404) } },
    handler: async (request) => ({ advert: await getAdvert(app.db, await viewerOf(request), request.params.id) }),
  });

  app.put('/:id', {
    onRequest: [app.requireUser, ownAdvert],
    schema: {
      tags,
      security: bearer,
      description: `${multipartNote} Yalnızca ilanın sahibi; removeImages: kaldırılacak resim adresleri.`,
      params: idParam,
      body: updateAdvertBody,
      response: { 200: advertMessageResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => ({
      message: 'İlan güncellendi.',
      advert: await updateAdvert(ctx(request), request.user!, request.params.id, request.body, imageUploadsOf(request.body)),
    }),
  });

  app.put('/status/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Sahibin yapabileceği geçişler: active ↔ passive, active/passive → cancelled, inProgress → completed. inProgress yalnızca teklif kabulüyle olur.',
      params: idParam,
      body: advertStatusBody,
      response: { 200: advertMessageResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ message: advertMessages.statusChanged, advert: await changeAdvertStatus(app.db, request.user!, request.params.id, request.body.status) }),
  });

  app.put('/:id/toggle-favorite', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: idParam, response: { 200: toggleFavoriteResponse, ...errors(401, 404) } },
    handler: async (request) => toggleFavorite(app.db, request.user!.id, request.params.id),
  });

  app.delete('/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Yalnızca sahibi; kabul edilmiş bir teklifle çalışılırken (inProgress) 409.',
      params: idParam,
      response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => deleteAdvert({ ...ctx(request), events: app.events }, request.user!, request.params.id),
  });

  app.patch('/requests/offers/:offerId/status', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Talebin sahibi bir teklifi kabul eder (accepted) ya da reddeder (rejected); mağaza bekleyen teklifini geri çeker (withdrawn).',
      params: offerIdParam,
      body: offerStatusBody,
      response: { 200: offerMessageResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => offers.changeOfferStatus(request, request.user!, request.params.offerId, request.body),
  });
}
