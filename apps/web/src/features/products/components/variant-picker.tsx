import type { ProductVariant } from '@pazaryeri/contract/products/index';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

export interface VariantChoice {
  variantId: string | null;
  sizeId: string | null;
}

/** The first variant with a size in stock (or simply the first), and that size. */
export function initialChoice(variants: ProductVariant[]): VariantChoice {
  const variant = variants.find((candidate) => candidate.sizes.some((size) => size.stock > 0)) ?? variants[0];
  if (!variant) return { variantId: null, sizeId: null };
  const size = variant.sizes.find((candidate) => candidate.stock > 0) ?? variant.sizes[0];
  return { variantId: variant._id, sizeId: size?._id ?? null };
}

export function stockLabel(stock: number): string {
  if (stock <= 0) return 'Tükendi';
  if (stock <= 5) return `Son ${formatCount(stock)} adet`;
  return `Stokta ${formatCount(stock)} adet`;
}

/** Variant, then size; the chosen size's own stock is shown under it (spec §3 "Cart item"). */
export function VariantPicker({
  variants,
  value,
  onChange,
}: {
  variants: ProductVariant[];
  value: VariantChoice;
  onChange: (choice: VariantChoice) => void;
}) {
  const variant = variants.find((candidate) => candidate._id === value.variantId) ?? variants[0];
  const size = variant?.sizes.find((candidate) => candidate._id === value.sizeId);
  if (!variant) return null;

  return (
    <div className="space-y-4">
      {variants.length > 1 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            Varyant: <span className="font-normal text-slate-600">{variant.name}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {variants.map((candidate) => (
              <button
                key={candidate._id}
                type="button"
                aria-pressed={candidate._id === variant._id}
                onClick={() => {
                  const first = candidate.sizes.find((s) => s.stock > 0) ?? candidate.sizes[0];
                  onChange({ variantId: candidate._id, sizeId: first?._id ?? null });
                }}
                className={cn(
                  'rounded-lg border px-3 py-2 text-sm font-medium',
                  candidate._id === variant._id ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                )}
              >
                {candidate.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          Beden / ölçü{size ? <span className="font-normal text-slate-600">: {size.label}</span> : null}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {variant.sizes.map((candidate) => (
            <button
              key={candidate._id}
              type="button"
              aria-pressed={candidate._id === size?._id}
              onClick={() => onChange({ variantId: variant._id, sizeId: candidate._id })}
              className={cn(
                'min-w-12 rounded-lg border px-3 py-2 text-sm font-medium',
                candidate._id === size?._id ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                candidate.stock <= 0 && 'border-dashed text-slate-400',
              )}
            >
              {candidate.label}
              {candidate.stock <= 0 && <span className="sr-only"> (tükendi)</span>}
            </button>
          ))}
        </div>
        {size && (
          <p role="status" className={cn('mt-2 text-sm font-medium', size.stock > 0 ? 'text-emerald-700' : 'text-red-600')}>
            {stockLabel(size.stock)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
