import { idParam } from '@pazaryeri/contract';
import {
  createDigitalProductBody,
  downloadLinkResponse,
  downloadQuery,
  productMessages,
  productResponse,
  sellerProductListResponse,
  sellerProductsQuery,
  updateDigitalProductBody,
} from '@pazaryeri/contract/products/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import { assertCanManage } from './products.access';
import { attachmentHeader } from '../../lib/file-links';
import { createDownloadLink, resolveDownload } from './products.digital';
import { createProduct } from './products.seller';
import { updateProduct } from './products.update';
import { listSellerDigitalProducts } from './products.seller-lists';
import { digitalFileField, digitalUploadOptions, imagesField, productsContext, uploadsOf } from './products.uploads';

const tags = ['digital products'];
const formNote =
  'multipart/form-data: ürün alanları, file (PDF, ZIP, RAR, 7Z, GZ, STL, OBJ, STEP, IGES, DWG, DXF; içeriğinden tanınır, en fazla 100 MB), isteğe bağlı fileName ve images.';

/** Digital goods and 3D models: created and updated with their file, which is stored privately and downloaded only by link. */
export default async function digitalProductsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const upload = digitalUploadOptions(app);
  const ownProduct = async (request: FastifyRequest) =>
    void (await assertCanManage(app.db, request.user!, (request.params as { id: string }).id));

  app.post('/digital', {
    ...upload,
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: formNote,
      body: createDigitalProductBody.extend({ images: imagesField, file: digitalFileField }),
      response: { 201: productResponse, ...errors(400, 401, 403, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      const product = await createProduct(productsContext(app, request), request.user!.id, request.body, uploadsOf(request.body, request));
      return reply.status(201).send({ message: productMessages.digitalCreated, product });
    },
  });

  app.put('/digital/:id', {
    ...upload,
    onRequest: [app.requireSeller, ownProduct],
    schema: {
      tags,
      security: bearer,
      description: `${formNote} Yeni bir dosya onaylı ürünü yeniden onaya gönderir.`,
      params: idParam,
      body: updateDigitalProductBody.extend({ images: imagesField, file: digitalFileField }),
      response: { 200: productResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => {
      const { product } = await updateProduct(
        productsContext(app, request),
        request.user!,
        request.params.id,
        request.body,
        uploadsOf(request.body, request),
        { digitalOnly: true, ownerChecked: true },
      );
      return { message: productMessages.digitalUpdated, product };
    },
  });

  app.get('/a/b', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Satıcının dijital ürünleri ve 3D modelleri.',
      querystring: sellerProductsQuery,
      response: { 200: sellerProductListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listSellerDigitalProducts(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/:id/download-link', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Dosyayı indirme izni olana (bugün: ürünün satıcısı ve yöneticiler) 10 dakika geçerli bir bağlantı verir.',
      params: idParam,
      response: { 200: downloadLinkResponse, ...errors(401, 403, 404) },
    },
    handler: async (request) => createDownloadLink(app.db, app.config.jwtSecret, request.user!.id, request.params.id),
  });

  app.get('/:id/download', {
    schema: {
      tags,
      description: 'download-link ile alınan bağlantı: dosya ek (attachment) olarak iner. Süresi geçmiş ya da başkasına ait bağlantı reddedilir.',
      params: idParam,
      querystring: downloadQuery,
      response: { 200: z.any().describe('Dosya'), ...errors(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const file = await resolveDownload(app.db, app.config.jwtSecret, request.params.id, request.query.token);
      const opened = await productsContext(app, request).privateFiles.open(file.key);
      if (!opened) throw new AppError('NOT_FOUND', productMessages.digitalFileMissing);
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', opened.size)
        .header('Content-Disposition', attachmentHeader(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(opened.stream);
    },
  });
}
