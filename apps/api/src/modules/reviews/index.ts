/** Reviews: product reviews after delivery, their photos, replies, likes and moderation. */

export { default as adminReviewsRoutes } from './admin-reviews.routes';
export { reviewsPersonalData } from './reviews.personal-data';
export { countProductStars } from './reviews.queries';
export { default as reviewsRoutes } from './reviews.routes';
export { createReview, likeReview, replyToReview } from './reviews.service';
