import type { CustomValue } from '@pazaryeri/contract/customization/index';
import { cn } from '@/lib/cn';

/** A line's customization as bought: label and value; an image as a small picture opening the full one. */
export function CustomValueList({ values, className }: { values: CustomValue[] | null | undefined; className?: string }) {
  if (!values?.length) return null;
  return (
    <dl className={cn('mt-1.5 space-y-1 rounded-lg bg-slate-50 px-2.5 py-2 text-xs', className)} aria-label="Özelleştirme">
      {values.map((value) => (
        <div key={value.key} className="flex flex-wrap items-center gap-x-1.5">
          <dt className="font-medium text-slate-600">{value.label}:</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {value.type === 'image' ? (
              <a href={value.value} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-brand-700 hover:underline">
                <img src={value.value} alt={value.label} className="size-8 rounded border border-slate-200 bg-white object-contain" />
                Görseli aç
              </a>
            ) : (
              value.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
