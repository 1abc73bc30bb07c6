import { formatMessage, idParam, messageResponse } from '@pazaryeri/contract';
import {
  createStlBody,
  stlCategoriesResponse,
  stlCategoryBody,
  stlCategoryParam,
  stlCategoryResponse,
  stlDownloadLinkResponse,
  stlDownloadQuery,
  stlIncrementResponse,
  stlListQuery,
  stlListResponse,
  stlMessages,
  stlModelDetail,
  stlModelResponse,
  stlProductParam,
  stlLimits,
  stlSellerQuery,
  updateStlBody,
} from '@pazaryeri/contract/stl/index';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatBytes } from '../../plugins/app/errors';
import { uploadedNameOf } from '../../plugins/external/http';
import { bearer, errors } from '../../lib/route-schemas';
import { attachmentHeader } from '../../lib/file-links';
import { createCategory, deleteCategory, listCategories, updateCategory } from './stl.categories';
import { getModel, listModels, listOwnModels, type StlContext } from './stl.service';
import { createModel, deleteModel, updateModel } from './stl.write';
import { createDownloadLink, incrementDownloads, openDownload } from './stl.downloads';

const tags = ['stl'];
const fileField = z.any().optional().describe(`STL dosyaları (multipart, alan adı file, en fazla ${stlLimits.maxParts} tane): ikili ya da ASCII, içeriğinden tanınır`);
const photosField = z.any().optional().describe(`Satıcının fotoğrafları (multipart, alan adı photos, en fazla ${stlLimits.maxPhotos} tane): JPEG, PNG, WebP ya da GIF`);
const formNote = `multipart/form-data: title, description, price (TL, 0 = ücretsiz), category (STL kategorisinin _id ya da slug), licence (personal | commercial | commercial-no-derivatives), bir ya da daha çok file (STL, en fazla ${stlLimits.maxParts}) ve isteğe bağlı photos (en fazla ${stlLimits.maxPhotos}). Dosyalar bir işçi iş parçacığında okunur; her parçanın ve modelin üçgen sayısı, boyutları, alanı, hacmi, su geçirmezliği ve tahmini filament gramı saklanır, tüm parçaları yan yana gösteren küçük resim sunucuda çizilir. Bir dosya reddedilirse hiçbiri saklanmaz.`;

/** The files of a form field (one or several), with the names they were sent with. */
function filesOf(request: FastifyRequest, value: unknown) {
  return (Array.isArray(value) ? value : [value])
    .filter((item): item is Buffer => Buffer.isBuffer(item))
    .map((data) => ({ data, fileName: uploadedNameOf(request, data) }));
}

