import { type AdminReviewsQuery, type AdminReviewsResponse, reviewMessages } from '@pazaryeri/contract/reviews/index';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { lockProductForRating } from '../products';
import { selectReview, selectReviewsByStatus } from './reviews.queries';
import { recountProductRating } from './reviews.rating';
import { reviews } from '../../db/schema/reviews';
import { pageOf, toAdminReview } from './reviews.view';

export async function listAdminReviews(db: Db, query: AdminReviewsQuery): Promise<AdminReviewsResponse> {
  const { rows, total } = await selectReviewsByStatus(db, query.status, (query.page - 1) * query.limit, query.limit);
  return { reviews: rows.map(toAdminReview), ...pageOf(query.page, query.limit, total) };
}

/** Publishes (a waiting review) or hides (with the reason its author sees), recounting the product's rating in the same transaction. */
export async function moderateReview(db: Db, id: string, change: { status: 'published' } | { status: 'hidden'; reason: string }) {
  const [current] = isId(id) ? await db.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id)) : [];
  if (!current) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
  await db.transaction(async (tx) => {
    await lockProductForRating(tx, current.productId);
    await tx
      .update(reviews)
      .set({ status: change.status, moderationReason: change.status === 'hidden' ? change.reason : null, updatedAt: new Date() })
      .where(eq(reviews.id, id));
    await recountProductRating(tx, current.productId);
  });
  const row = await selectReview(db, id, null);
  if (!row) throw new AppError('NOT_FOUND', reviewMessages.reviewNotFound);
  return { message: change.status === 'hidden' ? reviewMessages.hidden : reviewMessages.approved, review: toAdminReview(row) };
}
