import { useDispatch, useStore } from 'react-redux';
import { toast } from '@/lib/toast';
import { cartMessages } from './cart-messages';
import { addItem, decreaseQuantity, increaseQuantity, setQuantity, type CartChange, type CartItem } from './cart-rules';
import {
  cartItemAdded,
  cartItemRemoved,
  cartQuantityChanged,
  cartQuantityDecreased,
  cartQuantityIncreased,
  type CartState,
} from './cart-slice';

/**
 * The cart's actions as the buyer uses them: each is checked against the rules first, so a
 * refusal (beyond the stock) shows 'Üzgünüz, stok miktarını aşamazsınız.' (spec §5).
 */
export function useCartActions() {
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  const items = () => store.getState().cart.items;
  const tell = (change: CartChange) => {
    if (change.refused) toast.error(cartMessages.stockExceeded, { id: 'cart-stock' });
    return !change.refused;
  };

  return {
    /** True when the line went in. */
    add(item: CartItem): boolean {
      const ok = tell(addItem(items(), item));
      if (ok) dispatch(cartItemAdded(item));
      return ok;
    },
    increase(uniqueIdentifier: string) {
      if (tell(increaseQuantity(items(), uniqueIdentifier))) dispatch(cartQuantityIncreased(uniqueIdentifier));
    },
    decrease(uniqueIdentifier: string) {
      tell(decreaseQuantity(items(), uniqueIdentifier));
      dispatch(cartQuantityDecreased(uniqueIdentifier));
    },
    /** Typed quantities are clamped to the stock (and the buyer told when they asked for more). */
    setQuantity(uniqueIdentifier: string, quantity: number) {
      tell(setQuantity(items(), uniqueIdentifier, quantity));
      dispatch(cartQuantityChanged({ uniqueIdentifier, quantity }));
    },
    remove(uniqueIdentifier: string) {
      dispatch(cartItemRemoved(uniqueIdentifier));
    },
  };
}
