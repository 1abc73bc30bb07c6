import {
  type CreateReviewBody,
  type DeleteReviewResponse,
  type LikeReviewResponse,
  type MyReviewsResponse,
  type PendingReviewsResponse,
  type ProductReviewsQuery,
  type ProductReviewsResponse,
  type ReviewResponse,
  reviewLimits,
  reviewMessages,
  type SellerReviewsQuery,
  type SellerReviewsResponse,
  type UpdateReviewBody,
} from '@pazaryeri/contract/reviews/index';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { listReviewableLines } from '../orders';
import { getProductRating, isProductVisible, lockProductForRating } from '../products';
import { findStoreByUserId, getStoreRating, requireStoreOwner } from '../sellers';
import { needsApproval } from './reviews.moderation';
import { type PhotosContext, removeReviewPhotos, storeReviewPhotos } from './reviews.photos';
import {
  countProductPhotoReviews,
  countStoreReviews,
  selectProductReviews,
  selectReview,
  selectReviewedLines,
  selectStoreReviews,
  selectUserReviews,
} from './reviews.queries';
import { recountProductRating } from './reviews.rating';
import { reviewLikes, type ReviewRow, reviews } from '../../db/schema/reviews';
import { pageOf, toReview } from './reviews.view';

export interface ReviewsContext extends PhotosContext {
  db: Db;
}

const notFound = () => new AppError('NOT_FOUND', reviewMessages.reviewNotFound);

async function loadReview(db: Db, id: string, viewerId: string | null) {
  const row = await selectReview(db, id, viewerId);
  if (!row) throw notFound();
  return toReview(row, viewerId);
}

/** The caller's own review, or 404 (unknown) / 403 (someone else's). */
async function ownReview(db: Db, userId: string, id: string): Promise<ReviewRow> {
  const [row] = isId(id) ? await db.select().from(reviews).where(eq(reviews.id, id)) : [];
  if (!row) throw notFound();
  if (row.userId !== userId) throw new AppError('FORBIDDEN', reviewMessages.notYours);
  return row;
}

/**
 * Reviews one delivered line of the buyer's order (the first of that product in the order not yet
 * reviewed): photos are checked and stored first, then the review is written under the product's
 * lock with the product's rating recounted. A link or a phone number holds it for approval.
 */
export async function createReview(ctx: ReviewsContext, userId: string, body: CreateReviewBody, uploads: Buffer[]): Promise<ReviewResponse> {
  if (uploads.length > reviewLimits.maxPhotos) throw new AppError('VALIDATION_FAILED', reviewMessages.tooManyPhotos, { photos: reviewMessages.tooManyPhotos });
  const lines = isId(body.orderId) && isId(body.productId) ? await listReviewableLines(ctx.db, userId, { orderId: body.orderId, productId: body.productId }) : [];
  if (lines.length === 0) throw new AppError('UNPROCESSABLE', reviewMessages.notReviewable);
  const reviewed = await selectReviewedLines(ctx.db, lines.map((line) => line.orderItemId));
  const line = lines.find((candidate) => !reviewed.has(candidate.orderItemId));
  if (!line) throw new AppError('CONFLICT', reviewMessages.alreadyReviewed);
  const photos = await storeReviewPhotos(ctx, uploads);
  const status = needsApproval(body.comment) ? 'pending' : 'published';
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const product = await lockProductForRating(tx, line.productId);
      if (!product) throw new AppError('NOT_FOUND', reviewMessages.productNotFound);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: line.productId,
          sellerId: product.sellerId,
          userId,
          orderId: line.orderId,
          orderItemId: line.orderItemId,
          rating: body.rating,
          comment: body.comment,
          photos,
          photoCount: photos.length,
          status,
        })
        .returning({ id: reviews.id });
      if (status === 'published') await recountProductRating(tx, line.productId);
      return row.id;
    });
  } catch (error) {
    await removeReviewPhotos(ctx, photos);
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', reviewMessages.alreadyReviewed);
    throw error;
  }
  const message = status === 'pending' ? reviewMessages.createdPending : reviewMessages.created;
  return { message, review: await loadReview(ctx.db, id, userId) };
}

/** The author corrects rating and comment; a link or phone number sends it back for approval, a hidden review stays hidden. */
export async function updateReview(db: Db, userId: string, id: string, body: UpdateReviewBody): Promise<ReviewResponse> {
  const current = await ownReview(db, userId, id);
  await db.transaction(async (tx) => {
    await lockProductForRating(tx, current.productId);
    const [row] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw notFound();
    const status = row.status === 'hidden' ? 'hidden' : needsApproval(body.comment) ? 'pending' : 'published';
    await tx.update(reviews).set({ rating: body.rating, comment: body.comment, status, updatedAt: new Date() }).where(eq(reviews.id, id));
    await recountProductRating(tx, current.productId);
  });
  const review = await loadReview(db, id, userId);
  return { message: review.status === 'pending' ? reviewMessages.createdPending : reviewMessages.updated, review };
}

export async function deleteReview(ctx: ReviewsContext, userId: string, id: string): Promise<DeleteReviewResponse> {
  const current = await ownReview(ctx.db, userId, id);
  await ctx.db.transaction(async (tx) => {
    await lockProductForRating(tx, current.productId);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recountProductRating(tx, current.productId);
  });
  await removeReviewPhotos(ctx, current.photos);
  return { message: reviewMessages.deleted, _id: id, productId: current.productId };
}

