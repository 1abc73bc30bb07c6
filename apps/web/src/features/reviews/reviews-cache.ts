import type { LikeReviewResponse, PendingReview, Review } from '@pazaryeri/contract/reviews/index';

/**
 * Spec §4's review rules, as changes to cached lists (RTK Query drafts): saving removes the
 * matching pending review (by product and order) and adds the review to the reviewed list;
 * deleting removes it; a store reply or an update replaces the matching review; like and unlike
 * set the likes of the matching review.
 */
export function removePending(pending: PendingReview[], review: Pick<Review, 'productId' | 'orderId'>): PendingReview[] {
  return pending.filter((item) => !(item._id === review.productId && item.orderId === review.orderId));
}

export function addReviewed(reviewed: { reviews: Review[]; total: number }, review: Review): void {
  if (reviewed.reviews.some((item) => item._id === review._id)) return;
  reviewed.reviews.unshift(review);
  reviewed.total += 1;
}

export function replaceReview(list: { reviews: Review[] }, review: Review): void {
  const index = list.reviews.findIndex((item) => item._id === review._id);
  if (index >= 0) list.reviews[index] = { ...review, likedByMe: list.reviews[index].likedByMe, isMine: list.reviews[index].isMine };
}

export function removeReview(list: { reviews: Review[]; total: number }, id: string): void {
  const before = list.reviews.length;
  list.reviews = list.reviews.filter((item) => item._id !== id);
  list.total -= before - list.reviews.length;
}

export function setLikes(list: { reviews: Review[] }, like: Pick<LikeReviewResponse, '_id' | 'likes' | 'likedByMe'>): void {
  const review = list.reviews.find((item) => item._id === like._id);
  if (!review) return;
  review.likes = like.likes;
  review.likedByMe = like.likedByMe;
}
