import { ShoppingCart } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { selectCartCount } from '../cart-slice';

/** The navbar's cart icon with the number of units in the cart. */
export function CartNavLink() {
  const count = useSelector(selectCartCount);
  return (
    <Link
      to="/sepet"
      className="relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      aria-label={count > 0 ? `Sepetim, ${count > 99 ? '99+' : formatCount(count)} ürün` : 'Sepetim'}
    >
      <ShoppingCart aria-hidden className="size-6" />
      {count > 0 && (
        <span aria-hidden className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
