import { idParam, pageQuery } from '@pazaryeri/contract';
import { rejectSellerResponse, sellerListResponse, sellerRequestsQuery, sellerResponse } from '@pazaryeri/contract/sellers/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { approveSeller, rejectSeller } from './sellers.approvals';
import { listStores } from './sellers.service';

const tags = ['admin'];
const listQuery = pageQuery(20);

/** Seller applications, under /api/admin. */
export default async function sellerApprovalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/seller-approvals', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Onay bekleyen satıcı başvuruları, en eskisi önce.',
      querystring: listQuery,
      response: { 200: sellerListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listStores(app.db, { status: 'pending', order: 'oldest', ...request.query }, request.user),
  });

  // Spec §7 Admin "sellers/requests": the same queue, paged like the image queues, searchable by store name.
  app.get('/sellers/requests', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Onay isteyen mağazalar (bekleyen satıcı başvuruları), en eskisi önce; search mağaza adında arar.',
      querystring: sellerRequestsQuery,
      response: { 200: sellerListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const { page, limit, search } = request.query;
      return listStores(app.db, { status: 'pending', order: 'oldest', page, limit, storeName: search }, request.user);
    },
  });

  app.post('/seller-approvals/:id', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, params: idParam, response: { 200: sellerResponse, ...errors(401, 403, 404, 409) } },
    handler: async (request) => approveSeller(app, request.user!, request.params.id),
  });

  app.delete('/seller-approvals/:id', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, params: idParam, response: { 200: rejectSellerResponse, ...errors(401, 403, 404, 409) } },
    handler: async (request) => rejectSeller(app, request.params.id),
  });

  app.get('/approved-sellers', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Onaylanmış mağazalar, en yenisi önce.',
      querystring: listQuery,
      response: { 200: sellerListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listStores(app.db, { status: 'approved', order: 'newest', ...request.query }, request.user),
  });
}
