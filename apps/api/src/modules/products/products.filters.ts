import { type ProductType, tlToKurus } from '@pazaryeri/contract/products/index';
import { eq, gt, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
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

/** The condition, and the main category it keeps the list to (null for none or a sub category). */
export async function categoryFilter(db: Db, ref: string | undefined): Promise<{ condition?: SQL; mainCategoryId: string | null }> {
  if (!ref) return { mainCategoryId: null };
  const [category] = await resolveCategories(db, [ref]);
  if (!category) return { condition: nothing, mainCategoryId: null };
  return category.parentId
    ? { condition: inSubCategories([category.id]), mainCategoryId: null }
    : { condition: eq(products.mainCategoryId, category.id), mainCategoryId: category.id };
}

/** Products filed under any of the sub categories (ids or slugs). */
export async function subCategoriesCondition(db: Db, refs: string[] | undefined): Promise<SQL | undefined> {
  if (!refs?.length) return undefined;
  const found = await resolveCategories(db, refs);
  return found.length ? inSubCategories(found.map((category) => category.id)) : nothing;
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
