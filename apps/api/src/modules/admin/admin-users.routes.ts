import {
  adminUpdateUserBody,
  adminUser,
  adminUserChatsQuery,
  adminUserChatsResponse,
  adminUserListResponse,
  adminUserResponse,
  adminUsersFilterQuery,
  adminUsersQuery,
  adminUsersSearchQuery,
} from '@pazaryeri/contract/admin/index';
import { idParam, messageResponse } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PersonalDataSource } from '../../lib/personal-data';
import { bearer, errors } from '../../lib/route-schemas';
import { getAdminUser, listAdminUserChats, listAdminUsers, updateAdminUser } from './admin-users.service';
import { deleteUserFlow } from './delete-user.flow';

const tags = ['admin'];

export interface AdminUsersRoutesOptions {
  /** Every domain's part of a person (a port: the app's list), erased when an admin deletes an account. */
  personalData: readonly PersonalDataSource[];
}

/** /api/admin/users…: accounts as the admin sees them. Every route is admin-only. */
export default async function adminUsersRoutes(fastify: FastifyInstance, { personalData }: AdminUsersRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  const list = { 200: adminUserListResponse, ...errors(400, 401, 403) };

  app.get('/users', {
    schema: { tags, security: bearer, querystring: adminUsersQuery, response: list },
    handler: async (request) => listAdminUsers(app.db, {}, request.query.page, request.query.limit),
  });

  app.get('/users/search', {
    schema: {
      tags,
      security: bearer,
      description: 'keyword ad ya da e-postada aranır (Türkçe harfler eşlenir).',
      querystring: adminUsersSearchQuery,
      response: list,
    },
    handler: async (request) => {
      const { page, limit, ...filters } = request.query;
      return listAdminUsers(app.db, filters, page, limit);
    },
  });

  app.get('/users/filter', {
    schema: { tags, security: bearer, querystring: adminUsersFilterQuery, response: list },
    handler: async (request) => {
      const { page, limit, ...filters } = request.query;
      return listAdminUsers(app.db, filters, page, limit);
    },
  });

  app.get('/users/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: adminUser, ...errors(401, 403, 404) } },
    handler: async (request) => getAdminUser(app.db, request.params.id),
  });

  app.put('/users/:id', {
    schema: {
      tags,
      security: bearer,
      params: idParam,
      body: adminUpdateUserBody,
      response: { 200: adminUserResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => updateAdminUser(app.db, request.user!.id, request.params.id, request.body),
  });

  app.delete('/users/:id', {
    schema: {
      tags,
      security: bearer,
      description:
        'Hesap, kişinin kendi silmesindeki gibi her alanda silinir ya da anonimleştirilir (siparişler yasal süre saklanır, mağaza yayından kaldırılır) ve kapatılır.',
      params: idParam,
      response: { 200: messageResponse, ...errors(401, 403, 404, 422) },
    },
    handler: async (request) =>
      deleteUserFlow(
        { db: app.db, files: { storage: app.storage, privateFiles: app.privateFiles }, log: app.log, personalData },
        request.user!.id,
        request.params.id,
      ),
  });

  app.get('/users/:id/chats', {
    schema: {
      tags,
      security: bearer,
      params: idParam,
      querystring: adminUserChatsQuery,
      response: { 200: adminUserChatsResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => listAdminUserChats(app.db, request.params.id, request.query.page, request.query.limit),
  });
}
