import { idParam, messageResponse } from '@pazaryeri/contract';
import {
  advertLimits,
  advertListQuery,
  advertListResponse,
  advertMessageResponse,
  advertFileLinkResponse,
  advertFileParams,
  advertFileQuery,
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
  sellerAdvertsQuery,
  slugParam,
  toggleFavoriteResponse,
  updateAdvertBody,
  userIdParam,
} from '@pazaryeri/contract/adverts/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrivateFile } from '../../lib/file-links';
import { bearer, errors } from '../../lib/route-schemas';
import { CLOSE_EXPIRED_QUEUE, runCloseExpiredJob, scheduleAdvertJobs } from './adverts.close';
import { advertFileLink, type MayQuote, openAdvertFile } from './adverts.file-access';
import { createAdvert, updateAdvert } from './adverts.save';
import {
  type Actor,
  type AdvertsContext,
  changeAdvertStatus,
  deleteAdvert,
  findOwnAdvert,
  getAdvertDetail,
  listAdverts,
  listByCategory,
  listFavorites,
  listSellerAdverts,
  recommendations,
  toggleFavorite,
} from './adverts.service';
import { advertUploadOptions, advertUploadsOf } from './adverts.uploads';

const tags = ['adverts'];
const multipartNote =
  `JSON ya da multipart/form-data; images: en fazla ${advertLimits.maxImages} resim (içeriğinden tanınır, WebP'ye çevrilir); ` +
  `files (yalnızca müşteri talebi): en fazla ${advertLimits.maxFiles} teknik dosya, her biri en fazla 25 MB, PDF/DXF/DWG/STEP/IGES/STL içeriğinden tanınır (değilse 415), gizli saklanır.`;

/** The adverts services' context for a request (or, without one, for jobs and the demo). */
export function advertsContext(app: FastifyInstance, request?: FastifyRequest): AdvertsContext {
  return { db: app.db, storage: app.storage, privateFiles: app.privateFiles, events: app.events, log: request?.log ?? app.log };
}

export interface AdvertsRoutesOptions {
  /**
   * The offers module's answers to the offer routes kept under /ilan: offers rank above adverts,
   * so app.ts passes them in. Each takes the request its context is built for.
   */
  offers: {
    listAdvertOffers(request: FastifyRequest, actor: Actor, advertId: string, query: { page: number; limit: number }, requestsOnly: boolean): Promise<OfferListResponse>;
    changeOfferStatus(request: FastifyRequest, actor: Actor, offerId: string, body: OfferStatusBody): Promise<OfferMessageResponse>;
  };
  /** The matching domain's answer: whether the user's store may quote on the request (and so see and download its files). */
  mayQuote: MayQuote;
}

/**
 * /api/ilan (spec §7 Adverts): adverts and customer requests, their technical files, and the
 * hourly job that closes requests at their deadline (scheduled by a process that runs the worker).
 */
export default async function advertsRoutes(fastify: FastifyInstance, { offers, mayQuote }: AdvertsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request?: FastifyRequest) => advertsContext(app, request);
  const fileAccess = { db: app.db, mayQuote, secret: app.config.jwtSecret, privateFiles: app.privateFiles };
  const viewerOf = async (request: FastifyRequest) => (await app.authenticate(request))?.id ?? null;
  // An owner check before the upload is read: a stranger's files are never parsed.
  const ownAdvert = async (request: FastifyRequest) => void (await findOwnAdvert(app.db, request.user!, (request.params as { id: string }).id));
  const uploadsOf = (request: FastifyRequest, body: { images?: unknown; files?: unknown }) => advertUploadsOf(request, body, app.config.uploadLimit);

  const enqueue = (queue: string, payload: object, options: { key: string; runAt?: Date }) => app.jobs.enqueue(queue, payload, options);
  app.jobs.register<Record<string, never>>(CLOSE_EXPIRED_QUEUE, { handler: () => runCloseExpiredJob(ctx(), enqueue) });
  app.addHook('onReady', async () => {
    if (app.config.jobs.worker) await scheduleAdvertJobs(ctx(), enqueue);
  });

  app.post('/', {
    ...advertUploadOptions(app),
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: `${multipartNote} advertType customerRequest (herkes) ya da service/product (onaylı mağaza).`,
      body: createAdvertBody,
      response: { 201: advertMessageResponse, ...errors(400, 401, 403, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      const { images, files: technical } = await uploadsOf(request, request.body);
      const advert = await createAdvert(ctx(request), request.user!, request.body, images, technical);
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

  app.get('/seller/:userId/adverts', {
    schema: { tags, params: userIdParam, querystring: sellerAdvertsQuery, response: { 200: advertListResponse, ...errors(400, 404) } },
    handler: async (request) => listSellerAdverts(app.db, await viewerOf(request), request.params.userId, request.query),
  });

  app.get('/favorites', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: advertPageQuery, response: { 200: advertListResponse, ...errors(400, 401) } },
    handler: async (request) => listFavorites(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  const detailNote = 'files yalnızca talebin sahibine, yöneticilere ve teklif verebilecek mağazalara listelenir (diğerlerine boş; filesCount herkese).';
  app.get('/detail/:slug', {
    schema: { tags, description: detailNote, params: slugParam, response: { 200: advertResponse, ...errors(404) } },
    handler: async (request) => ({ advert: await getAdvertDetail(fileAccess, await app.authenticate(request), request.params.slug) }),
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
    schema: { tags, description: detailNote, params: idParam, response: { 200: advertResponse, ...errors(404) } },
    handler: async (request) => ({ advert: await getAdvertDetail(fileAccess, await app.authenticate(request), request.params.id) }),
  });

  app.get('/:id/files/:fileId/link', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Teknik dosyanın çağırana imzalı, 10 dakikalık indirme bağlantısı: talebin sahibi, yöneticiler ve teklif verebilecek mağazalar; başkasına 403.',
      params: advertFileParams,
      response: { 200: advertFileLinkResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => advertFileLink(fileAccess, request.user!, request.params.id, request.params.fileId),
  });

  app.get('/:id/files/:fileId', {
    schema: {
      tags,
      description: 'İmzalı bağlantının dosyası (link yanıtındaki url); indirme olarak gönderilir.',
      params: advertFileParams,
      querystring: advertFileQuery,
      response: { 200: z.any().describe('Dosya'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { file, opened } = await openAdvertFile(fileAccess, request.params.id, request.params.fileId, request.query.token);
      return sendPrivateFile(reply, file, opened);
    },
  });

  app.put('/:id', {
    ...advertUploadOptions(app),
    onRequest: [app.requireUser, ownAdvert],
    schema: {
      tags,
      security: bearer,
      description: `${multipartNote} Yalnızca ilanın sahibi; removeImages: kaldırılacak resim adresleri; removeFiles: kaldırılacak teknik dosyaların kimlikleri. Bütçe verilirse "teklif bekliyorum" biter.`,
      params: idParam,
      body: updateAdvertBody,
      response: { 200: advertMessageResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => {
      const { images, files: technical } = await uploadsOf(request, request.body);
      return { message: 'İlan güncellendi.', advert: await updateAdvert(ctx(request), request.user!, request.params.id, request.body, images, technical) };
    },
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
    handler: async (request) => deleteAdvert(ctx(request), request.user!, request.params.id),
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
