import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

interface FilterTabsProps<V extends string> {
  /** What the tabs choose, e.g. "Soru durumu". */
  label: string;
  tabs: ReadonlyArray<readonly [value: V, text: string]>;
  value: V;
  onChange: (value: V) => void;
  /** How many each tab holds, once the server has said. */
  counts?: Record<V, number>;
}

/** Pill tabs above a list, one of them chosen: a list's status filter. */
export function FilterTabs<V extends string>({ label, tabs, value, onChange, counts }: FilterTabsProps<V>) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map(([tab, text]) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-semibold',
            value === tab ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {text}
          {counts && <span className="ml-1.5 opacity-70">{formatCount(counts[tab])}</span>}
        </button>
      ))}
    </div>
  );
}
