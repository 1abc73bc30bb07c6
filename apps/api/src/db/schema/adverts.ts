import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertFileFormats, advertStatuses, advertTypes, requestUnits, saleStatuses } from '@pazaryeri/contract/adverts/index';
import { capabilityProcessKeys } from '@pazaryeri/contract/sellers/capabilities';
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
    /** A customer request without a budget ("teklif bekliyorum"): budget_kurus is then 0. */
    budgetOpen: boolean('budget_open').notNull().default(false),
    deadline: date('deadline', { mode: 'string' }),
    city: text('city'),
    /** The plate code of `city` when it names a province (matching compares codes, not spellings). */
    cityCode: text('city_code'),
    /** What a customer request asks for (issue 31): quantity and unit, material, process. */
    quantity: integer('quantity'),
    unit: text('unit', { enum: requestUnits }),
    material: text('material'),
    process: text('process', { enum: capabilityProcessKeys }),
    /** How many offers a customer request takes (null for a store's advert). */
    maxOffers: integer('max_offers'),
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
    // The stores' matched feed: open requests of the categories a store serves, newest first.
    index('adverts_request_category_feed_idx')
      .on(table.categoryId, table.createdAt, table.id)
      .where(sql`${table.advertType} = 'customerRequest' and ${table.status} = 'active'`),
    // Closing requests at their deadline: open requests by deadline.
    index('adverts_request_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.advertType} = 'customerRequest' and ${table.status} = 'active' and ${table.deadline} is not null`),
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

/**
 * A customer request's technical file (drawing, model): private storage, downloaded through a
 * short signed link by the request's owner, an admin, or a store that may quote on it.
 */
export const advertFiles = pgTable(
  'advert_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: advertFileFormats }).notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('advert_files_advert_created_idx').on(table.advertId, table.createdAt)],
);
export type AdvertFileRow = typeof advertFiles.$inferSelect;
