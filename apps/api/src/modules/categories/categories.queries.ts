import { asc, count, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productSubCategories } from '../../db/schema/products';
import { categories, type CategoryRow } from '../../db/schema/categories';
import { concurrentQueries } from '../../lib/concurrent-queries';

export async function selectMainCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.position), asc(categories.name));
}

export async function selectAllCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

export async function selectCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return row ?? null;
}

/** With `lock`, the row stays locked until the transaction ends (a product cannot be filed under it meanwhile). */
export async function selectCategoryById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<CategoryRow | null> {
  const query = db.select().from(categories).where(eq(categories.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectSubCategories(db: Db, parentId: string, options: { lock?: boolean } = {}): Promise<CategoryRow[]> {
  const query = db
    .select()
    .from(categories)
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.name));
  return options.lock ? query.for('update') : query;
}

export async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** The position after the last sibling (main categories when parentId is null). */
export async function nextPosition(db: Db, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ last: max(categories.position) })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
  return (row?.last ?? -1) + 1;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function updateCategoryRow(db: Db, id: string, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow | null> {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the categories; sub categories of a deleted main go with it (ON DELETE CASCADE). */
export async function deleteCategoryRows(db: Db, ids: string[]): Promise<void> {
  await db.delete(categories).where(inArray(categories.id, ids));
}

/** Products of any state filed under the categories, as main category or as sub category. */
export async function countProductsIn(db: Db, ids: string[]): Promise<number> {
  const [[asMain], [asSub]] = await concurrentQueries(db, [
    () => db.select({ value: count() }).from(products).where(inArray(products.mainCategoryId, ids)),
    () => db.select({ value: count() }).from(productSubCategories).where(inArray(productSubCategories.categoryId, ids)),
  ]);
  return asMain.value + asSub.value;
}
