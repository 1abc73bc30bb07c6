import {
  type CreateFreelancerReviewBody,
  freelanceMessages,
  type FreelancerReviewListResponse,
  type FreelancerReviewView,
} from '@pazaryeri/contract/freelance/index';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { pageCount } from '../../lib/sql-filters';
import { orders, sellerOrders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { type FreelancerReviewRow, freelancerReviews, sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';

export interface ReviewActor {
  id: string;
  isAdmin: boolean;
}

const notFound = () => new AppError('NOT_FOUND', freelanceMessages.reviewNotFound);

const selectViews = (db: Db) =>
  db
    .select({ review: freelancerReviews, storeName: sellers.storeName, buyerName: users.name })
    .from(freelancerReviews)
    .innerJoin(sellers, eq(sellers.id, freelancerReviews.sellerId))
    .innerJoin(users, eq(users.id, freelancerReviews.buyerId));

function toView(row: { review: FreelancerReviewRow; storeName: string; buyerName: string }): FreelancerReviewView {
  const { review } = row;
  return {
    _id: review.id,
    seller: { _id: review.sellerId, storeName: row.storeName },
    buyer: { name: row.buyerName },
    orderId: review.orderId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
  };
}

/** Moves a store's rating aggregate by one review, inside the transaction that adds or deletes it. */
async function adjustRating(tx: Db, sellerId: string, sign: 1 | -1, rating: number) {
  await tx
    .insert(sellerFreelanceRatings)
    .values({ sellerId, reviewCount: Math.max(sign, 0), ratingSum: Math.max(sign * rating, 0) })
    .onConflictDoUpdate({
      target: sellerFreelanceRatings.sellerId,
      set: { reviewCount: sql`${sellerFreelanceRatings.reviewCount} + ${sign}`, ratingSum: sql`${sellerFreelanceRatings.ratingSum} + ${sign * rating}` },
    });
}

export async function getFreelancerReview(db: Db, id: string): Promise<FreelancerReviewView> {
  const [row] = isId(id) ? await selectViews(db).where(eq(freelancerReviews.id, id)).limit(1) : [];
  if (!row) throw notFound();
  return toView(row);
}

/**
 * `POST /reviews`: the buyer of a completed freelance order reviews its store, once per order.
 * The review and the store's aggregate are written in one transaction.
 */
export async function createFreelancerReview(db: Db, actor: ReviewActor, body: CreateFreelancerReviewBody): Promise<FreelancerReviewView> {
  const [part] = isId(body.orderId)
    ? await db
        .select({ sellerId: sellerOrders.sellerId, status: sellerOrders.status })
        .from(orders)
        .innerJoin(sellerOrders, eq(sellerOrders.orderId, orders.id))
        .where(and(eq(orders.id, body.orderId), eq(orders.buyerId, actor.id), isNotNull(orders.offerId), isNotNull(sellerOrders.customizationStatus)))
        .limit(1)
    : [];
  if (!part || part.status !== 'completed') throw new AppError('FORBIDDEN', freelanceMessages.reviewNotAllowed);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [review] = await tx
        .insert(freelancerReviews)
        .values({ sellerId: part.sellerId, buyerId: actor.id, orderId: body.orderId, rating: body.rating, comment: body.comment })
        .returning({ id: freelancerReviews.id });
      await adjustRating(tx, part.sellerId, 1, body.rating);
      return review.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', freelanceMessages.reviewExists);
    throw error;
  }
  return getFreelancerReview(db, id);
}

/** `GET /reviews/seller/{id}`: a store's freelancer reviews, newest first, with its average and count from the aggregate. */
export async function listStoreFreelancerReviews(db: Db, sellerId: string, page: number, limit: number): Promise<FreelancerReviewListResponse> {
  if (!isId(sellerId)) return { reviews: [], average: 0, count: 0, page, limit, totalPages: 0 };
  const [rows, [rating]] = await Promise.all([
    selectViews(db)
      .where(eq(freelancerReviews.sellerId, sellerId))
      .orderBy(desc(freelancerReviews.createdAt), desc(freelancerReviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select().from(sellerFreelanceRatings).where(eq(sellerFreelanceRatings.sellerId, sellerId)),
  ]);
  const total = rating?.reviewCount ?? 0;
  return {
    reviews: rows.map(toView),
    average: total > 0 ? Math.round((rating.ratingSum / total) * 10) / 10 : 0,
    count: total,
    page,
    limit,
    totalPages: pageCount(total, limit),
  };
}

/** `DELETE /reviews/{id}`: its author (or an admin) removes it; the aggregate follows in the same transaction. */
export async function deleteFreelancerReview(db: Db, actor: ReviewActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = isId(id) ? await tx.select().from(freelancerReviews).where(eq(freelancerReviews.id, id)).for('update') : [];
    if (!review) throw notFound();
    if (review.buyerId !== actor.id && !actor.isAdmin) throw new AppError('FORBIDDEN', freelanceMessages.reviewOnlyOwn);
    await tx.delete(freelancerReviews).where(eq(freelancerReviews.id, review.id));
    await adjustRating(tx, review.sellerId, -1, review.rating);
  });
}
