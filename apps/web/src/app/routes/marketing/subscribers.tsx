import { subscriberSources, subscriberStatuses } from '@pazaryeri/contract/marketing/index';
import { Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTime, subscriberSourceLabels, subscriberStatusLabels, useDeleteSubscribersMutation, useSubscribersQuery } from '@/features/marketing';
import { toast } from '@/lib/toast';

const statusTone = { confirmed: 'success', pending: 'warning', unsubscribed: 'neutral' } as const;

/** Subscribers: search by address, filter by status, source and sign-up dates, delete many. */
export default function SubscribersPage() {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ query: '', status: '', source: '', startDate: '', endDate: '', page: 1 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const query = useSubscribersQuery({ ...filters, status: filters.status || undefined, source: filters.source || undefined } as never);
  const [remove, { isLoading: removing }] = useDeleteSubscribersMutation();
  const set = (patch: Partial<typeof filters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  const rows = query.data?.subscribers;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function removeSelected() {
    if (!window.confirm(`${selected.size} abone silinsin mi? Onay kayıtları da silinir.`)) return;
    const result = await remove([...selected]);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      setSelected(new Set());
    }
  }

  const counts = query.data?.counts;
  return (
    <div className="space-y-4">
      {counts && (
        <p className="text-sm text-slate-600">
          {counts.confirmed} onaylı · {counts.pending} onay bekliyor · {counts.unsubscribed} ayrıldı
        </p>
      )}
      <FilterBar
        className="grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        search={{ label: 'Abone ara', placeholder: 'E-posta adresi', value: typed, onValueChange: setTyped, onSubmit: (value) => set({ query: value.trim() }) }}
      >
        <FilterSelect label="Durum" value={filters.status} onChange={(status) => set({ status })} allLabel="Tüm durumlar" options={subscriberStatuses.map((status) => [status, subscriberStatusLabels[status]])} />
        <FilterSelect label="Kaynak" value={filters.source} onChange={(source) => set({ source })} allLabel="Tüm kaynaklar" options={subscriberSources.map((source) => [source, subscriberSourceLabels[source]])} />
        <Input type="date" aria-label="Başlangıç tarihi" value={filters.startDate} onChange={(event) => set({ startDate: event.target.value })} />
        <Input type="date" aria-label="Bitiş tarihi" value={filters.endDate} onChange={(event) => set({ endDate: event.target.value })} />
      </FilterBar>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{selected.size > 0 ? `${selected.size} abone seçili` : `${query.data?.total ?? 0} abone`}</p>
        <Button variant="danger" size="sm" disabled={selected.size === 0} loading={removing} onClick={removeSelected}>
          <Trash2 aria-hidden className="size-4" />
          Seçilenleri sil
        </Button>
      </div>
      <PagedList
        query={query}
        items={rows}
        label="Aboneler"
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        loading={{ label: 'Aboneler yükleniyor', rows: 8, rowClassName: 'h-14' }}
        errorTitle="Aboneler yüklenemedi"
        empty={<EmptyState Icon={Users} title="Bu süzgece uyan abone yok." />}
        pagination={{ page: filters.page, totalPages: query.data?.totalPages ?? 1, total: query.data?.total ?? 0, onPageChange: (page) => setFilters((current) => ({ ...current, page })) }}
        renderItem={(row) => (
          <li key={row._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <input type="checkbox" aria-label={`${row.email} seç`} checked={selected.has(row._id)} onChange={() => toggle(row._id)} className="size-4" />
            <span className="w-[calc(100%-2rem)] min-w-0 truncate font-medium text-slate-900 sm:w-auto sm:flex-1">{row.email}</span>
            <Badge tone={statusTone[row.status]}>{subscriberStatusLabels[row.status]}</Badge>
            <span className="w-32 text-slate-500">{subscriberSourceLabels[row.source]}</span>
            <span className="w-32 text-slate-500" title={`İzin: ${row.consentPage ?? '—'} · ${row.consentIp ?? '—'}`}>
              {formatDateTime(row.createdAt)}
            </span>
          </li>
        )}
      />
    </div>
  );
}
