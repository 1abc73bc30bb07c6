import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers';
import { users } from './users';

/** A user following a store. */
export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sellerId] }),
    index('follows_seller_created_idx').on(table.sellerId, table.createdAt),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
