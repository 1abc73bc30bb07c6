import { TicketPercent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { couponCode as couponCodeSchema } from '@pazaryeri/contract/coupons/index';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';

export interface CouponPreviewState {
  discount: number;
  /** A store coupon covers only this store's items. */
  storeName: string | null;
  /** Why the applied code does not hold for the cart as it is now. */
  error: string | null;
  loading: boolean;
}

interface CouponFieldProps {
  appliedCode: string | null;
  preview: CouponPreviewState;
  /** Resolves with the refusal to show, or null when the code was applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  signedIn: boolean;
  loginTo: string;
}

/** 'Kupon kodu' → Uygula; once applied, the code with its discount (or why it no longer holds) and Kaldır. */
export function CouponField({ appliedCode, preview, onApply, onRemove, signedIn, loginTo }: CouponFieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  if (!signedIn) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        <TicketPercent aria-hidden className="size-4 shrink-0 text-brand-600" />
        <span>
          Kupon kullanmak için{' '}
          <Link to={loginTo} className="font-semibold text-brand-700 hover:underline">
            giriş yapın
          </Link>
          .
        </span>
      </p>
    );
  }

  if (appliedCode) {
    return (
      <div className={preview.error ? 'rounded-lg border border-amber-200 bg-amber-50 p-3' : 'rounded-lg border border-emerald-200 bg-emerald-50 p-3'}>
        <div className="flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
            <TicketPercent aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span className="truncate">{appliedCode}</span>
          </p>
          <button type="button" onClick={onRemove} className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-white" aria-label="Kuponu kaldır">
            <X aria-hidden className="size-4" />
            Kaldır
          </button>
        </div>
        <p role="status" className={preview.error ? 'mt-1 text-sm text-amber-900' : 'mt-1 text-sm text-emerald-800'}>
          {preview.error ??
            (preview.loading
              ? 'İndirim hesaplanıyor…'
              : `${formatMoney(preview.discount)} indirim${preview.storeName ? ` (${preview.storeName} ürünlerinde)` : ''}`)}
        </p>
      </div>
    );
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = couponCodeSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setApplying(true);
    const refusal = await onApply(parsed.data);
    setApplying(false);
    setError(refusal);
    if (!refusal) setText('');
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-1.5">
      <label htmlFor="coupon-code" className="text-sm font-medium text-slate-800">
        Kupon kodu
      </label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Örn. HOSGELDIN10"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-code-error' : undefined}
        />
        <Button type="submit" variant="secondary" loading={applying}>
          Uygula
        </Button>
      </div>
      {error && (
        <p id="coupon-code-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
