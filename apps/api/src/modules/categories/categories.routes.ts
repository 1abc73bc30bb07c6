import {
  categoryWriteResponse,
  createMainCategoryBody,
  createSubCategoryBody,
  idParam,
  mainCategoriesResponse,
  mainWithCountsResponse,
  messageResponse,
  slugParam,
  subCategoriesResponse,
  updateMainCategoryBody,
  updateSubCategoryBody,
} from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import {
  createMainCategory,
  createSubCategory,
  deleteCategory,
  updateMainCategory,
  updateSubCategory,
} from './categories.admin';
import type { CategoriesPorts } from './categories.ports';
import { listMainCategories, listMainCategoriesWithCounts, listSubCategories } from './categories.service';

const tags = ['categories'];

export default async function categoriesRoutes(fastify: FastifyInstance, ports: CategoriesPorts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/main', {
    schema: { tags, response: { 200: mainCategoriesResponse } },
    handler: async () => listMainCategories(app.db),
  });

  app.get('/main/with-counts', {
    schema: { tags, response: { 200: mainWithCountsResponse } },
    handler: async () => listMainCategoriesWithCounts(app.db, ports.countVisibleProducts),
  });

  app.get('/sub/:slug', {
    schema: { tags, params: slugParam, response: { 200: subCategoriesResponse, ...errors(404) } },
    handler: async (request) => listSubCategories(app.db, request.params.slug),
  });

  // Writes: the spec's client sends a bearer token; the server demands an admin's.
  app.post('/main', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      body: createMainCategoryBody,
      response: { 201: categoryWriteResponse, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await createMainCategory(app.db, request.body)),
  });

  app.post('/sub', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      body: createSubCategoryBody,
      response: { 201: categoryWriteResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => reply.status(201).send(await createSubCategory(app.db, request.body)),
  });

  app.put('/main/:id', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      params: idParam,
      body: updateMainCategoryBody,
      response: { 200: categoryWriteResponse, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => updateMainCategory(app, request.params.id, request.body),
  });

  app.put('/sub/:id', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      params: idParam,
      body: updateSubCategoryBody,
      response: { 200: categoryWriteResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => updateSubCategory(app, request.params.id, request.body),
  });

  app.delete('/main/:id', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Ana kategoriyi alt kategorileriyle siler; kendisinde ya da bir alt kategorisinde ürün varsa 409.',
      params: idParam,
      response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => deleteCategory(app.db, request.params.id, 'main'),
  });

  app.delete('/sub/:id', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      params: idParam,
      response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => deleteCategory(app.db, request.params.id, 'sub'),
  });
}
