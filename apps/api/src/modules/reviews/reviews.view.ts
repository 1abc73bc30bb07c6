import { maskName } from '@pazaryeri/contract/questions/index';
import type { AdminReview, Review } from '@pazaryeri/contract/reviews/index';
import type { ReviewJoinedRow } from './reviews.queries';

/** A review as the API shows it; the author's moderation reason only to the author (and admins). */
export function toReview(row: ReviewJoinedRow, viewerId: string | null, showReason = false): Review {
  const { review, product } = row;
  const isMine = viewerId !== null && review.userId === viewerId;
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    likes: review.likesCount,
    productId: review.productId,
    order: review.orderId,
    orderId: review.orderId,
    product: { _id: product.id, name: product.name, slug: product.slug, image: product.image },
    author: maskName(row.authorName),
    photos: review.photos,
    reply:
      review.reply && review.repliedAt
        ? {
            comment: review.reply,
            storeName: row.storeName,
            createdAt: review.repliedAt.toISOString(),
            updatedAt: (review.replyUpdatedAt ?? review.repliedAt).toISOString(),
          }
        : null,
    status: review.status,
    moderationReason: isMine || showReason ? review.moderationReason : null,
    likedByMe: row.likedByMe,
    isMine,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

export function toAdminReview(row: ReviewJoinedRow): AdminReview {
  return { ...toReview(row, null, true), authorName: row.authorName, authorEmail: row.authorEmail, storeName: row.storeName };
}

export const pageOf = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });
