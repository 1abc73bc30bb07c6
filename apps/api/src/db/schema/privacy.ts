import { sql } from 'drizzle-orm';
import { consentChannels, consentPurposes, consentSources } from '@pazaryeri/contract/privacy/index';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const dataRequestKinds = ['export', 'deletion'] as const;
export const dataRequestStatuses = ['pending', 'running', 'ready', 'failed', 'expired', 'done'] as const;

/**
 * A person's request under KVKK art. 11 (a copy of their data, their account deleted), kept with
 * its dates so the 30-day answer deadline (art. 13) can be watched. An export's ZIP lives in the
 * private files under `file_key` until `expires_at` (7 days), then it is removed and the row says so.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: dataRequestKinds }).notNull(),
    status: text('status', { enum: dataRequestStatuses }).notNull().default('pending'),
    /** 0–100 while an export is written. */
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** KVKK art. 13: a request is answered within 30 days of its arrival. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('data_requests_user_created_idx').on(table.userId, table.createdAt),
    index('data_requests_kind_created_idx').on(table.kind, table.createdAt),
    index('data_requests_status_deadline_idx').on(table.status, table.deadlineAt),
    // The admin's list: newest first when nothing narrows it, and the overdue filter (unanswered, deadline passed).
    index('data_requests_created_idx').on(table.createdAt),
    index('data_requests_open_deadline_idx').on(table.deadlineAt).where(sql`${table.completedAt} is null`),
    // One export being written per person at a time, even when two requests race.
    uniqueIndex('data_requests_one_open_export_key')
      .on(table.userId)
      .where(sql`${table.kind} = 'export' and ${table.status} in ('pending', 'running')`),
  ],
);

export type DataRequestRow = typeof dataRequests.$inferSelect;

/**
 * A person's consent choices, one row per choice, never updated or deleted (İYS-style: a
 * withdrawal is a row too). A purpose's current state is its newest row. The row keeps the exact
 * text shown and its version, so a later change of wording does not rewrite what was agreed to.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    granted: boolean('granted').notNull(),
    text: text('text').notNull(),
    textVersion: text('text_version').notNull(),
    channel: text('channel', { enum: consentChannels }).notNull().default('web'),
    source: text('source', { enum: consentSources }).notNull(),
    ip: text('ip'),
    /** The browser's User-Agent, cut to 300 characters. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_purpose_created_idx').on(table.userId, table.purpose, table.createdAt)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