/** Spec §7 STL: categories (admin writes), models (store writes, multipart), downloads. */
export default async function stlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): StlContext => ({
    db: app.db,
    storage: app.storage,
    privateFiles: app.privateFiles,
    log: request.log,
    settings: { maxBytes: app.config.stl.maxBytes, infill: app.config.stl.infill, photoMaxBytes: app.config.uploadLimit },
  });
  const fallback = app.errorHandler;
  /** STL files may be far larger than pictures: their own limits (STL_MAX_BYTES a file, STL_TOTAL_MAX_BYTES an upload) and 413 messages. */
  const { maxBytes, totalBytes } = app.config.stl;
  const upload = {
    config: {
      multipartOptions: { limits: { fileSize: maxBytes, files: stlLimits.maxParts + stlLimits.maxPhotos, parts: 60 } },
      uploadTotalBytes: totalBytes,
    },
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const tooLarge: Record<string, string> = {
        FST_REQ_FILE_TOO_LARGE: formatMessage(stlMessages.fileTooLarge, { max: formatBytes(maxBytes) }),
        FST_UPLOADS_TOTAL_TOO_LARGE: formatMessage(stlMessages.filesTooLarge, { max: formatBytes(totalBytes) }),
      };
      if (error.code === 'FST_FILES_LIMIT') {
        return reply.status(400).send({ message: formatMessage(stlMessages.tooManyParts, { max: stlLimits.maxParts }), code: 'VALIDATION_FAILED' });
      }
      if (!tooLarge[error.code]) return fallback.call(app, error, request, reply);
      return reply.status(413).send({ message: tooLarge[error.code], code: 'PAYLOAD_TOO_LARGE' });
    },
  };
  const uploadsOf = (request: FastifyRequest, body: { file?: unknown; photos?: unknown } | undefined) => ({
    files: filesOf(request, body?.file),
    photos: filesOf(request, body?.photos).filter((photo) => photo.data.length > 0),
  });

  app.get('/categories', {
    schema: { tags, description: 'STL kategorileri (herkese açık).', response: { 200: stlCategoriesResponse } },
    handler: async () => listCategories(app.db),
  });

  app.post('/categories', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Yeni STL kategorisi (yalnızca yönetici; istemci jeton göndermese de sunucu ister).',
      body: stlCategoryBody,
      response: { 201: stlCategoryResponse, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.status(201).send({ message: stlMessages.categoryCreated, category: await createCategory(app.db, request.body.name) }),
  });

  app.put('/categories/:categoryId', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'STL kategorisinin adını değiştirir (yalnızca yönetici).',
      params: stlCategoryParam,
      body: stlCategoryBody,
      response: { 200: stlCategoryResponse, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ message: stlMessages.categoryUpdated, category: await updateCategory(app.db, request.params.categoryId, request.body.name) }),
  });

  app.delete('/categories/:categoryId', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'STL kategorisini siler (yalnızca yönetici). İçinde model olan kategori silinemez (409).',
      params: stlCategoryParam,
      response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await deleteCategory(app.db, request.params.categoryId);
      return { message: stlMessages.categoryDeleted };
    },
  });

  app.get('/', {
    schema: {
      tags,
      description: 'Satıştaki STL modelleri: category (_id ya da slug), q (Türkçe harf katlamalı arama), price (free | paid), sort (newest | downloads | price-asc | price-desc), page, limit.',
      querystring: stlListQuery,
      response: { 200: stlListResponse, ...errors(400) },
    },
    handler: async (request) => listModels({ db: app.db, storage: app.storage }, request.query),
  });

  app.post('/', {
    ...upload,
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: formNote,
      body: createStlBody.extend({ file: fileField, photos: photosField }),
      response: { 201: stlModelResponse, ...errors(400, 401, 403, 413, 415, 422, 503) },
    },
    handler: async (request, reply) => {
      const model = await createModel(context(request), request.user!.id, request.body, uploadsOf(request, request.body));
      return reply.status(201).send({ message: stlMessages.created, model });
    },
  });

  app.get('/mine', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın kendi STL modelleri (indirme sayılarıyla), en yenisi önce.',
      querystring: stlSellerQuery,
      response: { 200: stlListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listOwnModels({ db: app.db, storage: app.storage }, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/:productId', {
    schema: {
      tags,
      description: 'Bir STL modeli (_id ya da slug): geometri bilgileri, lisans ve çağıranın yapabilecekleri (indirme, satın alma).',
      params: stlProductParam,
      response: { 200: stlModelDetail, ...errors(404) },
    },
    handler: async (request) => getModel({ db: app.db, storage: app.storage }, request.params.productId, await app.authenticate(request)),
  });

  app.put('/:productId', {
    ...upload,
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: `Modelin sahibi (ya da yönetici) günceller; her alan isteğe bağlı. ${formNote} Gönderilen file dosyaları modelin tüm dosyalarını ve küçük resmini, gönderilen photos tüm fotoğraflarını değiştirir.`,
      params: stlProductParam,
      body: updateStlBody.extend({ file: fileField, photos: photosField }).optional(),
      response: { 200: stlModelResponse, ...errors(400, 401, 403, 404, 413, 415, 422, 503) },
    },
    handler: async (request) => {
      const { file, photos, ...body } = request.body ?? { price: undefined, file: undefined, photos: undefined };
      const model = await updateModel(context(request), request.user!, request.params.productId, body, uploadsOf(request, { file, photos }));
      return { message: stlMessages.updated, model };
    },
  });

  app.delete('/:productId', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Modelin sahibi (ya da yönetici) siler; tüm parça dosyaları, küçük resimler ve fotoğraflar da silinir.',
      params: stlProductParam,
      response: { 200: messageResponse, ...errors(401, 403, 404) },
    },
    handler: async (request) => {
      await deleteModel(context(request), request.user!, request.params.productId);
      return { message: stlMessages.deleted };
    },
  });

  app.patch('/:id/increment-downloads', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'İndirme sayacı: indirebilen (ücretsiz modelde her üye, ücretlide satın alan) kullanıcı için model başına günde bir kez artar.',
      params: idParam,
      response: { 200: stlIncrementResponse, ...errors(401, 403, 404) },
    },
    handler: async (request) => incrementDownloads(app.db, request.user!, request.params.id),
  });

  app.get('/:productId/download-link', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'İndirebilene 10 dakika geçerli, imzalı bir bağlantı: ücretsiz modelde her üye, ücretlide satın alan (sipariş ödenmiş ve teslim edilmiş), satıcı ve yönetici.',
      params: stlProductParam,
      response: { 200: stlDownloadLinkResponse, ...errors(401, 403, 404) },
    },
    handler: async (request) => createDownloadLink(app.db, app.config.jwtSecret, request.user!, request.params.productId),
  });

  app.get('/:productId/download', {
    schema: {
      tags,
      description: 'download-link ile alınan bağlantı: modelin tüm STL dosyaları ve LİSANS.txt bir ZIP içinde iner. Süresi geçmiş ya da geçersiz bağlantı reddedilir.',
      params: stlProductParam,
      querystring: stlDownloadQuery,
      response: { 200: z.any().describe('ZIP: parçaların .stl dosyaları ve LİSANS.txt'), ...errors(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const download = await openDownload(context(request), app.config.jwtSecret, request.params.productId, request.query.token);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Length', download.length)
        .header('Content-Disposition', attachmentHeader(download.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(download.stream);
    },
  });
}
