import { Box, FileDown, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { CustomValueList } from '@/features/customization';
import { formatCount, formatMoney } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { availableStock, quantityFloor, type CartItem } from '../cart-rules';
import { lineTotal } from '../cart-totals';
import { useCartActions } from '../use-cart-actions';
import { QuantityStepper } from './quantity-stepper';

export function variantLabel(item: Pick<CartItem, 'selectedVariant'>): string | null {
  const variant = item.selectedVariant;
  if (!variant) return null;
  return [variant.name, variant.sizes[0]?.label].filter(Boolean).join(' · ');
}

/** A cart line: picture, name, variant and size, unit price, quantity, line total, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const actions = useCartActions();
  const variant = variantLabel(item);
  const floor = quantityFloor(item);
  const stock = availableStock(item);
  const Icon = item.isDigital ? FileDown : Box;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-4">
      {item.image ? (
        <img src={item.image} alt="" className="size-16 shrink-0 rounded-xl bg-slate-100 object-cover sm:size-24" />
      ) : (
        <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-slate-100 sm:size-24">
          <Icon className="size-8 text-slate-300" />
        </span>
      )}
      <div className="min-w-0">
        <Link to={productPath(item.slug)} className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700">
          {item.name}
        </Link>
        {variant && <p className="mt-0.5 text-sm text-slate-600">{variant}</p>}
        <CustomValueList values={item.customization?.values} />
        <p className="mt-0.5 text-sm text-slate-500">Birim fiyat: {formatMoney(item.unitPrice)}</p>
        {floor > 1 && <p className="text-xs text-slate-500">En az {formatCount(floor)} adet sipariş verilebilir.</p>}
        {stock <= 5 && <p className="text-xs font-medium text-amber-700">Stokta son {formatCount(stock)} adet</p>}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end sm:justify-start">
        <div className="flex items-center gap-1">
          <QuantityStepper
            size="sm"
            value={item.quantity}
            min={floor}
            label={`${item.name} adedi`}
            onIncrease={() => actions.increase(item.uniqueIdentifier)}
            onDecrease={() => actions.decrease(item.uniqueIdentifier)}
            onChange={(quantity) => actions.setQuantity(item.uniqueIdentifier, quantity)}
          />
          <button
            type="button"
            onClick={() => actions.remove(item.uniqueIdentifier)}
            className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
            aria-label={`${item.name} ürününü sepetten çıkar`}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
        <p className="font-bold text-slate-900">{formatMoney(lineTotal(item))}</p>
      </div>
    </li>
  );
}
