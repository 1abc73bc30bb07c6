import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';

export interface ProductRating {
  average: number;
  count: number;
  /** Published reviews per star, index 0 = 1 star. */
  stars: number[];
}

/**
 * Locks the product's row for the rest of the transaction: the reviews module takes it before
 * writing a review, so concurrent reviews of one product recount one after the other, each
 * seeing the others' committed rows. Answers the product's store, or null when it is gone.
 */
export async function lockProductForRating(tx: Db, productId: string): Promise<{ sellerId: string } | null> {
  const [row] = await tx.select({ sellerId: products.sellerId }).from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

/** Writes the product's rating (called under `lockProductForRating`, in the review's transaction). */
export async function setProductRating(tx: Db, productId: string, rating: ProductRating): Promise<void> {
  await tx
    .update(products)
    .set({ ratingAverage: rating.average, ratingCount: rating.count, ratingStars: rating.stars })
    .where(eq(products.id, productId));
}

export async function getProductRating(db: Db, productId: string): Promise<ProductRating | null> {
  const [row] = await db
    .select({ average: products.ratingAverage, count: products.ratingCount, stars: products.ratingStars })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}
