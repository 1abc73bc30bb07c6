import { randomBytes } from 'node:crypto';
import { slugify } from '@pazaryeri/contract';
import { productMessages, tlToKurus, type VariantInput } from '@pazaryeri/contract/products/index';
import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { buildSearchText } from '../../lib/turkish';
import { categories } from '../../db/schema/categories';
import { products, productSubCategories, productVariantSizes, productVariants } from '../../db/schema/products';

export interface ResolvedCategories {
  main: { id: string; name: string };
  subs: { id: string; name: string }[];
}

function invalid(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** The main category (id or slug, a top-level one) and sub categories that belong to it. */
export async function resolveCategories(db: Db, mainRef: string, subRefs: string[]): Promise<ResolvedCategories> {
  const byRef = (ref: string) => (isId(ref) ? or(eq(categories.id, ref), eq(categories.slug, ref)) : eq(categories.slug, ref));
  const [main] = await db.select().from(categories).where(byRef(mainRef)).limit(1);
  if (!main || main.parentId) invalid('mainCategory', productMessages.mainCategoryInvalid);
  const refs = [...new Set(subRefs)];
  if (refs.length === 0) return { main: { id: main.id, name: main.name }, subs: [] };
  const ids = refs.filter(isId);
  const found = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(or(inArray(categories.slug, refs), ids.length ? inArray(categories.id, ids) : undefined))
    .orderBy(asc(categories.position));
  const matched = refs.map((ref) => found.find((category) => category.id === ref || category.slug === ref));
  if (matched.some((category) => !category || category.parentId !== main.id)) {
    invalid('subCategories', productMessages.subCategoryInvalid);
  }
  const subs = [...new Map(matched.map((category) => [category!.id, { id: category!.id, name: category!.name }])).values()];
  return { main: { id: main.id, name: main.name }, subs };
}

export function searchTextOf(fields: { name: string; brand: string | null; description: string }, resolved: ResolvedCategories) {
  return buildSearchText({
    name: fields.name,
    brand: fields.brand,
    categoryNames: [resolved.main.name, ...resolved.subs.map((sub) => sub.name)],
    description: fields.description,
  });
}

/** A variant can lower the price, never below zero (both in kuruş). */
export function assertVariantPrices(priceKurus: number, deltas: number[]) {
  if (deltas.some((delta) => priceKurus + delta < 0)) invalid('variants', productMessages.variantPriceNegative);
}

export const deltasOf = (variants: VariantInput[] | undefined) => (variants ?? []).map((variant) => tlToKurus(variant.priceDelta));

export const sizeTotal = (variants: VariantInput[]) =>
  variants.reduce((sum, variant) => sum + variant.sizes.reduce((inner, size) => inner + size.stock, 0), 0);

/** The slug of a new product: the folded name, with a short random suffix when another product has it. */
export async function newSlug(db: Db, name: string, forceSuffix = false): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'urun';
  if (!forceSuffix) {
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, base)).limit(1);
    if (!taken) return base;
  }
  return `${base}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}

export async function replaceSubCategories(tx: Db, productId: string, subs: { id: string }[]) {
  // Only the links that change: an edit that keeps them (a price edit) writes none, so the
  // catalogue cache is not told that the product's lists changed.
  const keep = subs.map((sub) => sub.id);
  await tx
    .delete(productSubCategories)
    .where(and(eq(productSubCategories.productId, productId), keep.length ? notInArray(productSubCategories.categoryId, keep) : undefined));
  if (subs.length) {
    await tx
      .insert(productSubCategories)
      .values(subs.map((sub) => ({ productId, categoryId: sub.id })))
      .onConflictDoNothing();
  }
}

/** The names of variants and sizes in order: what a buyer chooses between (content, not stock). */
export const variantShape = (variants: { name: string; sizes: { label: string }[] }[]) =>
  JSON.stringify(variants.map((variant) => [variant.name, variant.sizes.map((size) => size.label)]));

/**
 * Makes the product's variants and sizes what the input says. Variants and sizes sent with their
 * `_id` keep it (carts and orders point at sizes); others are created; those left out are deleted.
 */
export async function saveVariants(tx: Db, productId: string, input: VariantInput[]): Promise<void> {
  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const existingIds = new Set(existing.map((variant) => variant.id));
  const keptIds = input.map((variant) => variant._id).filter((id): id is string => Boolean(id));
  if (keptIds.some((id) => !existingIds.has(id))) invalid('variants', productMessages.variantNotFound);
  await tx
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), keptIds.length ? notInArray(productVariants.id, keptIds) : undefined));

  for (const [position, variant] of input.entries()) {
    const values = { name: variant.name, sku: variant.sku ?? null, priceDelta: tlToKurus(variant.priceDelta), position };
    let variantId = variant._id;
    if (variantId) await tx.update(productVariants).set(values).where(eq(productVariants.id, variantId));
    else [{ id: variantId }] = await tx.insert(productVariants).values({ ...values, productId }).returning({ id: productVariants.id });
    await saveSizes(tx, variantId!, variant.sizes);
  }
}

async function saveSizes(tx: Db, variantId: string, sizes: VariantInput['sizes']) {
  const existing = await tx.select({ id: productVariantSizes.id }).from(productVariantSizes).where(eq(productVariantSizes.variantId, variantId));
  const existingIds = new Set(existing.map((size) => size.id));
  const keptIds = sizes.map((size) => size._id).filter((id): id is string => Boolean(id));
  if (keptIds.some((id) => !existingIds.has(id))) invalid('variants', productMessages.variantNotFound);
  await tx
    .delete(productVariantSizes)
    .where(and(eq(productVariantSizes.variantId, variantId), keptIds.length ? notInArray(productVariantSizes.id, keptIds) : undefined));
  for (const [position, size] of sizes.entries()) {
    const values = { label: size.label, stock: size.stock, position };
    if (size._id) await tx.update(productVariantSizes).set(values).where(eq(productVariantSizes.id, size._id));
    else await tx.insert(productVariantSizes).values({ ...values, variantId });
  }
}

/**
 * On `categories.renamed`, in the rename's transaction: rebuilds `search_text` of the products
 * filed under the category (as main or sub category), so searching by its new name finds them.
 */
export async function refreshSearchTextForCategory(db: Db, categoryId: string): Promise<number> {
  const linked = db.select({ id: productSubCategories.productId }).from(productSubCategories).where(eq(productSubCategories.categoryId, categoryId));
  const affected = await db
    .select({ id: products.id, name: products.name, brand: products.brand, description: products.description, main: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(or(eq(products.mainCategoryId, categoryId), inArray(products.id, linked)));
  if (affected.length === 0) return 0;
  const subs = await db
    .select({ productId: productSubCategories.productId, name: categories.name })
    .from(productSubCategories)
    .innerJoin(categories, eq(categories.id, productSubCategories.categoryId))
    .where(inArray(productSubCategories.productId, affected.map((product) => product.id)))
    .orderBy(asc(categories.position));
  const subNames = new Map<string, string[]>();
  for (const sub of subs) subNames.set(sub.productId, [...(subNames.get(sub.productId) ?? []), sub.name]);
  await db.transaction(async (tx) => {
    for (const product of affected) {
      const searchText = buildSearchText({ ...product, categoryNames: [product.main, ...(subNames.get(product.id) ?? [])] });
      await tx.update(products).set({ searchText }).where(eq(products.id, product.id));
    }
  });
  return affected.length;
}
