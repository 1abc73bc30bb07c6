import { type ProductType, tlToKurus } from '@pazaryeri/contract/products/index';
import { and, eq, gt, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { createdBetween } from '../../lib/sql-filters';
import { categories } from '../../db/schema/categories';
import { sellers } from '../../db/schema/sellers';
import { products, productSubCategories } from '../../db/schema/products';

/** Matches nothing: a filter naming an unknown category or store gives an empty page, not an error. */
const nothing = sql`false`;

async function resolveCategories(db: Db, refs: string[]) {
  const ids = refs.filter(isId);
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(or(inArray(categories.slug, refs), ids.length ? inArray(categories.id, ids) : undefined));
}

const inSubCategories = (ids: string[]) =>
  sql`exists (select 1 from ${productSubCategories} where ${productSubCategories.productId} = ${products.id} and ${inArray(productSubCategories.categoryId, ids)})`;

/** A category by id or slug: a main category matches its products, a sub category the products filed under it. */
export async function categoryCondition(db: Db, ref: string | undefined): Promise<SQL | undefined> {
  return (await categoryFilter(db, ref)).condition;
}

/**
 * The condition, the main category it keeps the list to (null for none or a sub category), and
 * the sub category it names (null for none or a main category).
 */
export async function categoryFilter(
  db: Db,
  ref: string | undefined,
): Promise<{ condition?: SQL; mainCategoryId: string | null; subCategoryId: string | null }> {
  if (!ref) return { mainCategoryId: null, subCategoryId: null };
  const [category] = await resolveCategories(db, [ref]);
  if (!category) return { condition: nothing, mainCategoryId: null, subCategoryId: null };
  return category.parentId
    ? { condition: inSubCategories([category.id]), mainCategoryId: null, subCategoryId: category.id }
    : { condition: eq(products.mainCategoryId, category.id), mainCategoryId: category.id, subCategoryId: null };
}

/** Products filed under any of the sub categories (ids or slugs), and the sub category's id when they name exactly one. */
export async function subCategoriesFilter(db: Db, refs: string[] | undefined): Promise<{ condition?: SQL; onlyId: string | null }> {
  if (!refs?.length) return { onlyId: null };
  const found = await resolveCategories(db, refs);
  if (!found.length) return { condition: nothing, onlyId: null };
  return { condition: inSubCategories(found.map((category) => category.id)), onlyId: found.length === 1 ? found[0].id : null };
}

/** Products filed under any of the sub categories (ids or slugs). */
export async function subCategoriesCondition(db: Db, refs: string[] | undefined): Promise<SQL | undefined> {
  return (await subCategoriesFilter(db, refs)).condition;
}

/**
 * A sub category's own ordered list (products.listing.ts `SubCategoryLead`): its links on sale
 * in the main category and within the price bounds (the link's copies of its product's columns,
 * kept by triggers). The products' own main category, price and link conditions are left out
 * beside it: the planner, taking them for independent filters, expected a handful of rows and
 * sorted them all instead of walking the link's index (11 ms instead of 2).
 */
export function subCategoryLink(categoryId: string, mainCategoryId: string | null, priceMin?: number, priceMax?: number): SQL {
  return and(
    eq(productSubCategories.categoryId, categoryId),
    eq(productSubCategories.onSale, true),
    mainCategoryId ? eq(productSubCategories.mainCategoryId, mainCategoryId) : undefined,
    priceMin !== undefined ? gte(productSubCategories.price, tlToKurus(priceMin)) : undefined,
    priceMax !== undefined ? lte(productSubCategories.price, tlToKurus(priceMax)) : undefined,
  )!;
}

/** A store by id, alias or owner's user id. */
export function storeCondition(ref: string | undefined): SQL | undefined {
  if (!ref) return undefined;
  return isId(ref) ? or(eq(sellers.id, ref), eq(sellers.userId, ref)) : eq(sellers.alias, ref.toLowerCase());
}

/** TL bounds, inclusive. */
export function priceConditions(priceMin?: number, priceMax?: number): (SQL | undefined)[] {
  return [
    priceMin !== undefined ? gte(products.price, tlToKurus(priceMin)) : undefined,
    priceMax !== undefined ? lte(products.price, tlToKurus(priceMax)) : undefined,
  ];
}

export function inStockCondition(inStock?: boolean): SQL | undefined {
  if (inStock === undefined) return undefined;
  return inStock ? gt(products.stock, 0) : eq(products.stock, 0);
}

export function typeConditions(filters: { productType?: ProductType; isDigital?: boolean; is3DModel?: boolean }): (SQL | undefined)[] {
  return [
    filters.productType ? eq(products.productType, filters.productType) : undefined,
    filters.isDigital === undefined
      ? undefined
      : filters.isDigital
        ? ne(products.productType, 'physical')
        : eq(products.productType, 'physical'),
    filters.is3DModel === undefined
      ? undefined
      : filters.is3DModel
        ? eq(products.productType, 'model3d')
        : ne(products.productType, 'model3d'),
  ];
}

export const createdInRange = (startDate?: string, endDate?: string) => createdBetween(products.createdAt, startDate, endDate);

/** An id that is no UUID cannot name a product (and must not reach SQL as one). */
export const productIdCondition = (id: string | undefined): SQL | undefined =>
  id === undefined ? undefined : isId(id) ? eq(products.id, id) : nothing;
