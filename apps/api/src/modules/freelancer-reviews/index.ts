/** Freelancer reviews: the buyer of a completed freelance order reviews its store. */

export { default as freelancerReviewsRoutes } from './freelancer-reviews.routes';
export { freelancerReviewsPersonalData } from './freelancer-reviews.personal-data';
