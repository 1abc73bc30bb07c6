import type { Db } from '../../db/client';
import { setProductRating } from '../products';
import { countProductStars } from './reviews.queries';

/**
 * Recounts the product's rating from its published reviews and writes it to the product row.
 * Runs in the review's transaction after `lockProductForRating`, so it sees every review
 * committed before it and none can slip in between the count and the write.
 */
export async function recountProductRating(tx: Db, productId: string): Promise<void> {
  await setProductRating(tx, productId, await countProductStars(tx, productId));
}
