import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue (see README.md). A `running` job whose `locked_until` has passed belongs
 * to a worker that died: the next claim takes it again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull().$type<unknown>(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    /** Claims so far (a claim that dies counts too, so a job that kills its worker ends up failed). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** At most one queued or running job per (queue, key) when set. */
    key: text('key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // Serves the claim: open jobs of a queue by due time.
    index('jobs_open_idx').on(table.queue, table.runAt).where(sql`${table.status} in ('queued', 'running')`),
    uniqueIndex('jobs_open_key_key').on(table.queue, table.key).where(sql`${table.key} is not null and ${table.status} in ('queued', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
