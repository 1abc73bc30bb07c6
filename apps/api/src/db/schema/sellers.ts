import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface StoreAddress {
  street: string;
  city: string;
  district: string;
  country: string;
  zip: string;
}

/**
 * A store. Created by a signed-in user's application ('pending'); an admin's approval makes it
 * 'approved' and gives the user the seller role. A rejected application is deleted.
 */
export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    /** The store's address in URLs (/magaza/{alias}); lower-case, unique. */
    alias: text('alias').notNull(),
    storeLogo: text('store_logo'),
    coverImage: text('cover_image'),
    about: text('about'),
    companyType: text('company_type', { enum: ['individual', 'person', 'limited', 'anonymous'] }).notNull(),
    /** VKN (10 digits) for companies, TCKN (11 digits) for individuals. */
    taxNumber: text('tax_number').notNull(),
    taxOffice: text('tax_office').notNull(),
    iban: text('iban'),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    storeLocation: text('store_location'),
    storeAddress: jsonb('store_address').$type<StoreAddress>().notNull(),
    status: text('status', { enum: ['pending', 'approved'] }).notNull().default('pending'),
    verifiedSeller: boolean('verified_seller').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * Set when the owner deleted their account after the store had sold: the store's identity as
     * it stood on its sales (name, tax number and office, address) is kept for `retentionReason`
     * until then; its contacts, bank account, pictures and sender addresses are erased.
     */
    retainedUntil: timestamp('retained_until', { withTimezone: true }),
    retentionReason: text('retention_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sellers_user_key').on(table.userId),
    uniqueIndex('sellers_alias_key').on(table.alias),
    index('sellers_status_created_idx').on(table.status, table.createdAt),
    index('sellers_status_store_name_idx').on(table.status, table.storeName),
    index('sellers_company_type_idx').on(table.companyType),
    index('sellers_store_name_trgm_idx').using('gin', sql`${table.storeName} gin_trgm_ops`),
  ],
);

export type SellerRow = typeof sellers.$inferSelect;

/** A store's sender addresses (spec §3 "Seller address"); at most one default, enforced by the index. */
export const sellerAddresses = pgTable(
  'seller_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    street: text('street'),
    city: text('city').notNull(),
    district: text('district').notNull(),
    country: text('country').notNull().default('TR'),
    zip: text('zip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_addresses_seller_created_idx').on(table.sellerId, table.createdAt),
    uniqueIndex('seller_addresses_one_default_key').on(table.sellerId).where(sql`${table.isDefault}`),
  ],
);

export type SellerAddressRow = typeof sellerAddresses.$inferSelect;
