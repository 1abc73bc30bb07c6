import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { customTemplates } from './custom-templates';
import { sellers } from './sellers';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A product of a store. Money is integer kuruş. `productType` carries the spec's digital and
 * 3D-model flags (digital = not physical; 3D = model3d). A product reaches buyers only when it is
 * approved, active and its store is approved.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand'),
    sku: text('sku'),
    productType: text('product_type', { enum: ['physical', 'digital', 'model3d'] }).notNull().default('physical'),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    shippingCost: integer('shipping_cost').notNull().default(0),
    freeShippingThreshold: integer('free_shipping_threshold').notNull().default(0),
    /** KDV in percent, included in `price` (1, 10 or 20); invoices split it out (lib/vat.ts). */
    vatRate: smallint('vat_rate').notNull().default(20),
    mainCategoryId: uuid('main_category_id')
      .notNull()
      .references(() => categories.id),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('inactive'),
    approvalStatus: text('approval_status', { enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    rejectionReason: text('rejection_reason'),
    /** The downloadable file of a digital product or 3D model: a private storage key, never a URL. */
    digitalFileKey: text('digital_file_key'),
    digitalFileName: text('digital_file_name'),
    digitalFileSize: integer('digital_file_size'),
    uploadState: text('upload_state', { enum: ['not_uploaded', 'uploaded'] }).notNull().default('not_uploaded'),
    /** Name, brand, category names and description folded for Turkish search (see products.search.ts). */
    searchText: text('search_text').notNull().default(''),
    /** The folded name: `search_text` starts with it. Short, so ranking never reads the long text. */
    searchName: text('search_name').generatedAlwaysAs(
      (): SQL => sql`left(${products.searchText}, char_length(${products.name}))`,
    ),
    /** The name's words weigh A, the rest (brand, categories, description) D: `relevance` counts the words the name holds (`:A` operands). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('turkish'::regconfig, left(${products.searchText}, char_length(${products.name}))), 'A') || setweight(to_tsvector('turkish'::regconfig, substr(${products.searchText}, char_length(${products.name}) + 1)), 'D')`,
    ),
    /** The published reviews' average (2 decimals), count and count per star (1…5), kept by the reviews module in the review's transaction. */
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingStars: integer('rating_stars').array().notNull().default(sql`'{0,0,0,0,0}'`),
    /** The store's customization template a buyer fills in before adding this to the cart (customization module). */
    customTemplateId: uuid('custom_template_id').references((): AnyPgColumn => customTemplates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    // The listing's "rating" sort: best rated first, more reviews breaking ties, then newest.
    index('products_on_sale_rating_idx')
      .on(sql`${table.ratingAverage} desc`, sql`${table.ratingCount} desc`, sql`${table.createdAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.approvalStatus} = 'approved' and ${table.status} = 'active'`),
    index('products_visible_created_idx').on(table.approvalStatus, table.status, table.createdAt),
    index('products_visible_price_idx').on(table.approvalStatus, table.status, table.price),
    // The buyer's lists walk these partial indexes in their exact order and stop after a page:
    // the recommended order (in stock first, then newest), overall and in a main category, and
    // a main category by price (the seller rides along so counting a category's price range reads
    // the index only: 3.6 ms instead of 7.4 ms for 9,700 products).
    // The seller and stock ride along in the overall one so a deep page skips its first
    // thousands of rows in the index alone (products.queries.ts, `selectProductRows`).
    index('products_on_sale_recommended_idx')
      .on(sql`(${table.stock} > 0) desc`, sql`${table.createdAt} desc`, sql`${table.id} desc`, table.sellerId, table.stock)
      .where(sql`${table.approvalStatus} = 'approved' and ${table.status} = 'active'`),
    // A main category's price range reads the price (and the seller, the stock) from the index,
    // not from each product's row: the recommended and rating walks skip thousands of products
    // outside the range (15 ms for 10,419 rows read from the table).
    index('products_on_sale_category_recommended_idx')
      .on(table.mainCategoryId, sql`(${table.stock} > 0) desc`, sql`${table.createdAt} desc`, sql`${table.id} desc`, table.price, table.sellerId, table.stock)
      .where(sql`${table.approvalStatus} = 'approved' and ${table.status} = 'active'`),
    index('products_on_sale_category_newest_idx')
      .on(table.mainCategoryId, sql`${table.createdAt} desc`, sql`${table.id} desc`, table.price, table.sellerId)
      .where(sql`${table.approvalStatus} = 'approved' and ${table.status} = 'active'`),
    index('products_on_sale_category_price_idx')
      .on(table.mainCategoryId, table.price, sql`${table.createdAt} desc`, sql`${table.id} desc`, table.sellerId)
      .where(sql`${table.approvalStatus} = 'approved' and ${table.status} = 'active'`),
    // A main category by rating (the filtered listing's "rating" sort walked the overall rating
    // index and skipped other categories' products: 150 ms for a small category).
    index('products_on_sale_category_rating_idx')
      .on(
        table.mainCategoryId,
        sql`${table.ratingAverage} desc`,
        sql`${table.ratingCount} desc`,
        sql`${table.createdAt} desc`,
        sql`${table.id} desc`,
        table.price,
        table.sellerId,
      )
      .where(sql`${table.approvalStatus} = 'approved' and ${table.status} = 'active'`),
    index('products_category_created_idx').on(table.mainCategoryId, table.createdAt),
    index('products_seller_created_idx').on(table.sellerId, table.createdAt),
    index('products_type_idx').on(table.productType),
    index('products_custom_template_idx').on(table.customTemplateId).where(sql`${table.customTemplateId} is not null`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_price_not_negative', sql`${table.price} >= 0`),
    check('products_minimum_order_positive', sql`${table.minimumOrderQuantity} >= 1`),
    check('products_vat_rate_known', sql`${table.vatRate} in (1, 10, 20)`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * Every word (three letters or more) of every product's search text, folded: the vocabulary a
 * mistyped search word is matched against (trigram similarity over a few thousand short words
 * instead of every product's whole text). Kept by a trigger on products (migration 0018); a word
 * no product uses any more stays, and simply matches nothing.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  { word: text('word').primaryKey() },
  (table) => [index('product_search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/**
 * A product filed under a sub category. The link carries copies of its product's listing order
 * (on sale, main category, in stock, price, date, rating), kept by triggers (migration 0030), so a sub
 * category's page walks the link's own partial indexes in the page's order and stops after the
 * page, instead of looking up each of the sub category's products (products.listing.ts).
 */
export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Approved and active (the products' partial indexes' condition). */
    onSale: boolean('on_sale').notNull().default(false),
    mainCategoryId: uuid('main_category_id'),
    inStock: boolean('in_stock').notNull().default(false),
    price: integer('price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_sub_categories_category_idx').on(table.categoryId),
    index('product_sub_categories_on_sale_recommended_idx')
      .on(table.categoryId, sql`${table.inStock} desc`, sql`${table.createdAt} desc`, sql`${table.productId} desc`, table.price, table.mainCategoryId)
      .where(sql`${table.onSale}`),
    index('product_sub_categories_on_sale_newest_idx')
      .on(table.categoryId, sql`${table.createdAt} desc`, sql`${table.productId} desc`, table.price, table.mainCategoryId)
      .where(sql`${table.onSale}`),
    index('product_sub_categories_on_sale_price_idx')
      .on(table.categoryId, table.price, sql`${table.createdAt} desc`, sql`${table.productId} desc`, table.mainCategoryId)
      .where(sql`${table.onSale}`),
    index('product_sub_categories_on_sale_rating_idx')
      .on(
        table.categoryId,
        sql`${table.ratingAverage} desc`,
        sql`${table.ratingCount} desc`,
        sql`${table.createdAt} desc`,
        sql`${table.productId} desc`,
        table.price,
        table.mainCategoryId,
      )
      .where(sql`${table.onSale}`),
  ],
);

/** A variant (e.g. "Paslanmaz A2") with sizes, each size carrying its own stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku'),
    /** Added to the product price for this variant, in kuruş (may be 0). */
    priceDelta: integer('price_delta').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_variants_product_idx').on(table.productId, table.position)],
);

export const productVariantSizes = pgTable(
  'product_variant_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('product_variant_sizes_variant_idx').on(table.variantId, table.position),
    check('product_variant_sizes_stock_not_negative', sql`${table.stock} >= 0`),
  ],
);

/** A product picture in two WebP sizes; buyers see only approved ones. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    listUrl: text('list_url').notNull(),
    detailUrl: text('detail_url').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('product_images_product_idx').on(table.productId, table.position),
    index('product_images_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type ProductImageRow = typeof productImages.$inferSelect;

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] }), index('favorites_product_idx').on(table.productId)],
);
