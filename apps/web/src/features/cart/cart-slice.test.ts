import { describe, expect, it } from 'vitest';
import { productOf } from '@/testing/product-fixtures';
import { cartItemOf, uniqueIdentifierOf } from './cart-rules';
import {
  cartCleared,
  cartCouponChanged,
  cartItemAdded,
  cartItemRemoved,
  cartPaymentAwaited,
  cartQuantityChanged,
  cartQuantityDecreased,
  cartQuantityIncreased,
  cartSlice,
  initialCartState,
  selectCartCount,
  type CartState,
} from './cart-slice';

const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][], state: CartState = initialCartState) => actions.reduce(cartSlice.reducer, state);
const sized = cartItemOf(productOf(), { variantId: 'v1', sizeId: 'z2' }); // stock 3, minimum 2
const id = uniqueIdentifierOf('p1', 'v1', 'z2');

describe('cart slice', () => {
  it('adds, raises, lowers and removes a line by its uniqueIdentifier', () => {
    let state = reduce([cartItemAdded(sized)]);
    expect(state.items.map((item) => [item.uniqueIdentifier, item.quantity])).toEqual([[id, 2]]);
    state = reduce([cartQuantityIncreased(id)], state);
    expect(state.items[0]!.quantity).toBe(3);
    state = reduce([cartQuantityIncreased(id), cartQuantityChanged({ uniqueIdentifier: id, quantity: 99 })], state);
    expect(state.items[0]!.quantity).toBe(3);
    state = reduce([cartQuantityDecreased(id), cartQuantityDecreased(id)], state);
    expect(state.items[0]!.quantity).toBe(2);
    state = reduce([cartItemRemoved(id)], state);
    expect(state.items).toEqual([]);
  });

  it('leaves the cart unchanged when an add is refused', () => {
    const state = reduce([cartItemAdded(sized), cartItemAdded(sized)]);
    expect(state.items[0]!.quantity).toBe(2);
  });

  it('counts units for the navbar badge', () => {
    const glove = cartItemOf(productOf({ _id: 'p2', variants: [], stock: 10, minimumOrderQuantity: 1 }), { variantId: null, sizeId: null }, 4);
    expect(selectCartCount({ cart: reduce([cartItemAdded(sized), cartItemAdded(glove)]) })).toBe(6);
  });

  it('keeps the coupon code until the cart empties or it is cleared', () => {
    let state = reduce([cartItemAdded(sized), cartCouponChanged('HOSGELDIN10'), cartPaymentAwaited({ orderId: 'o1' })]);
    expect(state).toMatchObject({ couponCode: 'HOSGELDIN10', awaitingPayment: { orderId: 'o1' } });
    state = reduce([cartItemRemoved(id)], state);
    expect(state.couponCode).toBeNull();
    expect(reduce([cartCleared()], state)).toEqual(initialCartState);
  });
});
