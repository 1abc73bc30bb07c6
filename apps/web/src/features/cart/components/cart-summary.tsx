import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import type { CartTotals } from '../cart-totals';

/** The totals box: items, shipping, the coupon's discount, what is paid; coupon field and action below. */
export function CartSummary({ totals, couponCode, children, title = 'Sipariş özeti' }: { totals: CartTotals; couponCode?: string | null; children?: ReactNode; title?: string }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Ürünler ({totals.count} adet)</dt>
          <dd className="font-medium text-slate-900">{formatMoney(totals.itemsTotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Kargo</dt>
          <dd className="font-medium text-slate-900">{totals.shippingTotal > 0 ? formatMoney(totals.shippingTotal) : 'Ücretsiz'}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between gap-3 text-emerald-700">
            <dt>Kupon indirimi{couponCode ? ` (${couponCode})` : ''}</dt>
            <dd className="font-semibold">−{formatMoney(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-slate-100 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Toplam</dt>
          <dd className="font-bold text-slate-900" data-testid="cart-total">
            {formatMoney(totals.total)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
