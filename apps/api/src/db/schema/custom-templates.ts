import type { CustomField } from '@pazaryeri/contract/customization/index';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers';

/** A store's customization template: the fields a buyer fills in before adding a product to the cart. */
export const customTemplates = pgTable(
  'custom_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<CustomField[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_templates_seller_created_idx').on(table.sellerId, table.createdAt)],
);
export type CustomTemplateRow = typeof customTemplates.$inferSelect;
