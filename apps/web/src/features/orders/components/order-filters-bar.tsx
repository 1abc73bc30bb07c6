import { X } from 'lucide-react';
import { useState } from 'react';
import { orderFilterStatuses, type OrderFilterStatus } from '@pazaryeri/contract/orders/index';
import { Button } from '@/components/ui/button';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { Input } from '@/components/ui/input';
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
    <FilterBar
      className="space-y-3 p-4"
      search={{ label: searchLabel, placeholder: searchLabel, value: text, onValueChange: setText, onSubmit: (typed) => onChange({ ...value, text: typed.trim() }), showButtonText: 'wide' }}
    >
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
        <label className="col-span-2 space-y-1 text-xs font-medium text-slate-600 sm:col-span-1">
          Durum
          <FilterSelect
            label="Sipariş durumu"
            value={value.status}
            onChange={(status) => onChange({ ...value, status: status as OrderFilterStatus | '' })}
            allLabel="Tüm durumlar"
            options={statuses.map((status) => [status, statusLabel(status)] as const)}
          />
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
    </FilterBar>
  );
}
