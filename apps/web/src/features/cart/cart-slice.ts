import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addItem, decreaseQuantity, increaseQuantity, setQuantity, type CartItem } from './cart-rules';

/**
 * The cart lives on the device (persisted with the rest of `root`). `couponCode` is the code the
 * buyer applied; its discount is asked of the server whenever the lines change.
 * `awaitingPayment` is the order sent to the bank's 3D Secure page: when the buyer comes back
 * with it paid, the cart is emptied.
 */
export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  awaitingPayment: { orderId: string } | null;
}

export const initialCartState: CartState = { items: [], couponCode: null, awaitingPayment: null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Refused beyond the stock: the cart stays as it was (the caller tells the buyer). */
    cartItemAdded: (state, action: PayloadAction<CartItem>) => {
      state.items = addItem(state.items, action.payload).items;
    },
    cartQuantityChanged: (state, action: PayloadAction<{ uniqueIdentifier: string; quantity: number }>) => {
      state.items = setQuantity(state.items, action.payload.uniqueIdentifier, action.payload.quantity).items;
    },
    cartQuantityIncreased: (state, action: PayloadAction<string>) => {
      state.items = increaseQuantity(state.items, action.payload).items;
    },
    cartQuantityDecreased: (state, action: PayloadAction<string>) => {
      state.items = decreaseQuantity(state.items, action.payload).items;
    },
    cartItemRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.uniqueIdentifier !== action.payload);
      if (state.items.length === 0) state.couponCode = null;
    },
    cartCouponChanged: (state, action: PayloadAction<string | null>) => {
      state.couponCode = action.payload;
    },
    cartPaymentAwaited: (state, action: PayloadAction<{ orderId: string } | null>) => {
      state.awaitingPayment = action.payload;
    },
    cartCleared: () => initialCartState,
  },
});

export const {
  cartItemAdded,
  cartQuantityChanged,
  cartQuantityIncreased,
  cartQuantityDecreased,
  cartItemRemoved,
  cartCouponChanged,
  cartPaymentAwaited,
  cartCleared,
} = cartSlice.actions;

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartCouponCode = (state: WithCart) => state.cart.couponCode;
export const selectAwaitingPayment = (state: WithCart) => state.cart.awaitingPayment;
/** Units in the cart (the navbar's badge). */
export const selectCartCount = (state: WithCart) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
