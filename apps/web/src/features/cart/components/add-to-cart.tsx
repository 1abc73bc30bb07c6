import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '@pazaryeri/contract/products/index';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cartMessages } from '../cart-messages';
import { availableStock, type CartCustomization, cartItemOf, quantityFloor, withCustomization } from '../cart-rules';
import { useCartActions } from '../use-cart-actions';
import { QuantityStepper } from './quantity-stepper';

interface AddToCartProps {
  product: Product;
  /** The variant and size chosen on the page. */
  choice: { variantId: string | null; sizeId: string | null };
  /** A customizable product: saves the buyer's values first; null keeps the product out of the cart. */
  customize?: () => Promise<CartCustomization | null>;
  /** Holds the button (a design image is still uploading). */
  busy?: boolean;
}

/** Quantity (from the minimum order quantity up to the chosen size's stock) and 'Sepete ekle'. */
export function AddToCart({ product, choice, customize, busy = false }: AddToCartProps) {
  const navigate = useNavigate();
  const actions = useCartActions();
  const item = cartItemOf(product, choice);
  const floor = quantityFloor(item);
  const stock = availableStock(item);
  const [quantity, setQuantity] = useState(floor);
  const [saving, setSaving] = useState(false);
  const soldOut = stock <= 0 || product.status !== 'active';
  const needsSize = product.variants.length > 0 && !item.selectedVariant?.sizes[0];

  const set = (wanted: number) => {
    if (wanted > stock) toast.error(cartMessages.stockExceeded, { id: 'cart-stock' });
    setQuantity(Math.max(floor, Math.min(wanted, Math.max(stock, floor))));
  };

  async function add() {
    let line = { ...item, quantity };
    if (customize) {
      setSaving(true);
      const customization = await customize().finally(() => setSaving(false));
      if (!customization) return;
      line = withCustomization(line, customization);
    }
    if (actions.add(line)) {
      toast.success(cartMessages.added, { action: { label: 'Sepete git', onClick: () => void navigate('/sepet') } });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {!product.isDigital && (
        <QuantityStepper
          value={quantity}
          min={floor}
          label="Adet"
          onIncrease={() => set(quantity + 1)}
          onDecrease={() => set(quantity - 1)}
          onChange={set}
        />
      )}
      <Button size="lg" className="min-w-48 flex-1" onClick={() => void add()} disabled={soldOut || needsSize || busy} loading={saving}>
        <ShoppingCart aria-hidden className="size-5" />
        {soldOut ? 'Tükendi' : 'Sepete ekle'}
      </Button>
    </div>
  );
}
