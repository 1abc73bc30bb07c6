import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { notificationInboxes, notifications } from '../../db/schema/notifications';

/** The person's notifications (what they were told, read or not, mailed or not) and their digest choice. */
export const notificationsPersonalData: PersonalDataSource = {
  folder: 'bildirimler',
  title: 'Bildirimler ve bildirim tercihleri',
  async collect(db, person) {
    const [rows, [inbox]] = await Promise.all([
      db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          readAt: notifications.readAt,
          emailedAt: notifications.emailedAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, person.id))
        .orderBy(asc(notifications.createdAt), asc(notifications.id)),
      db
        .select({ requestDigest: notificationInboxes.requestDigest, lastDigestAt: notificationInboxes.lastDigestAt })
        .from(notificationInboxes)
        .where(eq(notificationInboxes.userId, person.id)),
    ]);
    return { data: { notifications: rows, preferences: inbox ?? null }, files: [] };
  },
  async erase(tx, person) {
    await tx.delete(notifications).where(eq(notifications.userId, person.id));
    await tx.delete(notificationInboxes).where(eq(notificationInboxes.userId, person.id));
  },
};
