/**
 * The cart: its slice (kept over reloads), the rules that price it, the actions that change it,
 * and the navbar's link. The shell imports this face, so it carries nothing the first load does
 * not already run; the cart and checkout pages import their components from their files.
 */
export { cartItemOf } from './cart-rules';
export { cartTotals, couponItemsOf, groupByStore, lineTotal, orderLinesOf } from './cart-totals';
export {
  cartCleared,
  cartCouponChanged,
  cartPaymentAwaited,
  cartSlice,
  selectAwaitingPayment,
  selectCartCouponCode,
  selectCartItems,
} from './cart-slice';
export { CartNavLink } from './components/cart-nav-link';
export { useCartActions } from './use-cart-actions';
