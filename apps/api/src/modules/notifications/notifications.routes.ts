import {
  notificationIdParam,
  notificationListQuery,
  notificationListResponse,
  notificationMessages,
  notificationPreferencesResponse,
  notificationReadResponse,
  notificationsReadAllResponse,
  notificationUnsubscribeBody,
  notificationUnsubscribeResponse,
  updateNotificationPreferencesBody,
} from '@pazaryeri/contract/notifications/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import {
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setRequestDigest,
} from './notifications.service';
import { verifyDigestUnsubscribeToken } from './notifications.tokens';

const tags = ['notifications'];

/** /api/notifications: the signed-in person's own notifications and digest choice; the digest's unsubscribe link. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Bildirimlerim, en yeni önce; unread=true yalnızca okunmamışlar. `unread`: okunmamış bildirim sayısı (zil).',
      querystring: notificationListQuery,
      response: { 200: notificationListResponse, ...errors(400, 401) },
    },
    handler: async (request) => listNotifications(app.db, request.user!.id, request.query),
  });

  app.put('/read-all', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Tüm bildirimlerimi okundu işaretler.', response: { 200: notificationsReadAllResponse, ...errors(401) } },
    handler: async (request) => markAllNotificationsRead(app.db, request.user!.id),
  });

  app.put('/:id/read', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Bir bildirimimi okundu işaretler (tekrar çağrı bir şey değiştirmez). Başkasınınki: 404.',
      params: notificationIdParam,
      response: { 200: notificationReadResponse, ...errors(400, 401, 404) },
    },
    handler: async (request) => markNotificationRead(app.db, request.user!.id, request.params.id),
  });

  app.get('/preferences', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Bildirim tercihlerim: saatlik uygun talep özeti e-postası.', response: { 200: notificationPreferencesResponse, ...errors(401) } },
    handler: async (request) => ({ preferences: await getNotificationPreferences(app.db, request.user!.id) }),
  });

  app.put('/preferences', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, body: updateNotificationPreferencesBody, response: { 200: notificationPreferencesResponse, ...errors(400, 401) } },
    handler: async (request) => ({
      preferences: await setRequestDigest(app.db, request.user!.id, request.body.requestDigest),
      message: notificationMessages.preferencesSaved,
    }),
  });

  app.post('/unsubscribe', {
    schema: {
      tags,
      description: 'Özet e-postasındaki bağlantıyla saatlik uygun talep özetinden çıkış (oturum gerekmez).',
      body: notificationUnsubscribeBody,
      response: { 200: notificationUnsubscribeResponse, ...errors(400) },
    },
    handler: async (request) => {
      const userId = await verifyDigestUnsubscribeToken(request.body.token, app.config.jwtSecret);
      if (!userId) throw new AppError('VALIDATION_FAILED', notificationMessages.unsubscribeInvalid);
      await setRequestDigest(app.db, userId, false);
      return { message: notificationMessages.unsubscribed };
    },
  });
}
