import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoiceFileTypes, invoiceKinds, invoiceProfiles, invoiceSources } from '@pazaryeri/contract/invoices/index';
import { orders, sellerOrders } from './orders';
import { sellers } from './sellers';
import { users } from './users';

/**
 * An invoice (issue 26): a store's sale invoice on one part of an order (its own PDF or UBL-TR XML,
 * or one issued through the invoicing provider), or the platform's commission invoice to a store
 * for a month. The files are private (`file_key`, and `xml_key` beside an issued PDF); amounts are
 * kuruş and known only for the invoices we made. Kept as long as the order is (VUK m. 253).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    source: text('source', { enum: invoiceSources }).notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** A sale: the order, its part and its buyer. */
    orderId: uuid('order_id').references(() => orders.id),
    sellerOrderId: uuid('seller_order_id').references(() => sellerOrders.id),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** A commission invoice's month, YYYY-MM in İstanbul. */
    period: text('period'),
    /** Which provider issued it ('sandbox', 'parasut'), and its own id there. */
    provider: text('provider'),
    providerInvoiceId: text('provider_invoice_id'),
    number: text('number'),
    ettn: text('ettn'),
    profile: text('profile', { enum: invoiceProfiles }),
    fileKey: text('file_key').notNull(),
    fileType: text('file_type', { enum: invoiceFileTypes }).notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    xmlKey: text('xml_key'),
    net: integer('net'),
    vat: integer('vat'),
    gross: integer('gross'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One invoice per part, and one commission invoice per store and month: issuing twice finds the first.
    uniqueIndex('invoices_part_key').on(table.sellerOrderId).where(sql`${table.kind} = 'sale'`),
    uniqueIndex('invoices_commission_key').on(table.sellerId, table.period).where(sql`${table.kind} = 'commission'`),
    index('invoices_order_idx').on(table.orderId),
    // The store's commission invoices and the admin's list (newest first, by store, by kind).
    index('invoices_seller_kind_issued_idx').on(table.sellerId, table.kind, table.issuedAt),
    index('invoices_kind_issued_idx').on(table.kind, table.issuedAt),
    index('invoices_issued_idx').on(table.issuedAt),
    check('invoices_sale_has_part', sql`${table.kind} <> 'sale' or (${table.orderId} is not null and ${table.sellerOrderId} is not null)`),
    check('invoices_commission_has_period', sql`${table.kind} <> 'commission' or ${table.period} is not null`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/** A delivered part whose store was reminded that it has no invoice yet: once per part. */
export const invoiceReminders = pgTable('invoice_reminders', {
  sellerOrderId: uuid('seller_order_id')
    .primaryKey()
    .references(() => sellerOrders.id, { onDelete: 'cascade' }),
  remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's invoice series (PZR + year + 9 digits): the last number given each year, counted in one statement. */
export const invoiceNumbers = pgTable('invoice_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
