import { mainCategoriesResponse, mainWithCountsResponse, slugParam, subCategoriesResponse } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-schemas';
import { listMainCategories, listMainCategoriesWithCounts, listSubCategories } from './categories.service';

const tags = ['categories'];

export default async function categoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/main', {
    schema: { tags, response: { 200: mainCategoriesResponse } },
    handler: async () => listMainCategories(app.db),
  });

  app.get('/main/with-counts', {
    schema: { tags, response: { 200: mainWithCountsResponse } },
    handler: async () => listMainCategoriesWithCounts(app.db),
  });

  app.get('/sub/:slug', {
    schema: { tags, params: slugParam, response: { 200: subCategoriesResponse, ...errors(404) } },
    handler: async (request) => listSubCategories(app.db, request.params.slug),
  });
}
