/** Notifications: a person's in-app notifications, their unread count and their digest choice. */

export { type NotifyInput, notify, notifyMany } from './notifications.service';
export { notificationsPersonalData } from './notifications.personal-data';
export { default as notificationsRoutes } from './notifications.routes';
export { signDigestUnsubscribeToken } from './notifications.tokens';
