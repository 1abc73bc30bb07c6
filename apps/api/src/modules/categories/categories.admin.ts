import {
  type CategoryWriteResponse,
  categoryMessages,
  type CreateMainCategoryBody,
  type CreateSubCategoryBody,
  messages,
  slugify,
  type UpdateMainCategoryBody,
  type UpdateSubCategoryBody,
} from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../lib/domain-events';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import {
  countProductsIn,
  deleteCategoryRows,
  insertCategory,
  nextPosition,
  selectCategoryById,
  selectSubCategories,
  slugTaken,
  updateCategoryRow,
} from './categories.queries';
import { toCategory } from './categories.service';
import type { CategoryRow } from '../../db/schema/categories';

type Level = 'main' | 'sub';

/** What renaming needs besides the database: the bus its `categories.renamed` goes out on. */
export interface CategoriesContext {
  db: Db;
  events: DomainEventBus;
}

const levelOf = (row: CategoryRow): Level => (row.parentId ? 'sub' : 'main');

async function findCategory(db: Db, id: string, level: Level, options: { lock?: boolean } = {}): Promise<CategoryRow> {
  const row = isId(id) ? await selectCategoryById(db, id, options) : null;
  if (!row || levelOf(row) !== level) throw new AppError('NOT_FOUND', messages.categoryNotFound);
  return row;
}

/** A sub category hangs under a main category, never under another sub (one level of nesting). */
async function findParent(db: Db, id: string): Promise<CategoryRow> {
  const parent = isId(id) ? await selectCategoryById(db, id) : null;
  if (!parent) throw new AppError('NOT_FOUND', categoryMessages.parentNotFound);
  if (parent.parentId) throw new AppError('UNPROCESSABLE', categoryMessages.parentNotMain);
  return parent;
}

/** The slug follows the name; slugs are unique across the tree, so a clash is the same name. */
async function claimSlug(db: Db, name: string, exceptId?: string): Promise<string> {
  const slug = slugify(name);
  if (await slugTaken(db, slug, exceptId)) throw new AppError('CONFLICT', categoryMessages.duplicate);
  return slug;
}

/** Two admins saving the same name at once: the unique index decides, the loser hears why. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', categoryMessages.duplicate);
    throw error;
  }
}

export async function createMainCategory(db: Db, body: CreateMainCategoryBody): Promise<CategoryWriteResponse> {
  const slug = await claimSlug(db, body.name);
  const row = await uniqueSlug(async () =>
    insertCategory(db, {
      name: body.name,
      slug,
      description: body.description ?? null,
      icon: body.icon ?? null,
      position: await nextPosition(db, null),
    }),
  );
  return { message: categoryMessages.created, category: toCategory(row) };
}

export async function createSubCategory(db: Db, body: CreateSubCategoryBody): Promise<CategoryWriteResponse> {
  const parent = await findParent(db, body.parentCategory);
  const slug = await claimSlug(db, body.name);
  const row = await uniqueSlug(async () =>
    insertCategory(db, {
      name: body.name,
      slug,
      description: body.description ?? null,
      icon: body.icon ?? null,
      parentId: parent.id,
      position: await nextPosition(db, parent.id),
    }),
  );
  return { message: categoryMessages.created, category: toCategory(row) };
}

/**
 * Saves the category; a new name raises `categories.renamed` in the same transaction, where the
 * products module rebuilds the search text of the products filed under it, so the new name finds them.
 */
async function saveCategory(ctx: CategoriesContext, current: CategoryRow, values: Parameters<typeof updateCategoryRow>[2]) {
  const row = await uniqueSlug(() =>
    ctx.db.transaction(async (tx) => {
      const saved = await updateCategoryRow(tx, current.id, values);
      if (saved && saved.name !== current.name) await ctx.events.emit('categories.renamed', { tx, categoryId: saved.id });
      return saved;
    }),
  );
  if (!row) throw new AppError('NOT_FOUND', messages.categoryNotFound);
  return { message: categoryMessages.updated, category: toCategory(row) };
}

export async function updateMainCategory(ctx: CategoriesContext, id: string, body: UpdateMainCategoryBody): Promise<CategoryWriteResponse> {
  const current = await findCategory(ctx.db, id, 'main');
  const slug = await claimSlug(ctx.db, body.name, current.id);
  return saveCategory(ctx, current, { name: body.name, slug, description: body.description, icon: body.icon });
}

/** Renames, re-describes or moves a sub category under another main one; what is not sent stays. */
export async function updateSubCategory(ctx: CategoriesContext, id: string, body: UpdateSubCategoryBody): Promise<CategoryWriteResponse> {
  const current = await findCategory(ctx.db, id, 'sub');
  const parent = body.parentCategory !== undefined ? await findParent(ctx.db, body.parentCategory) : null;
  const slug = body.name !== undefined ? await claimSlug(ctx.db, body.name, current.id) : undefined;
  const moved = parent && parent.id !== current.parentId;
  return saveCategory(ctx, current, {
    name: body.name,
    slug,
    description: body.description,
    icon: body.icon,
    ...(moved && { parentId: parent.id, position: await nextPosition(ctx.db, parent.id) }),
  });
}

/**
 * Deletes a category that no product is filed under; a main category goes with its sub
 * categories, and only if none of them holds a product either. The rows stay locked while
 * counting, so a product cannot be filed under them between the count and the delete.
 */
export async function deleteCategory(db: Db, id: string, level: Level) {
  await db.transaction(async (tx) => {
    const category = await findCategory(tx, id, level, { lock: true });
    const subs = level === 'main' ? await selectSubCategories(tx, category.id, { lock: true }) : [];
    if ((await countProductsIn(tx, [category.id])) > 0) throw new AppError('CONFLICT', categoryMessages.hasProducts);
    if (subs.length > 0 && (await countProductsIn(tx, subs.map((sub) => sub.id))) > 0) {
      throw new AppError('CONFLICT', categoryMessages.subHasProducts);
    }
    await deleteCategoryRows(tx, [category.id, ...subs.map((sub) => sub.id)]);
  });
  return { message: categoryMessages.deleted };
}
