import { type Category, type CategoryWithCount, messages } from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { selectAllCategories, selectCategoryBySlug, selectMainCategories, selectSubCategories } from './categories.queries';
import type { CategoryRow } from './categories.table';

export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    parentCategory: row.parentId,
  };
}

export async function listMainCategories(db: Db): Promise<Category[]> {
  return (await selectMainCategories(db)).map(toCategory);
}

export async function listSubCategories(db: Db, slug: string) {
  const parent = await selectCategoryBySlug(db, slug);
  if (!parent) throw new AppError('NOT_FOUND', messages.categoryNotFound);
  return { parent: toCategory(parent), subCategories: (await selectSubCategories(db, parent.id)).map(toCategory) };
}

/**
 * Main categories with their sub categories and the number of active products in each. Products
 * arrive with the catalogue; until then every count is honestly zero. One query for the tree.
 */
export async function listMainCategoriesWithCounts(db: Db): Promise<CategoryWithCount[]> {
  const rows = await selectAllCategories(db);
  const children = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  return rows
    .filter((row) => !row.parentId)
    .map((main) => ({
      ...toCategory(main),
      productCount: 0,
      subCategories: (children.get(main.id) ?? []).map((sub) => ({ ...toCategory(sub), productCount: 0 })),
    }));
}
