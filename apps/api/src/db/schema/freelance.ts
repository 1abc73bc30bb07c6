import { deliveryStatuses } from '@pazaryeri/contract/freelance/index';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sellerOrders } from './orders';

/** A delivered file, in private storage (`key`); downloaded by the order's two parties and admins through signed links. */
export interface DeliveryFileRecord {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  key: string;
}

/**
 * One delivery of a freelance part (`customDelivery`): round 1, then one more per revision. At
 * most one waits for the buyer's answer (`pending`) at a time.
 */
export const customDeliveries = pgTable(
  'custom_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    note: text('note').notNull().default(''),
    files: jsonb('files').$type<DeliveryFileRecord[]>().notNull().default([]),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    responseNote: text('response_note'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('custom_deliveries_part_round_key').on(table.sellerOrderId, table.round),
    uniqueIndex('custom_deliveries_one_pending_per_part').on(table.sellerOrderId).where(sql`${table.status} = 'pending'`),
  ],
);
export type CustomDeliveryRow = typeof customDeliveries.$inferSelect;
