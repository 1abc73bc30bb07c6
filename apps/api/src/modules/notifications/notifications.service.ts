import {
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationListResponse,
  notificationMessages,
  type NotificationPreferences,
} from '@pazaryeri/contract/notifications/index';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { notificationInboxes, type NotificationRow, notifications } from '../../db/schema/notifications';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  data?: Record<string, unknown>;
}

/**
 * Tells a person something, inside the caller's transaction: the notification and its inbox's
 * unread count commit (or roll back) with the change that raised it.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<NotificationRow> {
  const [row] = await notifyMany(tx, [input]);
  return row;
}

/** Tells many people at once (a request reaching its stores): one insert, one inbox upsert. */
export async function notifyMany(tx: Db, inputs: NotifyInput[]): Promise<NotificationRow[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(inputs.map((input) => ({ userId: input.userId, kind: input.kind, title: input.title, body: input.body, link: input.link, data: input.data ?? {} })))
    .returning();
  const added = new Map<string, number>();
  for (const input of inputs) added.set(input.userId, (added.get(input.userId) ?? 0) + 1);
  await tx
    .insert(notificationInboxes)
    // In one order, so two requests told to the same stores at once queue up instead of deadlocking.
    .values([...added].sort(([a], [b]) => (a < b ? -1 : 1)).map(([userId, unread]) => ({ userId, unread })))
    .onConflictDoUpdate({ target: notificationInboxes.userId, set: { unread: sql`${notificationInboxes.unread} + excluded.unread`, updatedAt: sql`now()` } });
  return rows;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function unreadOf(db: Db, userId: string): Promise<number> {
  const [inbox] = await db.select({ unread: notificationInboxes.unread }).from(notificationInboxes).where(eq(notificationInboxes.userId, userId));
  return inbox?.unread ?? 0;
}

/** The person's notifications, newest first (only the unread ones when asked), with the bell's count. */
export async function listNotifications(db: Db, userId: string, query: NotificationListQuery): Promise<NotificationListResponse> {
  const where = and(eq(notifications.userId, userId), query.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [{ total }], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(notifications).where(where),
    unreadOf(db, userId),
  ]);
  return { notifications: rows.map(toNotification), unread, page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

/** Marks one of the person's notifications read; a second call changes nothing. Another's: 404. */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  if (!isId(id)) throw new AppError('NOT_FOUND', notificationMessages.notFound);
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
    const [marked] = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, isNull(notifications.readAt)))
      .returning();
    if (marked) {
      await tx
        .update(notificationInboxes)
        .set({ unread: sql`greatest(${notificationInboxes.unread} - 1, 0)`, updatedAt: sql`now()` })
        .where(eq(notificationInboxes.userId, userId));
    }
    const [row] = marked ? [marked] : await tx.select().from(notifications).where(mine);
    if (!row) throw new AppError('NOT_FOUND', notificationMessages.notFound);
    return { notification: toNotification(row), unread: await unreadOf(tx, userId) };
  });
}

/** Marks every unread notification of the person read; the count drops by exactly those. */
export async function markAllNotificationsRead(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) {
      await tx
        .update(notificationInboxes)
        .set({ unread: sql`greatest(${notificationInboxes.unread} - ${marked.length}, 0)`, updatedAt: sql`now()` })
        .where(eq(notificationInboxes.userId, userId));
    }
    return { message: notificationMessages.allRead, unread: await unreadOf(tx, userId) };
  });
}

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [inbox] = await db.select({ requestDigest: notificationInboxes.requestDigest }).from(notificationInboxes).where(eq(notificationInboxes.userId, userId));
  return { requestDigest: inbox?.requestDigest ?? true };
}

/** Turns the hourly digest on or off; a person with no inbox yet gets one. Nothing if the account is gone. */
export async function setRequestDigest(db: Db, userId: string, requestDigest: boolean): Promise<NotificationPreferences> {
  await db.execute(sql`
    insert into ${notificationInboxes} (user_id, request_digest)
    select id, ${requestDigest} from users where id = ${userId}
    on conflict (user_id) do update set request_digest = excluded.request_digest, updated_at = now()`);
  return { requestDigest };
}
