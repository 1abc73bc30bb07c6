import { type ProductListResponse, productMessages, type ToggleFavoriteResponse } from '@pazaryeri/contract/products/index';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { productNotFound } from './products.access';
import { isProductVisible } from './products.catalogue';
import { countProducts, selectProductRows, visibleToBuyers } from './products.queries';
import { favorites, products } from '../../db/schema/products';
import { pageCount, toProducts } from './products.view';

/**
 * Adds or removes (spec §4). Removing always works; adding needs a product on sale. Two taps at
 * once cannot leave a duplicate: the primary key (user, product) decides.
 */
export async function toggleFavorite(db: Db, userId: string, productId: string): Promise<ToggleFavoriteResponse> {
  if (!isId(productId)) productNotFound();
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ productId: favorites.productId });
  if (removed.length) return { favorite: false, message: productMessages.favoriteRemoved };
  if (!(await isProductVisible(db, productId))) productNotFound();
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
  return { favorite: true, message: productMessages.favoriteAdded };
}

/** The user's favorites still on sale, most recently added first. */
export async function listFavorites(db: Db, userId: string, page: number, limit: number): Promise<ProductListResponse> {
  const favoriteOf = sql`(select ${favorites.createdAt} from ${favorites} where ${favorites.productId} = ${products.id} and ${favorites.userId} = ${userId})`;
  const mine = db.select({ id: favorites.productId }).from(favorites).where(eq(favorites.userId, userId));
  const where = and(visibleToBuyers, inArray(products.id, mine));
  const [rows, total] = await Promise.all([
    selectProductRows(db, { where, orderBy: [desc(favoriteOf), desc(products.id)], limit, offset: (page - 1) * limit }),
    countProducts(db, where),
  ]);
  return {
    products: await toProducts(db, rows, { viewerId: userId, fullView: false }),
    page,
    limit,
    total,
    totalPages: pageCount(total, limit),
  };
}
