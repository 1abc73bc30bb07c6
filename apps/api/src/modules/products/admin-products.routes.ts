import { idParam, messageResponse } from '@pazaryeri/contract';
import {
  adminProductsFilterQuery,
  adminProductsQuery,
  adminProductsSearchQuery,
  product,
  productListResponse,
  productMessages,
  productResponse,
  rejectProductBody,
  updateProductBody,
} from '@pazaryeri/contract/products/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import adminProductImagesRoutes from './admin-product-images.routes';
import { filterAdminProducts, getAdminProduct, listAdminProducts, searchAdminProducts } from './products.admin';
import { deleteProduct, reviewProduct } from './products.lifecycle';
import type { ProductsPorts } from './products.ports';
import { updateProduct } from './products.update';
import { imagesField, productsContext, uploadsOf } from './products.uploads';

const tags = ['admin'];

/** /api/admin/products…: every product in every state; approval (spec §4). Admin-only. */
export default async function adminProductsRoutes(fastify: FastifyInstance, ports: ProductsPorts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminProductImagesRoutes);

  const list = { 200: productListResponse, ...errors(400, 401, 403) };

  app.get('/products', {
    schema: { tags, security: bearer, querystring: adminProductsQuery, response: list },
    handler: async (request) => listAdminProducts(app.db, request.user!, request.query),
  });

  app.get('/products/search', {
    schema: {
      tags,
      security: bearer,
      description: 'name Türkçe arama ile (harf ve yazım hatalarına duyarsız), productId tam kimlik.',
      querystring: adminProductsSearchQuery,
      response: list,
    },
    handler: async (request) => searchAdminProducts(app.db, request.user!, request.query),
  });

  app.get('/products/filtre', {
    schema: { tags, security: bearer, querystring: adminProductsFilterQuery, response: list },
    handler: async (request) => filterAdminProducts(app.db, request.user!, request.query),
  });

  app.get('/products/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: product, ...errors(401, 403, 404) } },
    handler: async (request) => getAdminProduct(app.db, request.user!, request.params.id),
  });

  app.put('/products/:id', {
    schema: {
      tags,
      security: bearer,
      description: 'Satıcının düzenleme alanlarıyla aynı (JSON ya da multipart); yönetici düzenlemesi ürünü yeniden onaya göndermez.',
      params: idParam,
      body: updateProductBody.extend({ images: imagesField }),
      response: { 200: productResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => {
      const { product: updated } = await updateProduct(
        productsContext(app, request),
        request.user!,
        request.params.id,
        request.body,
        uploadsOf(request.body, request),
        { asAdmin: true },
      );
      return { message: productMessages.updated, product: updated };
    },
  });

  app.delete('/products/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
    handler: async (request) =>
      deleteProduct({ ...productsContext(app, request), removeStlModel: ports.removeStlModel }, request.user!, request.params.id, true),
  });

  app.put('/products/:id/approve', {
    schema: { tags, security: bearer, params: idParam, response: { 200: productResponse, ...errors(401, 403, 404, 422) } },
    handler: async (request) => reviewProduct(productsContext(app, request), request.user!, request.params.id, { approve: true }),
  });

  app.put('/products/:id/reject', {
    schema: {
      tags,
      security: bearer,
      description: 'İsteğe bağlı reason satıcıya gösterilir.',
      params: idParam,
      body: rejectProductBody,
      response: { 200: productResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) =>
      reviewProduct(productsContext(app, request), request.user!, request.params.id, { approve: false, reason: request.body.reason }),
  });
}
