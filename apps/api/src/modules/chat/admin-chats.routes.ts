import {
  adminChatMessagesQuery,
  adminChatMessagesResponse,
  adminChatsQuery,
  adminChatsResponse,
  adminRoomOffersResponse,
  chatStatisticsResponse,
  idParam,
  roomIdParam,
} from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { getChatStatistics, listAdminChats, listAdminRoomMessages, listAdminRoomOffers, type RoomOffers } from './admin-chats.service';

const tags = ['admin'];

/** /api/admin/chats…: chat inspection (spec §7 Admin chats). Admin-only; reading changes no member's read state. */
export default async function adminChatsRoutes(fastify: FastifyInstance, { roomOffers }: { roomOffers: RoomOffers }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/chats', {
    schema: {
      tags,
      security: bearer,
      description: 'Odalar, en yeni etkinlik önce, sayfada 20. search üyenin adında, e-postasında ya da mağaza adında aranır (Türkçe harfler eşlenir).',
      querystring: adminChatsQuery,
      response: { 200: adminChatsResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listAdminChats(app.db, request.query),
  });

  app.get('/chats/statistics', {
    schema: {
      tags,
      security: bearer,
      description: 'Oda ve mesaj sayıları, bugün açılan odalar, son 7 günde yazan kullanıcılar, son 30 günün günlük mesajları (İstanbul günü).',
      response: { 200: chatStatisticsResponse, ...errors(401, 403) },
    },
    handler: async () => getChatStatistics(app.db),
  });

  app.get('/chats/:roomId/messages', {
    schema: {
      tags,
      security: bearer,
      description: 'Oda ve mesajları (sayfada 50, sayfa 1 en yenileri). Okumak üyelerin okunmadı sayılarını değiştirmez.',
      params: roomIdParam,
      querystring: adminChatMessagesQuery,
      response: { 200: adminChatMessagesResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) =>
      listAdminRoomMessages({ db: app.db, secret: app.config.jwtSecret }, request.user!.id, request.params.roomId, request.query),
  });

  app.get('/chats/:id/offers', {
    schema: {
      tags,
      security: bearer,
      description: 'Odada verilen teklifler, en yeni önce (ekler yönetici için imzalı bağlantılarla).',
      params: idParam,
      response: { 200: adminRoomOffersResponse, ...errors(401, 403, 404) },
    },
    handler: async (request) => listAdminRoomOffers({ db: app.db, secret: app.config.jwtSecret, roomOffers }, request.user!.id, request.params.id),
  });
}
