import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { orderFilterStatuses, type OrderFilterStatus } from '@pazaryeri/contract/orders/index';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { statusLabel } from '../order-status';

export interface FilterValues {
  status: OrderFilterStatus | '';
  startDate: string;
  endDate: string;
  text: string;
}

interface OrderFiltersBarProps {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
  searchLabel: string;
  statuses?: readonly OrderFilterStatus[];
}

/** Search, status and date range of an order list; the text is applied on submit, the rest at once. */
export function OrderFiltersBar({ value, onChange, searchLabel, statuses = orderFilterStatuses }: OrderFiltersBarProps) {
  const [text, setText] = useState(value.text);
  const filtered = value.status || value.startDate || value.endDate || value.text;
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...value, text: text.trim() });
        }}
      >
        <Input aria-label={searchLabel} placeholder={searchLabel} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" />
          <span className="hidden sm:inline">Ara</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
        <label className="col-span-2 space-y-1 text-xs font-medium text-slate-600 sm:col-span-1">
          Durum
          <Select aria-label="Sipariş durumu" value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value as OrderFilterStatus | '' })}>
            <option value="">Tüm durumlar</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          Başlangıç
          <Input aria-label="Başlangıç tarihi" type="date" value={value.startDate} max={value.endDate || undefined} onChange={(event) => onChange({ ...value, startDate: event.target.value })} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          Bitiş
          <Input aria-label="Bitiş tarihi" type="date" value={value.endDate} min={value.startDate || undefined} onChange={(event) => onChange({ ...value, endDate: event.target.value })} />
        </label>
        {filtered && (
          <Button
            variant="ghost"
            className="col-span-2 sm:col-span-1"
            onClick={() => {
              setText('');
              onChange({ status: '', startDate: '', endDate: '', text: '' });
            }}
          >
            <X aria-hidden className="size-4" />
            Temizle
          </Button>
        )}
      </div>
    </div>
  );
}
