import { z } from 'zod';
import { toNumber } from '../products/fields';

/**
 * In-app notifications (issue 31): a request that fits the reader's store, an offer on their
 * request, their request closed at its deadline. `GET /api/notifications`,
 * `PUT /api/notifications/:id/read`, `PUT /api/notifications/read-all`, and the hourly digest's
 * settings (`GET`/`PUT /api/notifications/preferences`, the mail's unsubscribe link).
 */

export const notificationKinds = ['requestMatched', 'offerReceived', 'requestClosed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationLimits = { pageSize: 20, maxLimit: 50 } as const;

export const notificationMessages = {
  notFound: 'Bildirim bulunamadı.',
  allRead: 'Tüm bildirimler okundu olarak işaretlendi.',
  preferencesSaved: 'Bildirim tercihleriniz kaydedildi.',
  unsubscribed: 'Size uygun talep özetleri artık e-postayla gönderilmeyecek.',
  unsubscribeInvalid: 'Abonelikten çıkış bağlantısı geçersiz ya da süresi dolmuş.',
} as const;

export const notification = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The web path it opens, e.g. "/ilan/cnc-flans-1a2b3c". */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  page: z.preprocess(toNumber, z.number({ error: 'Sayfa bir sayı olmalı.' }).int().min(1).max(10_000).default(1)),
  limit: z.preprocess(toNumber, z.number({ error: 'Limit bir sayı olmalı.' }).int().min(1).max(notificationLimits.maxLimit).default(notificationLimits.pageSize)),
  /** 'true': only unread ones. */
  unread: z
    .enum(['', 'true', 'false'], { error: 'unread true ya da false olmalı.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationListResponse = z.object({
  notifications: z.array(notification),
  /** Unread notifications in all (the bell's badge). */
  unread: z.number().int(),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const notificationIdParam = z.object({ id: z.string().min(1).max(64) });
export const notificationReadResponse = z.object({ notification, unread: z.number().int() });
export const notificationsReadAllResponse = z.object({ message: z.string(), unread: z.number().int() });

/** The reader's choices: the hourly e-mail digest of requests that fit their store. */
export const notificationPreferences = z.object({ requestDigest: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const updateNotificationPreferencesBody = z.object({
  requestDigest: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'requestDigest true ya da false olmalı.' }),
  ),
});
export const notificationPreferencesResponse = z.object({ preferences: notificationPreferences, message: z.string().optional() });

/** `POST /api/notifications/unsubscribe` (no sign-in): the token from the digest mail's link. */
export const notificationUnsubscribeBody = z.object({ token: z.string({ error: 'Bağlantı geçersiz.' }).min(1).max(2000) });
export const notificationUnsubscribeResponse = z.object({ message: z.string() });
