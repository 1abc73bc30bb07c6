import {
  adminSeller,
  adminSellerListResponse,
  adminSellersFilterQuery,
  adminSellersQuery,
  adminSellersSearchQuery,
} from '@pazaryeri/contract/admin/index';
import { idParam } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { filterAdminSellers, getAdminSeller, listAdminSellers, searchAdminSellers } from './admin-sellers.service';

const tags = ['admin'];

/** /api/admin/users/sellers…: stores as the admin sees them (spec §2 admin seller list). Admin-only. */
export default async function adminSellersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  const list = { 200: adminSellerListResponse, ...errors(400, 401, 403) };

  app.get('/users/sellers', {
    schema: { tags, security: bearer, querystring: adminSellersQuery, response: list },
    handler: async (request) => listAdminSellers(app.db, request.query.page, request.query.limit),
  });

  app.get('/users/sellers/search', {
    schema: { tags, security: bearer, querystring: adminSellersSearchQuery, response: list },
    handler: async (request) => searchAdminSellers(app.db, request.query.storeName, request.query.page, request.query.limit),
  });

  app.get('/users/sellers/filter', {
    schema: {
      tags,
      security: bearer,
      description: "companyType '' = Tümü; sortBy storeName (Türkçe alfabe) | createdAt; sortOrder asc | desc.",
      querystring: adminSellersFilterQuery,
      response: list,
    },
    handler: async (request) => filterAdminSellers(app.db, request.query),
  });

  app.get('/users/sellers/:id', {
    schema: {
      tags,
      security: bearer,
      description: 'id mağazanın ya da sahibinin kimliği olabilir.',
      params: idParam,
      response: { 200: adminSeller, ...errors(401, 403, 404) },
    },
    handler: async (request) => getAdminSeller(app.db, request.params.id),
  });
}
