import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CargoAddress, CargoOffer, TrackingEvent } from '../../integrations/cargo';
import { orders, sellerOrders } from './orders';
import { sellers } from './sellers';
import { users } from './users';

/** A parcel of a store's part of an order (or its return) at the cargo aggregator. Money in kuruş. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNumber: text('order_number').notNull(),
    /** The aggregator's id. */
    providerShipmentId: text('provider_shipment_id').notNull(),
    status: text('status').notNull(),
    isReturn: boolean('is_return').notNull().default(false),
    returnOf: uuid('return_of'),
    sender: jsonb('sender').$type<CargoAddress>().notNull(),
    recipient: jsonb('recipient').$type<CargoAddress>().notNull(),
    recipientCity: text('recipient_city').notNull(),
    lengthCm: real('length_cm').notNull(),
    widthCm: real('width_cm').notNull(),
    heightCm: real('height_cm').notNull(),
    weightKg: real('weight_kg').notNull(),
    desi: integer('desi').notNull(),
    offers: jsonb('offers').$type<CargoOffer[]>().notNull(),
    acceptedOfferId: text('accepted_offer_id'),
    providerCode: text('provider_code'),
    providerName: text('provider_name'),
    serviceName: text('service_name'),
    /** What the label cost (kuruş). */
    amount: integer('amount'),
    estimatedDays: integer('estimated_days'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    trackingCode: text('tracking_code'),
    events: jsonb('events').$type<TrackingEvent[]>().notNull().default([]),
    /** The label PDF in private files. */
    labelKey: text('label_key'),
    labelledAt: timestamp('labelled_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipments_provider_shipment_key').on(table.providerShipmentId),
    index('shipments_seller_created_idx').on(table.sellerId, table.createdAt),
    index('shipments_seller_status_created_idx').on(table.sellerId, table.status, table.createdAt),
    index('shipments_seller_provider_created_idx').on(table.sellerId, table.providerCode, table.createdAt),
    index('shipments_seller_order_idx').on(table.sellerOrderId, table.createdAt),
    /** One open (not cancelled) forward shipment per part. */
    uniqueIndex('shipments_one_open_per_part_key').on(table.sellerOrderId).where(sql`not ${table.isReturn} and ${table.canceledAt} is null`),
    uniqueIndex('shipments_one_return_key').on(table.returnOf).where(sql`${table.returnOf} is not null and ${table.canceledAt} is null`),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/** offerId → its shipment, for `POST /transactions {offerId}`. */
export const shipmentOffers = pgTable(
  'shipment_offers',
  {
    offerId: text('offer_id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
  },
  (table) => [index('shipment_offers_shipment_idx').on(table.shipmentId)],
);

/** What a store paid the aggregator: labels and returns (positive), refunds of cancelled labels (negative). */
export const shippingTransactions = pgTable(
  'shipping_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    kind: text('kind', { enum: ['label', 'return', 'refund'] }).notNull(),
    amount: integer('amount').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipping_transactions_seller_created_idx').on(table.sellerId, table.createdAt)],
);

/** A store's running totals with the aggregator, kept in the transaction that writes each charge. */
export const shippingBalances = pgTable('shipping_balances', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  charged: integer('charged').notNull().default(0),
  refunded: integer('refunded').notNull().default(0),
  labels: integer('labels').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A store's own contract with a carrier; credentials AES-256-GCM encrypted, never returned. */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    name: text('name').notNull(),
    credentials: text('credentials').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_accounts_seller_created_idx').on(table.sellerId, table.createdAt)],
);

/** Webhooks we registered at the aggregator; the secret in their URL is kept as a SHA-256 hash. */
export const shippingWebhooks = pgTable('shipping_webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  providerWebhookId: text('provider_webhook_id').notNull(),
  url: text('url').notNull(),
  secretHash: text('secret_hash').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The webhook's inbox: written while answering, processed after (and at boot). */
export const shippingWebhookEvents = pgTable(
  'shipping_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shipping_webhook_events_key').on(table.eventKey),
    index('shipping_webhook_events_pending_idx').on(table.receivedAt).where(sql`${table.processedAt} is null`),
  ],
);

/** The sandbox aggregator's own state (`npm start`), key `kind:id`. */
export const cargoSandboxState = pgTable('cargo_sandbox_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
