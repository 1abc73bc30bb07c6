import type { CustomValue } from '@pazaryeri/contract/customization/index';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { customTemplates } from './custom-templates';
import { users } from './users';

/** A picture a buyer uploaded for a design (public storage, WebP). Image fields of custom inputs point at these. */
export const designImages = pgTable(
  'design_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('design_images_user_url_idx').on(table.userId, table.url)],
);

/** A buyer's values for a customizable product, checked against its template when saved and again at checkout. */
export const customInputs = pgTable(
  'custom_inputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => customTemplates.id, { onDelete: 'cascade' }),
    /** As sent (field key → value), to check again against the template at checkout. */
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
    values: jsonb('values').$type<CustomValue[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('custom_inputs_user_created_idx').on(table.userId, table.createdAt),
    index('custom_inputs_user_product_created_idx').on(table.userId, table.productId, table.createdAt),
    index('custom_inputs_product_idx').on(table.productId),
    index('custom_inputs_template_idx').on(table.templateId),
  ],
);
export type CustomInputRow = typeof customInputs.$inferSelect;
