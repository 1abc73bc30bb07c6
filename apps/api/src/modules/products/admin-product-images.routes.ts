import { idParam } from '@pazaryeri/contract';
import { adminImageListResponse, adminImageResponse, adminImagesQuery } from '@pazaryeri/contract/products/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { listImagesByStatus, reviewImage } from './products.images';

const tags = ['admin'];

/** /api/admin image queues (spec §7 "images"): product pictures by approval state; the parent plugin makes them admin-only. */
export default async function adminProductImagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = { 200: adminImageListResponse, ...errors(400, 401, 403) };

  for (const [path, status] of [
    ['/pending-approval', 'pending'],
    ['/approved', 'approved'],
    ['/rejected', 'rejected'],
  ] as const) {
    app.get(path, {
      schema: { tags, security: bearer, description: 'Ürün resimleri, ürün adı ve mağazasıyla.', querystring: adminImagesQuery, response: list },
      handler: async (request) =>
        listImagesByStatus(app.db, status, request.query.page, request.query.limit, request.query.search),
    });
  }

  app.put('/approve/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: adminImageResponse, ...errors(401, 403, 404) } },
    handler: async (request) => reviewImage(app.db, request.params.id, 'approved'),
  });

  app.put('/reject/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: adminImageResponse, ...errors(401, 403, 404) } },
    handler: async (request) => reviewImage(app.db, request.params.id, 'rejected'),
  });
}
