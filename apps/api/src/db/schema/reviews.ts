import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';
import { products } from './products';
import { sellers } from './sellers';
import { users } from './users';

export const reviewStatuses = ['published', 'pending', 'hidden'] as const;

export interface StoredReviewPhoto {
  listUrl: string;
  detailUrl: string;
}

/**
 * A buyer's review of one delivered order line (unique: once per line). `sellerId` is the
 * product's store, which may reply once (`reply`, editable). `likesCount` is kept with
 * `review_likes`; only `published` reviews count in the product's rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    photos: jsonb('photos').$type<StoredReviewPhoto[]>().notNull().default([]),
    photoCount: smallint('photo_count').notNull().default(0),
    status: text('status', { enum: reviewStatuses }).notNull().default('published'),
    moderationReason: text('moderation_reason'),
    likesCount: integer('likes_count').notNull().default(0),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_order_item_key').on(table.orderItemId),
    // The product page's sorts, each an index walk over the product's published reviews.
    index('reviews_product_newest_idx').on(table.productId, table.status, table.createdAt),
    index('reviews_product_liked_idx').on(table.productId, table.status, table.likesCount, table.createdAt),
    index('reviews_product_rating_idx').on(table.productId, table.status, table.rating, table.createdAt),
    index('reviews_product_photos_idx').on(table.productId, table.createdAt).where(sql`${table.status} = 'published' and ${table.photoCount} > 0`),
    index('reviews_user_created_idx').on(table.userId, table.createdAt),
    index('reviews_seller_created_idx').on(table.sellerId, table.status, table.createdAt),
    index('reviews_status_created_idx').on(table.status, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_likes_not_negative', sql`${table.likesCount} >= 0`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** Who liked which review: once per user (the primary key decides). */
export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] }), index('review_likes_user_idx').on(table.userId)],
);