/** The product's store replies once; replying again edits the reply. Only published reviews. */
export async function replyToReview(db: Db, sellerUserId: string, id: string, comment: string): Promise<ReviewResponse> {
  const [row] = isId(id) ? await db.select().from(reviews).where(eq(reviews.id, id)) : [];
  if (!row || row.status !== 'published') throw notFound();
  await requireStoreOwner(db, sellerUserId, row.sellerId, reviewMessages.notYourStore);
  const now = new Date();
  await db
    .update(reviews)
    .set({ reply: comment, repliedAt: sql`coalesce(${reviews.repliedAt}, ${now.toISOString()}::timestamptz)`, replyUpdatedAt: now })
    .where(eq(reviews.id, id));
  return { message: reviewMessages.replied, review: await loadReview(db, id, sellerUserId) };
}

/** Likes a published review once per user (a repeated like changes nothing); never one's own. */
export async function likeReview(db: Db, userId: string, id: string): Promise<LikeReviewResponse> {
  const [row] = isId(id) ? await db.select().from(reviews).where(eq(reviews.id, id)) : [];
  if (!row || row.status !== 'published') throw notFound();
  if (row.userId === userId) throw new AppError('UNPROCESSABLE', reviewMessages.ownReviewLike);
  const likes = await db.transaction(async (tx) => {
    const inserted = await tx.insert(reviewLikes).values({ reviewId: id, userId }).onConflictDoNothing().returning({ id: reviewLikes.reviewId });
    const [updated] = await tx
      .update(reviews)
      .set({ likesCount: sql`${reviews.likesCount} + ${inserted.length}` })
      .where(eq(reviews.id, id))
      .returning({ likes: reviews.likesCount });
    return updated.likes;
  });
  return { message: reviewMessages.liked, _id: id, likes, likedByMe: true };
}

export async function unlikeReview(db: Db, userId: string, id: string): Promise<LikeReviewResponse> {
  const [row] = isId(id) ? await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)) : [];
  if (!row) throw notFound();
  const likes = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(reviewLikes)
      .where(and(eq(reviewLikes.reviewId, id), eq(reviewLikes.userId, userId)))
      .returning({ id: reviewLikes.reviewId });
    const [updated] = await tx
      .update(reviews)
      .set({ likesCount: sql`greatest(${reviews.likesCount} - ${removed.length}, 0)` })
      .where(eq(reviews.id, id))
      .returning({ likes: reviews.likesCount });
    return updated.likes;
  });
  return { message: reviewMessages.unliked, _id: id, likes, likedByMe: false };
}

/** The product page: published reviews with the kept rating (average, count, per star) and how many have photos. */
export async function listProductReviews(db: Db, viewerId: string | null, productId: string, query: ProductReviewsQuery): Promise<ProductReviewsResponse> {
  const visible = isId(productId) && (await isProductVisible(db, productId));
  const rating = visible ? await getProductRating(db, productId) : null;
  if (!rating) throw new AppError('NOT_FOUND', reviewMessages.productNotFound);
  const offset = (query.page - 1) * query.limit;
  const [{ rows, total }, withPhotos] = await Promise.all([
    selectProductReviews(db, productId, query, viewerId, offset, query.limit),
    countProductPhotoReviews(db, productId),
  ]);
  const [one, two, three, four, five] = rating.stars;
  return {
    reviews: rows.map((row) => toReview(row, viewerId)),
    ...pageOf(query.page, query.limit, total),
    summary: { average: rating.average, count: rating.count, distribution: { 1: one, 2: two, 3: three, 4: four, 5: five }, withPhotos },
  };
}

/** The author's reviews, every state (a hidden one with the admin's reason). */
export async function listMyReviews(db: Db, userId: string, page: number, limit: number): Promise<MyReviewsResponse> {
  const { rows, total } = await selectUserReviews(db, userId, (page - 1) * limit, limit);
  return { reviews: rows.map((row) => toReview(row, userId)), ...pageOf(page, limit, total) };
}

/** Delivered lines of the buyer not reviewed yet: one item per line, `_id` the product's. */
export async function listPendingReviews(db: Db, userId: string): Promise<PendingReviewsResponse> {
  const lines = await listReviewableLines(db, userId);
  const reviewed = await selectReviewedLines(db, lines.map((line) => line.orderItemId));
  return {
    pendingReviews: lines
      .filter((line) => !reviewed.has(line.orderItemId))
      .map((line) => ({
        _id: line.productId,
        orderId: line.orderId,
        orderNumber: line.orderNumber,
        name: line.productName,
        slug: line.productSlug,
        image: line.image,
        storeName: line.storeName,
        deliveredAt: line.deliveredAt?.toISOString() ?? null,
      })),
  };
}

/** The store's reviews (published), with its average and the counts its tabs show. */
export async function listStoreReviews(db: Db, sellerUserId: string, query: SellerReviewsQuery): Promise<SellerReviewsResponse> {
  const store = await findStoreByUserId(db, sellerUserId);
  if (!store || store.status !== 'approved') throw new AppError('NOT_FOUND', reviewMessages.storeNotFound);
  const [{ rows, total }, counts, rating] = await Promise.all([
    selectStoreReviews(db, store.id, query.status, (query.page - 1) * query.limit, query.limit),
    countStoreReviews(db, store.id),
    getStoreRating(db, store.id),
  ]);
  return { reviews: rows.map((row) => toReview(row, sellerUserId)), ...pageOf(query.page, query.limit, total), store: rating, counts };
}
