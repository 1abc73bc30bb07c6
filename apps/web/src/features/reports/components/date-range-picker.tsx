import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { lastDays } from '../report-range';
import type { ReportRange } from '../reports-api';

const presets = [7, 30, 90] as const;

/** Two calendar days and the usual shortcuts (last 7, 30, 90 days). */
export function DateRangePicker({ value, onChange }: { value: ReportRange; onChange: (range: ReportRange) => void }) {
  const active = presets.find((days) => {
    const preset = lastDays(days);
    return preset.startDate === value.startDate && preset.endDate === value.endDate;
  });
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div role="group" aria-label="Hazır aralıklar" className="flex gap-1 rounded-lg bg-slate-200/70 p-1">
        {presets.map((days) => (
          <button
            key={days}
            type="button"
            onClick={() => onChange(lastDays(days))}
            aria-pressed={active === days}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              active === days ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            Son {days} gün
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Başlangıç</span>
          <Input type="date" value={value.startDate} max={value.endDate} onChange={(event) => onChange({ ...value, startDate: event.target.value })} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Bitiş</span>
          <Input type="date" value={value.endDate} min={value.startDate} onChange={(event) => onChange({ ...value, endDate: event.target.value })} />
        </label>
      </div>
    </div>
  );
}
