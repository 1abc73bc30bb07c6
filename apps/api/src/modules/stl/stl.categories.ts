import { slugify } from '@pazaryeri/contract';
import { type StlCategory, stlMessages } from '@pazaryeri/contract/stl/index';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { stlCategories, stlModels } from '../../db/schema/stl';

const toCategory = (row: typeof stlCategories.$inferSelect): StlCategory => ({ _id: row.id, name: row.name, slug: row.slug, modelCount: row.modelCount });

export async function listCategories(db: Db): Promise<StlCategory[]> {
  const rows = await db.select().from(stlCategories).orderBy(asc(stlCategories.name));
  return rows.map(toCategory);
}

const categoryNotFound = (): never => {
  throw new AppError('NOT_FOUND', stlMessages.categoryNotFound);
};

function categorySlug(name: string) {
  const slug = slugify(name).slice(0, 60);
  if (!slug) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { name: stlMessages.categoryInvalid });
  return slug;
}

export async function createCategory(db: Db, name: string): Promise<StlCategory> {
  try {
    const [row] = await db.insert(stlCategories).values({ name, slug: categorySlug(name) }).returning();
    return toCategory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', stlMessages.categoryDuplicate);
    throw error;
  }
}

export async function updateCategory(db: Db, categoryId: string, name: string): Promise<StlCategory> {
  if (!isId(categoryId)) categoryNotFound();
  try {
    const [row] = await db
      .update(stlCategories)
      .set({ name, slug: categorySlug(name), updatedAt: new Date() })
      .where(eq(stlCategories.id, categoryId))
      .returning();
    if (!row) categoryNotFound();
    return toCategory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', stlMessages.categoryDuplicate);
    throw error;
  }
}

/** A category with models is kept (409): its row is locked, so a model cannot be added meanwhile. */
export async function deleteCategory(db: Db, categoryId: string) {
  if (!isId(categoryId)) categoryNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(stlCategories).where(eq(stlCategories.id, categoryId)).for('update');
    if (!row) categoryNotFound();
    const [used] = await tx.select({ id: stlModels.productId }).from(stlModels).where(eq(stlModels.categoryId, categoryId)).limit(1);
    if (used || row.modelCount > 0) throw new AppError('CONFLICT', stlMessages.categoryHasModels);
    await tx.delete(stlCategories).where(eq(stlCategories.id, categoryId));
  });
}

export async function resolveCategory(db: Db, ref: string) {
  const [row] = await db
    .select()
    .from(stlCategories)
    .where(isId(ref) ? eq(stlCategories.id, ref) : eq(stlCategories.slug, ref))
    .limit(1);
  if (!row) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { category: stlMessages.categoryInvalid });
  return row;
}
