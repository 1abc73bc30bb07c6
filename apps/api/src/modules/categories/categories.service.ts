import { type Category, type CategoryWithCount, messages } from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  selectAllCategories,
  selectCategoryBySlug,
  selectMainCategories,
  selectSubCategories,
} from './categories.queries';
import type { CategoriesPorts } from './categories.ports';
import type { CategoryRow } from '../../db/schema/categories';

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
 * Main categories with their sub categories and the number of products a buyer can see in each
 * (counted by the products module through the `countVisibleProducts` port, by its rule: approved,
 * active, of an approved store with an active owner): the tree and two aggregate queries, whatever its size.
 */
export async function listMainCategoriesWithCounts(db: Db, countVisibleProducts: CategoriesPorts['countVisibleProducts']): Promise<CategoryWithCount[]> {
  const [rows, counts] = await Promise.all([selectAllCategories(db), countVisibleProducts(db)]);
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
      productCount: counts.get(main.id) ?? 0,
      subCategories: (children.get(main.id) ?? []).map((sub) => ({ ...toCategory(sub), productCount: counts.get(sub.id) ?? 0 })),
    }));
}
