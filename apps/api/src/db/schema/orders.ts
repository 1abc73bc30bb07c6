import type { CustomValue } from '@pazaryeri/contract/customization/index';
import { customizationStatuses } from '@pazaryeri/contract/freelance/index';
import { sql } from 'drizzle-orm';
import { check, index, integer, smallint, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { sellers } from './sellers';
import { users } from './users';

/**
 * The lifecycle of a store's part of an order (orders.machine.ts holds the allowed moves).
 * pending_payment → paid → preparing → shipped → delivered → completed; cancelled; refunded.
 */
export const sellerOrderStatuses = ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'] as const;
export type SellerOrderStatus = (typeof sellerOrderStatuses)[number];
/** A part still under way: not yet delivered, completed, cancelled or refunded. */
export const openSellerOrderStatuses = ['pending_payment', 'paid', 'preparing', 'shipped'] as const satisfies readonly SellerOrderStatus[];

/** The buyer's checkout as a whole: paid once, whatever the number of stores in it. */
export const checkoutStatuses = ['pending_payment', 'paid', 'payment_failed', 'cancelled'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** Who the order is invoiced to, copied at checkout from a billing identity (or the delivery address's name). */
export interface BillingIdentitySnapshot {
  kind: 'individual' | 'corporate';
  name: string;
  tckn: string | null;
  vkn: string | null;
  taxOffice: string | null;
  city: string;
  district: string;
  addressLine: string;
  postalCode: string | null;
}

/** Where the parcel goes, copied from the buyer's address book at checkout (later edits do not move it). */
export interface ShippingAddressSnapshot {
  fullName: string;
  phone: string;
  city: string;
  district: string;
  neighbourhood?: string | null;
  addressLine: string;
  postalCode?: string | null;
  title?: string | null;
}

/**
 * One checkout of one buyer. Money is integer kuruş, computed on the server from the database.
 * `idempotencyKey` (per buyer) makes a retried or double-clicked checkout return the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: checkoutStatuses }).notNull().default('pending_payment'),
    idempotencyKey: text('idempotency_key'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>(),
    /** The billing identity as issued: later edits or deletions of the buyer's identities do not change it. */
    billingIdentity: jsonb('billing_identity').$type<BillingIdentitySnapshot>(),
    itemsTotal: integer('items_total').notNull(),
    shippingTotal: integer('shipping_total').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    total: integer('total').notNull(),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An order made from an accepted offer (a freelance order). */
    offerId: uuid('offer_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set when the buyer deleted their account: the order, its address as issued and its payments
     * are kept only because the law says so (`retentionReason`), until then; admins and the store
     * that sold still see it, nobody else does.
     */
    retainedUntil: timestamp('retained_until', { withTimezone: true }),
    retentionReason: text('retention_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.orderNumber),
    // One open order per offer: a refused payment ends it and the buyer may order the offer again.
    uniqueIndex('orders_offer_open_key').on(table.offerId).where(sql`${table.offerId} is not null and ${table.status} in ('pending_payment', 'paid')`),
    uniqueIndex('orders_buyer_idempotency_key').on(table.buyerId, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
    index('orders_buyer_created_idx').on(table.buyerId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    check('orders_total_not_negative', sql`${table.total} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** A store's part of a checkout: what that store sees, ships and is paid for. */
export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: text('status', { enum: sellerOrderStatuses }).notNull().default('pending_payment'),
    itemsTotal: integer('items_total').notNull(),
    shippingCost: integer('shipping_cost').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    sellerNote: text('seller_note'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Work made to order from an offer (spec §4 Customization); null for goods. */
    customizationStatus: text('customization_status', { enum: customizationStatuses }),
    revisionsAllowed: integer('revisions_allowed').notNull().default(0),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_orders_custom_seller_created_idx').on(table.sellerId, table.createdAt).where(sql`${table.customizationStatus} is not null`),
    check('seller_orders_revisions_within', sql`${table.revisionsUsed} >= 0 AND ${table.revisionsUsed} <= ${table.revisionsAllowed}`),
    uniqueIndex('seller_orders_order_seller_key').on(table.orderId, table.sellerId),
    index('seller_orders_seller_created_idx').on(table.sellerId, table.createdAt),
    index('seller_orders_seller_status_created_idx').on(table.sellerId, table.status, table.createdAt),
    index('seller_orders_status_created_idx').on(table.status, table.createdAt),
    // Delivered parts by delivery time: the invoice reminders and the admin's missing-invoice list.
    index('seller_orders_delivered_idx').on(table.deliveredAt).where(sql`${table.status} in ('delivered', 'completed')`),
  ],
);

export type SellerOrderRow = typeof sellerOrders.$inferSelect;

/** Escrow state of a paid line at the payment provider (approve → payout; disapprove; refund before approval). */
export const escrowStatuses = ['none', 'pending', 'approved', 'disapproved', 'paid_out', 'refunded'] as const;

/** A line of a store's part: a snapshot of what was bought, at the price it was bought at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id'),
    sizeId: uuid('size_id'),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    productType: text('product_type', { enum: ['physical', 'digital', 'model3d'] }).notNull(),
    variantName: text('variant_name'),
    sizeLabel: text('size_label'),
    image: text('image'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The product's VAT rate (%) when it was sold: its invoice splits the line by it. */
    vatRate: smallint('vat_rate').notNull().default(20),
    /** This line's share of the order's coupon discount. */
    discount: integer('discount').notNull().default(0),
    /** What the store receives for the line at the provider (sub-merchant price) and the platform's cut. */
    sellerShare: integer('seller_share').notNull().default(0),
    commission: integer('commission').notNull().default(0),
    paymentTransactionId: text('payment_transaction_id'),
    escrowStatus: text('escrow_status', { enum: escrowStatuses }).notNull().default('none'),
    escrowUpdatedAt: timestamp('escrow_updated_at', { withTimezone: true }),
    /** Digital goods: when the buyer was given the download. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A customizable product's values as the buyer gave them, with the labels of the time (checked at checkout). */
    customization: jsonb('customization').$type<CustomValue[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_seller_order_idx').on(table.sellerOrderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_escrow_idx').on(table.escrowStatus, table.createdAt),
    check('order_items_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Every status change of a store's part, with who made it: the order's timeline. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['buyer', 'seller', 'admin', 'system'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_seller_order_idx').on(table.sellerOrderId, table.createdAt)],
);

/**
 * A payment attempt for a checkout. `conversationId` is the provider-side idempotency key (one
 * per attempt); card data is never stored: only the masked number the provider echoes.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').notNull(),
    provider: text('provider', { enum: ['sandbox', 'iyzico'] }).notNull(),
    status: text('status', { enum: ['pending', 'three_ds_pending', 'succeeded', 'failed', 'needs_review'] }).notNull().default('pending'),
    amount: integer('amount').notNull(),
    providerPaymentId: text('provider_payment_id'),
    maskedCard: text('masked_card'),
    /** The bank's 3D Secure page while the attempt waits for it, served by `GET /payment/3ds/page`. */
    threeDSHtml: text('three_ds_html'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_conversation_key').on(table.conversationId),
    index('payments_order_created_idx').on(table.orderId, table.createdAt),
    uniqueIndex('payments_one_success_per_order').on(table.orderId).where(sql`${table.status} = 'succeeded'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** A store's sub-merchant account at the payment provider. */
/**
 * A store's sub-merchant key at each payment provider: a key means nothing at another provider,
 * so an install that moves from the sandbox to iyzico registers each store there on its first sale.
 */
export const subMerchants = pgTable(
  'sub_merchants',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    subMerchantKey: text('sub_merchant_key').notNull(),
    subMerchantType: text('sub_merchant_type', { enum: ['PERSONAL', 'PRIVATE_COMPANY', 'LIMITED_OR_JOINT_STOCK_COMPANY'] }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'iyzico'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.provider] })],
);

/** The sandbox provider's own state (sub-merchants, payments, escrow), so `npm start` keeps it across restarts. */
export const paymentSandboxState = pgTable('payment_sandbox_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
