import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { sellers } from './sellers';

/**
 * What a store makes (issue 31): process keys and plate codes from the contract's lists, free-text
 * materials. The GIN indexes answer matching's "stores whose processes / cities contain X".
 */
export const sellerCapabilities = pgTable(
  'seller_capabilities',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    processes: text('processes').array().notNull().default(sql`'{}'`),
    materials: text('materials').array().notNull().default(sql`'{}'`),
    cityCodes: text('city_codes').array().notNull().default(sql`'{}'`),
    /** Delivers everywhere: city_codes is then empty. */
    allTurkey: boolean('all_turkey').notNull().default(false),
    capacityNote: text('capacity_note'),
    /** The plate code of the store's own city (its address), for ranking by distance. */
    baseCityCode: text('base_city_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_capabilities_processes_idx').using('gin', table.processes),
    index('seller_capabilities_city_codes_idx').using('gin', table.cityCodes),
  ],
);

export type SellerCapabilitiesRow = typeof sellerCapabilities.$inferSelect;

/** The categories a store serves; matching looks stores up by category (and its ancestors). */
export const sellerCapabilityCategories = pgTable(
  'seller_capability_categories',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.categoryId] }),
    index('seller_capability_categories_category_idx').on(table.categoryId),
  ],
);

/**
 * How a store answers requests, kept up to date instead of counted per feed: requests it was
 * matched to (and told of), requests it made an offer on, and the seconds from each request's
 * publication to the store's first offer on it. Matching ranks by the rate, the comparison view
 * shows the average time.
 */
export const sellerRequestStats = pgTable('seller_request_stats', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  matched: integer('matched').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  responseSeconds: bigint('response_seconds', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
