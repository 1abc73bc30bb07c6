/** Questions about a product: asked and read on its page, answered in the seller panel. */
export { ProductQuestions } from './components/product-questions';
export { SellerQuestions } from './components/seller-questions';
