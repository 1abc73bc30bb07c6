import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export const subscriberSources = ['footer', 'blog', 'checkout', 'import'] as const;

/**
 * A newsletter address and its consent (KVKK / İYS): when, from which page and IP, and the exact
 * text agreed to. Only `confirmed` (double opt-in) addresses ever receive a campaign.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    source: text('source', { enum: subscriberSources }).notNull().default('footer'),
    consentText: text('consent_text').notNull(),
    consentPage: text('consent_page'),
    consentIp: text('consent_ip'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmIp: text('confirm_ip'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscribers_email_key').on(table.email),
    index('subscribers_created_idx').on(table.createdAt),
    index('subscribers_status_created_idx').on(table.status, table.createdAt),
    index('subscribers_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);
export type SubscriberRow = typeof subscribers.$inferSelect;

/**
 * A campaign. The counters are kept in the same transaction as each recipient's outcome, so
 * progress is one row read. `kind = manual` carries an attachment (a private file).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['draft', 'sending', 'sent'] }).notNull().default('draft'),
    kind: text('kind', { enum: ['campaign', 'manual'] }).notNull().default('campaign'),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    totalCount: integer('total_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_created_idx').on(table.createdAt),
    index('campaigns_status_created_idx').on(table.status, table.createdAt),
    index('campaigns_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    check('campaigns_counts_within_total', sql`${table.sentCount} + ${table.failedCount} + ${table.skippedCount} <= ${table.totalCount}`),
  ],
);
export type CampaignRow = typeof campaigns.$inferSelect;

export const recipientStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/**
 * One campaign mail to one subscriber. `sending` with `locked_until` is a claim made right before
 * the SMTP hand-over; see the module README for what a crash there means.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    /** The address when queued: the log stays readable after a subscriber is deleted. */
    email: text('email').notNull(),
    status: text('status', { enum: recipientStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker that sent it (which process did the work). */
    sentBy: text('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaign_recipients_campaign_subscriber_key').on(table.campaignId, table.subscriberId),
    // Serves the sender's claim: open recipients of a campaign by due time.
    index('campaign_recipients_open_idx').on(table.campaignId, table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    // Serves the sent e-mails log, newest first.
    index('campaign_recipients_done_idx').on(table.sentAt).where(sql`${table.status} in ('sent', 'failed')`),
    index('campaign_recipients_subscriber_idx').on(table.subscriberId),
  ],
);
export type CampaignRecipientRow = typeof campaignRecipients.$inferSelect;
