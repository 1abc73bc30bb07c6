import { idParam } from '@pazaryeri/contract';
import {
  createOfferBody,
  offerFileParams,
  offerFileQuery,
  offerListQuery,
  offerListResponse,
  offerMessageResponse,
  offerMessages,
  offerResponse,
  offerStatusBody,
  roomOffersResponse,
  sellerOffersQuery,
  sellerOffersResponse,
} from '@pazaryeri/contract/adverts/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { sendPrivateFile } from '../../lib/file-links';
import { bearer, errors } from '../../lib/route-schemas';
import type { AdvertsRoutesOptions } from '../adverts';
import { chatContext, collectAttachments, type UploadedFile } from '../chat';
import { removeOffersOfAdvert } from './offers.cleanup';
import { verifyOfferFileLink } from './offers.files';
import { createOffer } from './offers.create';
import { getOffer, listAdvertOffers, listMyOffers, listRoomOffers, listSellerOffers, type OffersContext, resolveOfferFile } from './offers.service';
import { changeOfferStatus } from './offers.status';

const tags = ['offers'];

export function offersContext(app: FastifyInstance, request?: FastifyRequest): OffersContext {
  const log = request?.log ?? app.log;
  return {
    db: app.db,
    chat: chatContext(app, log),
    privateFiles: app.privateFiles,
    mailer: app.mailer,
    secret: app.config.jwtSecret,
    log,
    appUrl: app.config.appUrl,
    events: app.events,
  };
}

/** The offer routes the adverts plugin keeps under /ilan, answered with this module's context (app.ts hands them over). */
export function advertOffers(app: FastifyInstance): AdvertsRoutesOptions['offers'] {
  return {
    listAdvertOffers: (request, ...args) => listAdvertOffers(offersContext(app, request), ...args),
    changeOfferStatus: (request, ...args) => changeOfferStatus(offersContext(app, request), ...args),
  };
}

/** /api/offer (spec §7 Offers). */
export default async function offersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => offersContext(app, request);
  const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();
  app.events.on('adverts.deleting', ({ tx, advertId }) => removeOffersOfAdvert(tx, advertId));

  app.post('/create', {
    config: { multipartOptions: { limits: { fileSize: 10 * 1024 * 1024, files: 5 } } },
    onRequest: [app.requireSeller, async (request) => void uploads.set(request, collectAttachments(request))],
    schema: {
      tags,
      security: bearer,
      description:
        'Yalnızca onaylı mağazalar. multipart/form-data (ya da JSON): advertId (müşteri talebi) ve/veya roomId (sohbet), amount (TL), deliveryDays, revisions, note, validUntil (YYYY-AA-GG), attachments (en fazla 5 dosya, içeriğinden tanınır, gizli saklanır).',
      body: createOfferBody,
      response: { 201: offerResponse, ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      const offer = await createOffer(ctx(request), request.user!, request.body, uploads.get(request) ?? []);
      return reply.status(201).send({ offer });
    },
  });

  app.get('/my-offers', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Bana (alıcı olarak) gelen teklifler, en yeni önce, sayfada 10.', querystring: offerListQuery, response: { 200: offerListResponse, ...errors(400, 401) } },
    handler: async (request) => listMyOffers(ctx(request), request.user!, request.query),
  });

  const sellerList = {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın teklifleri (sayfada 10, -createdAt, status all) ve durum başına sayıları.',
      querystring: sellerOffersQuery,
      response: { 200: sellerOffersResponse, ...errors(400, 401, 403) },
    },
    handler: async (request: FastifyRequest<{ Querystring: z.infer<typeof sellerOffersQuery> }>) => listSellerOffers(ctx(request), request.user!, request.query),
  };
  app.get('/seller-offers', sellerList);
  app.get('/seller-offers/filter', sellerList);
  app.get('/seller-offers/search', sellerList);

  app.get('/room/:id', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: idParam, response: { 200: roomOffersResponse, ...errors(401, 404) } },
    handler: async (request) => listRoomOffers(ctx(request), request.user!, request.params.id),
  });

  app.get('/files/:id/:attachmentId', {
    schema: {
      tags,
      description: 'Teklif ekinin imzalı, süreli bağlantısı (teklifteki url): yalnızca teklifin iki tarafı ve yöneticiler.',
      params: offerFileParams,
      querystring: offerFileQuery,
      response: { 200: z.any().describe('Dosya'), ...errors(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { id, attachmentId } = request.params;
      const viewerId = await verifyOfferFileLink(app.config.jwtSecret, id, attachmentId, request.query.token);
      const record = await resolveOfferFile(app.db, viewerId, id, attachmentId);
      const opened = await ctx(request).privateFiles.open(record.key);
      if (!opened) throw new AppError('NOT_FOUND', offerMessages.fileMissing);
      return sendPrivateFile(reply, record, opened);
    },
  });

  app.get('/:id', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: idParam, response: { 200: offerResponse, ...errors(401, 404) } },
    handler: async (request) => ({ offer: await getOffer(ctx(request), request.user!, request.params.id) }),
  });

  const statusRoute = {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'accepted/rejected: teklifin alıcısı (talebin sahibi); withdrawn: mağaza, yalnızca beklerken. inProgress/completed siparişle değişir (422).',
      params: idParam,
      body: offerStatusBody,
      response: { 200: offerMessageResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request: FastifyRequest<{ Params: { id: string }; Body: z.infer<typeof offerStatusBody> }>) =>
      changeOfferStatus(ctx(request), request.user!, request.params.id, request.body),
  };
  app.put('/:id/status', statusRoute);
  app.patch('/create/:id/status', statusRoute);
}
