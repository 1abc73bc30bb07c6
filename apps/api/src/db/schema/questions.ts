import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { sellers } from './sellers';
import { users } from './users';

/** A buyer's question on a product and the store's answer. `sellerId` is the product's store. */
export const questions = pgTable(
  'questions',
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
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_product_created_idx').on(table.productId, table.createdAt),
    index('questions_user_created_idx').on(table.userId, table.createdAt),
    index('questions_seller_created_idx').on(table.sellerId, table.createdAt),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
