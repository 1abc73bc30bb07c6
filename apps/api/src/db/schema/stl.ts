import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { sellers } from './sellers';
import { users } from './users';

/** STL categories (spec §3): their own flat list, apart from the catalogue's tree. */
export const stlCategories = pgTable(
  'stl_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Models in the category, kept in the same transaction as every model write. */
    modelCount: integer('model_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('stl_categories_slug_key').on(table.slug), check('stl_categories_count_not_negative', sql`${table.modelCount} >= 0`)],
);

/**
 * The geometry, licence and counters of an STL product. The geometry columns are the whole
 * model's (sums over its parts; size = the largest part per axis; watertight = every part is). The product itself (name, price, owner,
 * the private file) is a catalogue row of type model3d, so cart, orders and payments sell it.
 * Price and the folded search text are copied here so the STL lists are served by these indexes.
 */
export const stlModels = pgTable(
  'stl_models',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => stlCategories.id),
    licence: text('licence', { enum: ['personal', 'commercial', 'commercial-no-derivatives'] }).notNull(),
    /** Kuruş, as on the product. */
    price: integer('price').notNull(),
    searchText: text('search_text').notNull().default(''),
    format: text('format', { enum: ['binary', 'ascii'] }).notNull(),
    triangles: integer('triangles').notNull(),
    sizeX: real('size_x').notNull(),
    sizeY: real('size_y').notNull(),
    sizeZ: real('size_z').notNull(),
    areaMm2: real('area_mm2').notNull(),
    volumeCm3: real('volume_cm3').notNull(),
    watertight: boolean('watertight').notNull(),
    grams: real('grams').notNull(),
    /** All parts together, in bytes. */
    fileSize: integer('file_size').notNull(),
    /** Every part drawn side by side. */
    thumbnailKey: text('thumbnail_key').notNull(),
    thumbnailSmallKey: text('thumbnail_small_key').notNull(),
    /** The first part's coarse public mesh (the parts keep their own), so lists need no join for it. */
    previewKey: text('preview_key').notNull(),
    downloads: integer('downloads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stl_models_created_idx').on(sql`${table.createdAt} desc`, table.productId),
    index('stl_models_downloads_idx').on(sql`${table.downloads} desc`, sql`${table.createdAt} desc`),
    index('stl_models_price_idx').on(table.price, sql`${table.createdAt} desc`),
    index('stl_models_category_created_idx').on(table.categoryId, sql`${table.createdAt} desc`),
    index('stl_models_category_downloads_idx').on(table.categoryId, sql`${table.downloads} desc`),
    index('stl_models_category_price_idx').on(table.categoryId, table.price),
    index('stl_models_seller_created_idx').on(table.sellerId, sql`${table.createdAt} desc`),
    index('stl_models_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('stl_models_downloads_not_negative', sql`${table.downloads} >= 0`),
    check('stl_models_price_not_negative', sql`${table.price} >= 0`),
  ],
);

export type StlModelRow = typeof stlModels.$inferSelect;

/** The STL files of a model (one or more: a box and its lid), each with its own facts. */
export const stlModelParts = pgTable(
  'stl_model_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => stlModels.productId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The download name (from the seller's file name, made safe and unique within the model). */
    fileName: text('file_name').notNull(),
    /** In private storage: only the signed download streams it. */
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    /** CRC-32 for the stored zip entry of the download (computed once, at upload). */
    fileCrc: bigint('file_crc', { mode: 'number' }).notNull(),
    /** This part's coarse public mesh for the 3D viewer. */
    previewKey: text('preview_key').notNull(),
    format: text('format', { enum: ['binary', 'ascii'] }).notNull(),
    triangles: integer('triangles').notNull(),
    sizeX: real('size_x').notNull(),
    sizeY: real('size_y').notNull(),
    sizeZ: real('size_z').notNull(),
    areaMm2: real('area_mm2').notNull(),
    volumeCm3: real('volume_cm3').notNull(),
    watertight: boolean('watertight').notNull(),
    grams: real('grams').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('stl_model_parts_product_position_key').on(table.productId, table.position)],
);

export type StlModelPartRow = typeof stlModelParts.$inferSelect;

/** The seller's photos of a model (WebP card and large view in public storage), beside the rendered thumbnail. */
export const stlModelPhotos = pgTable(
  'stl_model_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => stlModels.productId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    listUrl: text('list_url').notNull(),
    detailUrl: text('detail_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('stl_model_photos_product_position_key').on(table.productId, table.position)],
);

/** One row per user, model and day (Istanbul): the download counter counts each at most once. */
export const stlDownloads = pgTable(
  'stl_downloads',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => stlModels.productId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.userId, table.day] }), index('stl_downloads_user_idx').on(table.userId)],
);
