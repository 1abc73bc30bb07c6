import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offerStatuses } from '@pazaryeri/contract/adverts/index';
import { adverts } from './adverts';
import { chatRooms } from './chat';
import { sellers } from './sellers';
import { users } from './users';

/** A file sent with an offer, in private storage (`key`); downloaded through signed links. */
export interface OfferAttachmentRecord {
  id: string;
  kind: 'image' | 'file';
  name: string;
  mimeType: string;
  size: number;
  key: string;
  previewKey: string | null;
}

/**
 * A store's offer to a buyer: on a customer request (`advertId`), inside a chat room (`roomId`),
 * or both. `buyerId` is who decides: the request's owner, or the room's other member. Amounts in
 * kuruş. At most one offer per advert is accepted (or further on): the partial unique index.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advertId: uuid('advert_id').references(() => adverts.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountKurus: integer('amount_kurus').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    revisions: integer('revisions').notNull().default(0),
    note: text('note').notNull().default(''),
    attachments: jsonb('attachments').$type<OfferAttachmentRecord[]>().notNull().default([]),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    statusNote: text('status_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offers_one_accepted_per_advert')
      .on(table.advertId)
      .where(sql`${table.status} in ('accepted', 'inProgress', 'completed') and ${table.advertId} is not null`),
    index('offers_advert_created_idx').on(table.advertId, table.createdAt),
    index('offers_room_created_idx').on(table.roomId, table.createdAt),
    index('offers_buyer_created_idx').on(table.buyerId, table.createdAt),
    index('offers_seller_created_idx').on(table.sellerId, table.createdAt),
    index('offers_seller_status_created_idx').on(table.sellerId, table.status, table.createdAt),
  ],
);
export type OfferRow = typeof offers.$inferSelect;

/** A store's offers per status, changed in the same transaction as every offer write. */
export const sellerOfferCounts = pgTable('seller_offer_counts', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  pending: integer('pending').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  inProgress: integer('in_progress').notNull().default(0),
  withdrawn: integer('withdrawn').notNull().default(0),
});
