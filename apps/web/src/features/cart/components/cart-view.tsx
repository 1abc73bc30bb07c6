import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cartTotals, groupByStore } from '../cart-totals';
import { selectCartItems } from '../cart-slice';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { StoreGroupCard } from './store-group-card';

interface CartViewProps {
  /** The applied coupon's discount (TL), as the server previewed it. */
  discount: number;
  couponCode: string | null;
  couponSlot?: ReactNode;
  action: ReactNode;
}

/** The cart page: lines per store with each store's shipping and free-shipping progress, then the totals. */
export function CartView({ discount, couponCode, couponSlot, action }: CartViewProps) {
  const items = useSelector(selectCartItems);
  if (items.length === 0) {
    return (
      <EmptyState Icon={ShoppingCart} title="Sepetiniz boş" action={<ButtonLink to="/urunler">Alışverişe başla</ButtonLink>}>
        Beğendiğiniz ürünleri sepete ekleyin; her mağazanın kargo ücretini ve ücretsiz kargo sınırını burada görün.
      </EmptyState>
    );
  }
  const groups = groupByStore(items);
  const totals = cartTotals(items, discount);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {groups.map((group) => (
          <StoreGroupCard key={group.seller._id} group={group}>
            <ul className="divide-y divide-slate-100">
              {group.items.map((item) => (
                <CartLine key={item.uniqueIdentifier} item={item} />
              ))}
            </ul>
          </StoreGroupCard>
        ))}
      </div>
      <div className="lg:sticky lg:top-32">
        <CartSummary totals={totals} couponCode={discount > 0 ? couponCode : null}>
          {couponSlot}
          {action}
        </CartSummary>
      </div>
    </div>
  );
}
