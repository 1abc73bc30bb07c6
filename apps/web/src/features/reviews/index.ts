/** Reviews after delivery: a product's, the buyer's own, the store's replies, the admin's moderation. */
export { AdminReviews } from './components/admin-reviews';
export { MyReviews } from './components/my-reviews';
export { ProductReviews } from './components/product-reviews';
export { SellerReviews } from './components/seller-reviews';
