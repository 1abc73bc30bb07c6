import { idParam } from '@pazaryeri/contract';
import {
  followBody,
  followerReportQuery,
  followerReportResponse,
  followingQuery,
  followingResponse,
  followResponse,
} from '@pazaryeri/contract/follows/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { followStore, getFollowerReport, listFollowing, unfollowStore } from './follows.service';

const tags = ['follows'];

export default async function followsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, body: followBody, response: { 200: followResponse, ...errors(400, 401, 404, 422) } },
    handler: async (request) => followStore(app.db, request.user!.id, request.body.following),
  });

  app.get('/following', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: followingQuery, response: { 200: followingResponse, ...errors(400, 401) } },
    handler: async (request) => listFollowing(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/report', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın takipçi raporu: aktif takipçiler ve son 30 günün günlük yeni takipçileri.',
      querystring: followerReportQuery,
      response: { 200: followerReportResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => getFollowerReport(app.db, request.user!.id, request.query.sellerId),
  });

  app.delete('/:id', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: idParam, response: { 200: followResponse, ...errors(401, 404) } },
    handler: async (request) => unfollowStore(app.db, request.user!.id, request.params.id),
  });
}
