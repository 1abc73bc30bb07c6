import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, type CategoryRow } from './categories.table';

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

export async function selectSubCategories(db: Db, parentId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.name));
}
