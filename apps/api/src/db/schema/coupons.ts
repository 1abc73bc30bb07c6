import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { sellers } from './sellers';
import { users } from './users';

/**
 * Who a coupon is for: a store's buyers (`seller`), only the store's followers (`followers`),
 * everybody (`admin`, the platform pays), or one user (`user`: made for or earned by them).
 */
export const couponKinds = ['seller', 'followers', 'admin', 'user'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A coupon. `percent` discounts hold basis points of a percent (1500 = 15 %), `fixed` ones kuruş.
 * Only one active coupon holds a code at a time (activation replaces the other).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    /** For `user` coupons: the only user who may use it. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    discountValue: integer('discount_value').notNull(),
    /** Cap of a percent discount, kuruş (null: none). */
    maxDiscount: integer('max_discount'),
    minCartTotal: integer('min_cart_total').notNull().default(0),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: integer('is_active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_active_code_key').on(table.code).where(sql`${table.isActive} = 1`),
    index('coupons_code_idx').on(table.code, table.createdAt),
    index('coupons_seller_created_idx').on(table.sellerId, table.createdAt),
    index('coupons_owner_idx').on(table.ownerUserId),
    index('coupons_kind_created_idx').on(table.kind, table.createdAt),
    check('coupons_used_within_limit', sql`${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit}`),
    check('coupons_value_positive', sql`${table.discountValue} > 0`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon used on an order; `releasedAt` is set when the order is cancelled and the use given back. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discount: integer('discount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_usages_coupon_user_idx').on(table.couponId, table.userId),
    index('coupon_usages_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('coupon_usages_order_key').on(table.orderId).where(sql`${table.orderId} is not null`),
  ],
);

/** Coupons a user holds in "my coupons" (earned with a code, or given to them). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.couponId] }), index('user_coupons_coupon_idx').on(table.couponId)],
);
