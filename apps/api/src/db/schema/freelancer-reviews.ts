import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { sellers } from './sellers';
import { users } from './users';

/** A buyer's review of a store's freelance work: one per completed freelance order. */
export const freelancerReviews = pgTable(
  'freelancer_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('freelancer_reviews_order_key').on(table.orderId),
    index('freelancer_reviews_seller_created_idx').on(table.sellerId, table.createdAt),
    check('freelancer_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
export type FreelancerReviewRow = typeof freelancerReviews.$inferSelect;

/** A store's freelance rating as an aggregate, changed in the transaction that adds or deletes a review. */
export const sellerFreelanceRatings = pgTable(
  'seller_freelance_ratings',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (table) => [check('seller_freelance_ratings_not_negative', sql`${table.reviewCount} >= 0 AND ${table.ratingSum} >= 0`)],
);
