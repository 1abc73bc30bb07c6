import { formatMessage } from '@pazaryeri/contract';
import {
  type CustomInput,
  type CustomInputListResponse,
  customizationMessages,
  type CustomValue,
  validateCustomValues,
} from '@pazaryeri/contract/customization/index';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { isProductVisible } from '../products';
import { products } from '../../db/schema/products';
import { buffersOf, type DesignContext, ownDesignUrls, removeDesignFiles, storeDesignImages } from './customization.designs';
import { customTemplates } from '../../db/schema/custom-templates';
import { customInputs, type CustomInputRow } from '../../db/schema/customization';

const productNotFound = () => new AppError('NOT_FOUND', customizationMessages.productNotFound);
const invalid = (errors: Record<string, string>) => new AppError('VALIDATION_FAILED', Object.values(errors)[0], errors);

/** `values` as a multipart text field (JSON) or a JSON body's object; anything else is unreadable. */
function readValues(values: unknown): Record<string, unknown> {
  let parsed = values;
  if (values === undefined || values === null || values === '') return {};
  if (typeof values === 'string') {
    try {
      parsed = JSON.parse(values);
    } catch {
      parsed = null;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('VALIDATION_FAILED', customizationMessages.valuesUnreadable, { values: customizationMessages.valuesUnreadable });
  }
  return parsed as Record<string, unknown>;
}

function toInput(row: CustomInputRow, productName: string): CustomInput {
  return { _id: row.id, productId: row.productId, productName, templateId: row.templateId, values: row.values, createdAt: row.createdAt.toISOString() };
}

/**
 * `POST /productCustomInput/add`: the buyer's values for a product on sale that carries a template.
 * Checked against the template (required, types, lengths, choices) before anything is stored;
 * an image field takes a file part named by its key (content-checked like `/designs/images`) or
 * the URL of a design image the buyer uploaded. Files stored for a refused input are removed.
 */
export async function addCustomInput(ctx: DesignContext, userId: string, body: Record<string, unknown>): Promise<CustomInput> {
  const productId = String(body.productId ?? '').trim();
  if (!(await isProductVisible(ctx.db, productId))) throw productNotFound();
  const [product] = await ctx.db
    .select({ name: products.name, templateId: products.customTemplateId })
    .from(products)
    .where(eq(products.id, productId));
  const [template] = product.templateId ? await ctx.db.select().from(customTemplates).where(eq(customTemplates.id, product.templateId)) : [];
  if (!template) throw new AppError('UNPROCESSABLE', formatMessage(customizationMessages.notCustomizable, { product: product.name }));

  const raw = readValues(body.values);
  const files = new Map<string, Buffer>();
  for (const field of template.fields) {
    const [file] = field.type === 'image' ? buffersOf(body[field.key]) : [];
    if (file) {
      files.set(field.key, file);
      raw[field.key] = 'upload';
    }
  }
  const first = validateCustomValues(template.fields, raw);
  if (Object.keys(first.errors).length > 0) throw invalid(first.errors);
  const linked = first.values.filter((value) => value.type === 'image' && !files.has(value.key));
  const own = await ownDesignUrls(
    ctx.db,
    userId,
    linked.map((value) => value.value),
  );
  const foreign = linked.find((value) => !own.has(value.value));
  if (foreign) throw invalid({ [foreign.key]: formatMessage(customizationMessages.imageNotYours, { label: foreign.label }) });

  const stored: string[] = [];
  try {
    for (const [key, file] of files) {
      const [image] = await storeDesignImages(ctx, userId, [file]);
      stored.push(image.url);
      raw[key] = image.url;
    }
    const { values } = validateCustomValues(template.fields, raw);
    const [row] = await ctx.db
      .insert(customInputs)
      .values({ userId, productId, templateId: template.id, raw: Object.fromEntries(values.map((value) => [value.key, value.value])), values })
      .returning();
    return toInput(row, product.name);
  } catch (error) {
    await removeDesignFiles(ctx, stored);
    throw error;
  }
}

/** `GET /productCustomInput/list`: the caller's own saved values, newest first (optionally for one product). */
export async function listCustomInputs(db: Db, userId: string, query: { page: number; limit: number; productId?: string }): Promise<CustomInputListResponse> {
  if (query.productId && !isId(query.productId)) return { customInputs: [], page: query.page, limit: query.limit, total: 0, totalPages: 0 };
  const where = and(eq(customInputs.userId, userId), query.productId ? eq(customInputs.productId, query.productId) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ input: customInputs, productName: products.name })
      .from(customInputs)
      .innerJoin(products, eq(products.id, customInputs.productId))
      .where(where)
      .orderBy(desc(customInputs.createdAt), desc(customInputs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(customInputs).where(where),
  ]);
  return {
    customInputs: rows.map((row) => toInput(row.input, row.productName)),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

export interface CheckoutLineCustomization {
  productId: string;
  productName: string;
  /** The template the product carries now (null: not customizable). */
  templateId: string | null;
  customInputId?: string;
}

/**
 * For checkout (in its transaction): each line's values, checked again against the product's
 * template as it is now. A customizable product without values is a 400; values that are not the
 * buyer's or not for this product a 404; values the template no longer accepts a 422 (the buyer
 * fills them in again). Lines of products without a template carry none (an id sent is ignored).
 */
export async function resolveCheckoutCustomizations(tx: Db, buyerId: string, lines: CheckoutLineCustomization[]): Promise<(CustomValue[] | null)[]> {
  const inputIds = [...new Set(lines.flatMap((line) => (line.templateId && line.customInputId ? [line.customInputId] : [])))];
  if (inputIds.some((id) => !isId(id))) throw new AppError('NOT_FOUND', customizationMessages.inputNotFound);
  const templateIds = [...new Set(lines.flatMap((line) => (line.templateId ? [line.templateId] : [])))];
  const inputs = inputIds.length ? await tx.select().from(customInputs).where(and(inArray(customInputs.id, inputIds), eq(customInputs.userId, buyerId))) : [];
  const templates = templateIds.length ? await tx.select().from(customTemplates).where(inArray(customTemplates.id, templateIds)) : [];
  return lines.map((line) => {
    if (!line.templateId) return null;
    const named = { product: line.productName };
    if (!line.customInputId) {
      const message = formatMessage(customizationMessages.customizationRequired, named);
      throw new AppError('VALIDATION_FAILED', message, { customInputId: message });
    }
    const input = inputs.find((row) => row.id === line.customInputId);
    if (!input || input.productId !== line.productId) throw new AppError('NOT_FOUND', customizationMessages.inputNotFound);
    const template = templates.find((row) => row.id === line.templateId)!;
    const { values, errors } = validateCustomValues(template.fields, input.raw);
    if (input.templateId !== template.id || Object.keys(errors).length > 0) {
      throw new AppError('UNPROCESSABLE', formatMessage(customizationMessages.customizationOutdated, named));
    }
    return values;
  });
}
