import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertStatuses, advertTypes, saleStatuses } from '@pazaryeri/contract/adverts/index';
import { categories } from './categories';
import { sellers } from './sellers';
import { users } from './users';

/** A public picture of an advert: the WebP card and detail files in public storage. */
export interface AdvertImage {
  url: string;
  key: string;
  detailUrl: string;
  detailKey: string;
}

/**
 * An advert (ilan): a buyer's customer request (`customerRequest`) or a store's advert
 * (`service`/`product`, `sellerId` set). Offers answer customer requests; accepting one moves
 * the advert to `inProgress` / `inNegotiation`. `offersCount` and `favoritesCount` are kept in
 * the same transaction as the rows they count.
 */
export const adverts = pgTable(
  'adverts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    advertType: text('advert_type', { enum: advertTypes }).notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    budgetKurus: integer('budget_kurus').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    city: text('city'),
    inStock: boolean('in_stock').notNull().default(true),
    status: text('status', { enum: advertStatuses }).notNull().default('active'),
    saleStatus: text('sale_status', { enum: saleStatuses }).notNull().default('open'),
    images: jsonb('images').$type<AdvertImage[]>().notNull().default([]),
    /** Title and description folded (lib/turkish.ts), for the text filter. */
    searchText: text('search_text').notNull().default(''),
    offersCount: integer('offers_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('adverts_slug_key').on(table.slug),
    // The public list (newest first, optionally by status) and the budget sorts.
    index('adverts_created_idx').on(table.createdAt, table.id),
    index('adverts_status_created_idx').on(table.status, table.createdAt),
    index('adverts_type_status_created_idx').on(table.advertType, table.status, table.createdAt),
    // The filtered list (type and status, newest first): a page is a backward walk in the list's exact order.
    index('adverts_type_status_created_id_idx').on(table.advertType, table.status, table.createdAt, table.id),
    index('adverts_category_created_idx').on(table.categoryId, table.createdAt),
    index('adverts_budget_idx').on(table.budgetKurus),
    // The stores' customer-request feed: open requests, newest first.
    index('adverts_request_feed_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.advertType} = 'customerRequest' and ${table.status} = 'active'`),
    index('adverts_user_created_idx').on(table.userId, table.createdAt),
    index('adverts_seller_type_created_idx').on(table.sellerId, table.advertType, table.createdAt),
    index('adverts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
export type AdvertRow = typeof adverts.$inferSelect;

export const advertFavorites = pgTable(
  'advert_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.advertId] }), index('advert_favorites_user_created_idx').on(table.userId, table.createdAt)],
);
