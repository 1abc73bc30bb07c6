import { idParam, messages } from '@pazaryeri/contract';
import {
  aliasParam,
  capabilitiesResponse,
  checkAliasResponse,
  registerSellerBody,
  removeStoreImageBody,
  sellerListQuery,
  sellerListResponse,
  sellerProfileResponse,
  sellerResponse,
  seller,
  updateCapabilitiesBody,
  updateSellerProfileBody,
  updateStoreBody,
  userIdParam,
} from '@pazaryeri/contract/sellers/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import { getStoreCapabilities, replaceStoreCapabilities } from './sellers.capabilities';
import { getSellerProfile, updateSellerProfile } from './sellers.profile';
import {
  assertOwnerOrAdmin,
  checkAlias,
  getStoreByAlias,
  getStoreById,
  getStoreByUserId,
  listStores,
  registerSeller,
} from './sellers.service';
import { removeStoreImage, updateStore } from './sellers.store-update';

const tags = ['sellers'];

/** Multipart sends the same fields as JSON, plus the storeLogo and cover files. */
const storeRouteBody = updateStoreBody.extend({
  storeLogo: z.any().optional().describe('Mağaza logosu (multipart dosya alanı)'),
  cover: z.any().optional().describe('Kapak resmi (multipart dosya alanı)'),
});

/** A file field: nothing chosen is no change; anything but one file is not an image. */
function asImage(value: unknown): Buffer | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!Buffer.isBuffer(value)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.invalidImage);
  return value.length > 0 ? value : undefined;
}

/** Forms send the store address as JSON text or as storeAddress[city] / storeAddress.city fields. */
async function foldStoreAddress(request: FastifyRequest) {
  if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
  const body = request.body as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    const match = /^storeAddress(?:\[(\w+)\]|\.(\w+))$/.exec(key);
    if (!match) continue;
    fields[match[1] ?? match[2]] = body[key];
    delete body[key];
  }
  if (typeof body.storeAddress === 'string') {
    try {
      body.storeAddress = JSON.parse(body.storeAddress);
    } catch {
      // Left as text: the schema answers with the field's message.
    }
  }
  if (Object.keys(fields).length > 0) {
    const given = typeof body.storeAddress === 'object' && body.storeAddress ? body.storeAddress : {};
    body.storeAddress = { ...given, ...fields };
  }
}

export default async function sellersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the body is read: a stranger's upload is refused without being parsed.
  const ownerOrAdmin = async (request: FastifyRequest) =>
    assertOwnerOrAdmin(request.user, (request.params as { userId: string }).userId);

  app.post('/register', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, body: registerSellerBody, response: { 201: sellerResponse, ...errors(400, 401, 409, 422) } },
    handler: async (request, reply) => reply.status(201).send(await registerSeller(app, request.user!, request.body)),
  });

  app.get('/check-alias/:alias', {
    schema: { tags, params: aliasParam, response: { 200: checkAliasResponse, ...errors(400) } },
    handler: async (request) => checkAlias(app.db, request.params.alias),
  });

  app.get('/profile/me', {
    onRequest: app.requireSeller,
    schema: { tags, security: bearer, response: { 200: sellerProfileResponse, ...errors(401, 403, 404) } },
    handler: async (request) => getSellerProfile(app.db, request.user!.id),
  });

  app.put('/profile/me', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Gönderici adresi listesinin tamamı (okunan liste, istemcide değiştirilip geri gönderilir) ve mağaza bilgileri.',
      body: updateSellerProfileBody,
      response: { 200: sellerProfileResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => updateSellerProfile(app.db, request.user!.id, request.body),
  });

  app.get('/capabilities', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın üretim yetkinlikleri: hizmet verdiği kategoriler ve süreçler, malzemeler, teslim ettiği iller (ya da tüm Türkiye) ve kapasite notu. Hiç kaydedilmemişse listeler boş, updatedAt null.',
      response: { 200: capabilitiesResponse, ...errors(401, 403) },
    },
    handler: async (request) => getStoreCapabilities(app.db, request.user!.id),
  });

  app.put('/capabilities', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description:
        'Üretim yetkinliklerinin tamamını değiştirir (gönderilmeyen alan boşaltılır). Süreçler sabit listeden, iller plaka koduyla (01–81) ya da allTurkey: true ile; malzemeler serbest metin, büyük/küçük harf farkı gözetmeden tekilleştirilir. Bilinmeyen kategori 422.',
      body: updateCapabilitiesBody,
      response: { 200: capabilitiesResponse, ...errors(400, 401, 403, 422) },
    },
    handler: async (request) => replaceStoreCapabilities(app.db, request.user!.id, request.body),
  });

  app.get('/', {
    schema: { tags, querystring: sellerListQuery, response: { 200: sellerListResponse, ...errors(400) } },
    handler: async (request) =>
      listStores(
        app.db,
        { status: 'approved', order: 'storeName', activeOwnersOnly: true, ...request.query },
        await app.authenticate(request),
      ),
  });

  app.get('/alias/:alias', {
    schema: { tags, params: aliasParam, response: { 200: seller, ...errors(404) } },
    handler: async (request) => getStoreByAlias(app.db, request.params.alias, await app.authenticate(request)),
  });

  app.get('/user/:id', {
    schema: { tags, params: idParam, response: { 200: seller, ...errors(404) } },
    handler: async (request) => getStoreByUserId(app.db, request.params.id, await app.authenticate(request)),
  });

  app.get('/:id', {
    schema: { tags, params: idParam, response: { 200: seller, ...errors(404) } },
    handler: async (request) => getStoreById(app.db, request.params.id, await app.authenticate(request)),
  });

  app.put('/:userId', {
    onRequest: [app.requireUser, ownerOrAdmin],
    preValidation: foldStoreAddress,
    schema: {
      tags,
      security: bearer,
      description: 'JSON ya da multipart/form-data (storeLogo ve cover dosyaları ile).',
      params: userIdParam,
      body: storeRouteBody,
      response: { 200: sellerResponse, ...errors(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request) => {
      const { storeLogo, cover, ...fields } = request.body;
      const images = { storeLogo: asImage(storeLogo), cover: asImage(cover) };
      return updateStore(app, request.user!, request.params.userId, fields, images);
    },
  });

  app.put('/:userId/remove-image', {
    onRequest: [app.requireUser, ownerOrAdmin],
    schema: {
      tags,
      security: bearer,
      params: userIdParam,
      body: removeStoreImageBody,
      response: { 200: sellerResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => removeStoreImage(app, request.user!, request.params.userId, request.body.imageType),
  });
}
