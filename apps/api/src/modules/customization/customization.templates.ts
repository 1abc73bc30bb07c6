import { randomUUID } from 'node:crypto';
import {
  type CustomField,
  type CustomFieldInput,
  type CustomOptionsBody,
  type CustomTemplate,
  type CustomTemplateBody,
  customizationMessages,
  type ProductCustomization,
} from '@pazaryeri/contract/customization/index';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { assertCanManage, requireStore } from '../products';
import { products } from '../../db/schema/products';
import { findStoreByUserId } from '../sellers';
import { customTemplates, type CustomTemplateRow } from '../../db/schema/custom-templates';

const templateNotFound = () => new AppError('NOT_FOUND', customizationMessages.templateNotFound);

/** Keeps only what a field's type uses; a new field gets a key of its own, an edited one keeps its key. */
function toStoredFields(fields: CustomFieldInput[]): CustomField[] {
  return fields.map((field) => ({
    key: field.key ?? randomUUID().slice(0, 8),
    label: field.label,
    type: field.type,
    required: field.required,
    ...(field.helpText && { helpText: field.helpText }),
    ...(field.type === 'text' && field.maxLength !== undefined && { maxLength: field.maxLength }),
    ...(field.type === 'number' && field.min !== undefined && { min: field.min }),
    ...(field.type === 'number' && field.max !== undefined && { max: field.max }),
    ...(field.type === 'choice' && { choices: [...new Set(field.choices ?? [])] }),
  }));
}

async function countProducts(db: Db, templateIds: string[]): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: products.customTemplateId, total: count() })
    .from(products)
    .where(inArray(products.customTemplateId, templateIds))
    .groupBy(products.customTemplateId);
  return new Map(rows.map((row) => [row.templateId!, row.total]));
}

function toTemplate(row: CustomTemplateRow, productCount: number): CustomTemplate {
  return {
    _id: row.id,
    sellerId: row.sellerId,
    name: row.name,
    description: row.description,
    fields: row.fields,
    productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The template row, or null for an unknown or malformed id. */
export async function findTemplate(db: Db, id: string): Promise<CustomTemplateRow | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(customTemplates).where(eq(customTemplates.id, id));
  return row ?? null;
}

/** `POST /products/custom`: a template of the caller's own (approved) store. */
export async function createTemplate(db: Db, userId: string, body: CustomTemplateBody): Promise<CustomTemplate> {
  const store = await requireStore(db, userId);
  const [row] = await db
    .insert(customTemplates)
    .values({ sellerId: store.id, name: body.name, description: body.description, fields: toStoredFields(body.fields) })
    .returning();
  return toTemplate(row, 0);
}

/**
 * `PUT /products/custom-templates/{id}`: the owning store replaces name, description and fields.
 * Another store's template answers 404, as if it did not exist. Buyers' saved values are checked
 * against the new fields at checkout, so a changed template cannot slip old values through.
 */
export async function updateTemplate(db: Db, userId: string, id: string, body: CustomTemplateBody): Promise<CustomTemplate> {
  const store = await requireStore(db, userId);
  if (!isId(id)) throw templateNotFound();
  const [row] = await db
    .update(customTemplates)
    .set({ name: body.name, description: body.description, fields: toStoredFields(body.fields), updatedAt: new Date() })
    .where(and(eq(customTemplates.id, id), eq(customTemplates.sellerId, store.id)))
    .returning();
  if (!row) throw templateNotFound();
  return toTemplate(row, (await countProducts(db, [row.id])).get(row.id) ?? 0);
}

export async function getTemplate(db: Db, id: string): Promise<CustomTemplate> {
  const row = await findTemplate(db, id);
  if (!row) throw templateNotFound();
  return toTemplate(row, (await countProducts(db, [row.id])).get(row.id) ?? 0);
}

/** `GET /products/custom-templates/all?sellerId`: a store's templates, newest first; without `sellerId` the calling store's own. */
export async function listTemplates(db: Db, sellerId: string | undefined, callerId: string | null): Promise<CustomTemplate[]> {
  let storeId = sellerId;
  if (!storeId) {
    const own = callerId ? await findStoreByUserId(db, callerId) : null;
    if (!own) throw new AppError('VALIDATION_FAILED', customizationMessages.sellerRequired, { sellerId: customizationMessages.sellerRequired });
    storeId = own.id;
  }
  if (!isId(storeId)) return [];
  const rows = await db
    .select()
    .from(customTemplates)
    .where(eq(customTemplates.sellerId, storeId))
    .orderBy(desc(customTemplates.createdAt), desc(customTemplates.id));
  const counts = await countProducts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTemplate(row, counts.get(row.id) ?? 0));
}

/**
 * `POST /products/custom-options`: the store puts one of its own templates on one of its own
 * products (or takes it off with `templateId: null`). Labels are the store's words like the
 * product's options, so the product stays on sale (no new approval round).
 */
export async function setProductOptions(db: Db, userId: string, body: CustomOptionsBody): Promise<ProductCustomization> {
  const owner = await assertCanManage(db, { id: userId, isAdmin: false }, body.productId);
  let template: CustomTemplateRow | null = null;
  if (body.templateId) {
    template = await findTemplate(db, body.templateId);
    if (!template || template.sellerId !== owner.sellerId) throw templateNotFound();
  }
  await db
    .update(products)
    .set({ customTemplateId: template?.id ?? null })
    .where(eq(products.id, body.productId));
  return {
    productId: body.productId,
    selectedTemplate: template ? toTemplate(template, (await countProducts(db, [template.id])).get(template.id) ?? 0) : null,
    customOptions: template?.fields ?? [],
  };
}
