import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notificationKinds = ['requestMatched', 'offerReceived', 'requestClosed'] as const;

/**
 * A person's in-app notification (issue 31): a request that fits their store, an offer on their
 * request, their request closed at its deadline. `emailedAt` marks a matched request the hourly
 * digest has mailed (or skipped: unsubscribed), so a crash between the two never mails it twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The web path it opens ("/ilan/…"). */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    // The digest: matched requests not yet mailed, by person.
    index('notifications_digest_pending_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.kind} = 'requestMatched' and ${table.emailedAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A person's inbox: the unread count kept with every write, the digest choice and its last mail. */
export const notificationInboxes = pgTable('notification_inboxes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
  /** Mail an hourly digest of matched requests (unsubscribe link and settings turn it off). */
  requestDigest: boolean('request_digest').notNull().default(true),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
