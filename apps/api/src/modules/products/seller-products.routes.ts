import { idParam, messageResponse } from '@pazaryeri/contract';
import {
  createProductBody,
  productResponse,
  sellerProductListResponse,
  sellerProductsFilterQuery,
  sellerProductsQuery,
  sellerProductsSearchQuery,
  updateProductBody,
  updateStockBody,
  productMessages,
} from '@pazaryeri/contract/products/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { assertCanManage } from './products.access';
import { deleteProduct, submitForApproval } from './products.lifecycle';
import type { ProductsPorts } from './products.ports';
import { createProduct } from './products.seller';
import { filterSellerProducts, listSellerProducts } from './products.seller-lists';
import { updateStock } from './products.stock';
import { updateProduct } from './products.update';
import { imagesField, productsContext, uploadsOf } from './products.uploads';

const tags = ['seller products'];
const multipartNote = 'JSON ya da multipart/form-data: images dosyaları (en fazla 8), variants ve subCategories JSON metni olabilir.';

/** The seller's own products (spec §7 "Seller product management"): seller role, owner only. */
export default async function sellerProductsRoutes(fastify: FastifyInstance, ports: ProductsPorts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the body is read: a stranger's upload is refused without being parsed.
  const ownProduct = async (request: FastifyRequest) =>
    void (await assertCanManage(app.db, request.user!, (request.params as { id: string }).id));

  app.post('/', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: `${multipartNote} Ürün taslak (draft) ve pasif olarak oluşur; resimler onay bekler.`,
      body: createProductBody.extend({ images: imagesField }),
      response: { 201: productResponse, ...errors(400, 401, 403, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      const product = await createProduct(productsContext(app, request), request.user!.id, request.body, uploadsOf(request.body, request));
      return reply.status(201).send({ message: productMessages.created, product });
    },
  });

  app.get('/seller/products', {
    onRequest: app.requireSeller,
    schema: { tags, security: bearer, querystring: sellerProductsQuery, response: { 200: sellerProductListResponse, ...errors(400, 401, 403) } },
    handler: async (request) => listSellerProducts(app.db, request.user!.id, request.query),
  });

  app.get('/seller/products/search', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      querystring: sellerProductsSearchQuery,
      response: { 200: sellerProductListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listSellerProducts(app.db, request.user!.id, request.query),
  });

  app.get('/seller/products/filter', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      querystring: sellerProductsFilterQuery,
      response: { 200: sellerProductListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => filterSellerProducts(app.db, request.user!.id, request.query),
  });

  app.put('/:id', {
    onRequest: [app.requireSeller, ownProduct],
    schema: {
      tags,
      security: bearer,
      description: `${multipartNote} removeImages: silinecek resim kimlikleri. Onaylı bir ürünün içeriği değişirse ürün yeniden onaya düşer.`,
      params: idParam,
      body: updateProductBody.extend({ images: imagesField }),
      response: { 200: productResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => {
      const { product, sentBack } = await updateProduct(
        productsContext(app, request),
        request.user!,
        request.params.id,
        request.body,
        uploadsOf(request.body, request),
        { ownerChecked: true },
      );
      return { message: sentBack ? productMessages.updatedNeedsApproval : productMessages.updated, product };
    },
  });

  app.delete('/:id', {
    onRequest: [app.requireSeller, ownProduct],
    schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
    handler: async (request) =>
      deleteProduct({ ...productsContext(app, request), removeStlModel: ports.removeStlModel }, request.user!, request.params.id),
  });

  app.put('/:id/submit-for-approval', {
    onRequest: [app.requireSeller, ownProduct],
    schema: { tags, security: bearer, params: idParam, response: { 200: productResponse, ...errors(401, 403, 404, 409, 422) } },
    handler: async (request) => submitForApproval(productsContext(app, request), request.user!, request.params.id),
  });

  app.put('/:id/update-stock', {
    onRequest: [app.requireSeller, ownProduct],
    schema: {
      tags,
      security: bearer,
      description: 'Stoğu verilen değere ayarlar (sıfırın altına inemez). Varyantlı ürünlerde sizeId ile bedenin stoğu ayarlanır; ürün stoğu bedenlerin toplamıdır.',
      params: idParam,
      body: updateStockBody,
      response: { 200: productResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => updateStock(productsContext(app, request), request.user!, request.params.id, request.body, { ownerChecked: true }),
  });
}
