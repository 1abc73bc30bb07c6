import { cancellableStatuses, shipmentStatuses, shipmentStatusLabels, shippingMessages, type Shipment, type ShipmentStatus } from '@pazaryeri/contract/shipping/index';
import { PackageSearch, RotateCcw, Tags, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useCreateReturnMutation, useDeleteShipmentMutation, useSellerShipmentsQuery, useShipmentStatusQuery } from '../shipping-api';
import { LabelButton } from './label-button';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { TrackingTimeline } from './tracking-timeline';

/** Spec §9: the shipment slice shows ten at a time. */
const perPage = 10;
const fold = (text: string) => text.toLocaleLowerCase('tr-TR');
const istanbulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

export interface ShipmentListFilters {
  status: ShipmentStatus | '';
  provider: string;
  search: string;
  /** Days (YYYY-MM-DD, Istanbul) the shipment was created between, both included. */
  startDate: string;
  endDate: string;
}
export const noFilters: ShipmentListFilters = { status: '', provider: '', search: '', startDate: '', endDate: '' };

/** Search, status, carrier and date range of a shipment list; the text is applied on submit, the rest at once. */
export function ShipmentFiltersBar({ value, onChange, providers }: { value: ShipmentListFilters; onChange: (value: ShipmentListFilters) => void; providers: ReadonlyArray<readonly [code: string, name: string]> }) {
  const [text, setText] = useState(value.search);
  const change = (next: Partial<ShipmentListFilters>) => onChange({ ...value, ...next });
  const anyFilter = Object.values(value).some(Boolean);
  return (
    <FilterBar
      className="space-y-3 p-3"
      search={{ label: 'Kargolarda ara', placeholder: 'Sipariş, takip no, alıcı veya il', value: text, onValueChange: setText, onSubmit: (typed) => change({ search: typed.trim() }), showButtonText: 'wide' }}
    >
      <div className="grid grid-cols-2 items-end gap-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]">
        <label className="space-y-1 text-xs font-medium text-slate-600">
          Durum
          <FilterSelect label="Duruma göre" value={value.status} onChange={(status) => change({ status: status as ShipmentStatus | '' })} allLabel="Tümü" options={shipmentStatuses.map((status) => [status, shipmentStatusLabels[status]] as const)} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          Kargo firması
          <FilterSelect label="Kargo firmasına göre" value={value.provider} onChange={(provider) => change({ provider })} allLabel="Tümü" options={providers} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          Başlangıç
          <Input aria-label="Başlangıç tarihi" type="date" value={value.startDate} max={value.endDate || undefined} onChange={(event) => change({ startDate: event.target.value })} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          Bitiş
          <Input aria-label="Bitiş tarihi" type="date" value={value.endDate} min={value.startDate || undefined} onChange={(event) => change({ endDate: event.target.value })} />
        </label>
        {anyFilter && (
          <Button
            variant="ghost"
            className="col-span-2 lg:col-span-1"
            onClick={() => {
              setText('');
              onChange(noFilters);
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

/** The rows the filters let through, in their order (newest first from the server). */
export function filterShipments(rows: Shipment[], { status, provider, search, startDate, endDate }: ShipmentListFilters): Shipment[] {
  const needle = fold(search.trim());
  return rows.filter((row) => {
    const day = istanbulDay.format(new Date(row.createdAt));
    return (
      (!status || row.status === status) &&
      (!provider || row.providerCode === provider) &&
      (!startDate || day >= startDate) &&
      (!endDate || day <= endDate) &&
      (!needle || [row.orderNumber, row.trackingNumber ?? '', row.recipient.name, row.recipient.cityName].some((value) => fold(value).includes(needle)))
    );
  });
}

function Tracking({ id }: { id: string }) {
  const status = useShipmentStatusQuery(id, { pollingInterval: 30_000 });
  if (status.isLoading) return <Skeleton className="h-16" />;
  return <TrackingTimeline events={status.data?.events ?? []} />;
}

/** What a shipment is: order, status, recipient, carrier and tracking number, size, cost and day. */
export function ShipmentSummary({ shipment, showSender = false }: { shipment: Shipment; showSender?: boolean }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {shipment.orderNumber}
        <ShipmentStatusBadge status={shipment.status} />
        {shipment.isReturn && <span className="text-xs font-semibold text-amber-700">İade</span>}
      </p>
      <p className="text-sm text-slate-600">
        {showSender && `${shipment.sender.name} (${shipment.sender.cityName}) → `}
        {shipment.recipient.name} · {shipment.recipient.districtName} / {shipment.recipient.cityName}
      </p>
      <p className="text-sm text-slate-500">
        {shipment.providerName ? `${shipment.providerName} · ${shipment.trackingNumber ?? ''}` : `${shipment.offers.list.length} teklif`} · {shipment.desi} desi
        {shipment.amount !== null && ` · ${formatMoney(shipment.amount)}`} · {formatDate(shipment.createdAt)}
      </p>
    </div>
  );
}

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteShipmentMutation();
  const [createReturn, returning] = useCreateReturnMutation();
  const cancellable = !shipment.isReturn && cancellableStatuses.includes(shipment.status);
  return (
    <li className="px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ShipmentSummary shipment={shipment} />
        <div className="flex flex-wrap gap-2">
          {shipment.hasLabel && shipment.status !== 'CANCELED' && <LabelButton shipmentId={shipment._id} />}
          {shipment.hasLabel && shipment.status !== 'CANCELED' && (
            <Button size="sm" variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open}>
              <PackageSearch aria-hidden className="size-4" />
              Takip
            </Button>
          )}
          {shipment.status === 'DELIVERED' && !shipment.isReturn && (
            <Button size="sm" variant="outline" onClick={() => createReturn(shipment._id)} loading={returning.isLoading}>
              <RotateCcw aria-hidden className="size-4" />
              İade oluştur
            </Button>
          )}
          {shipment.status === 'GOT_OFFERS' && (
            <ButtonLink size="sm" variant="outline" to={`/seller-panel/shipment?siparis=${encodeURIComponent(shipment.sellerOrderId)}`} aria-label={`${shipment.orderNumber}: Teklifleri gör`}>
              <Tags aria-hidden className="size-4" />
              Teklifleri gör
            </ButtonLink>
          )}
          {cancellable && (
            <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={`${shipment.orderNumber}: Kargoyu iptal et`}>
              <Trash2 aria-hidden className="size-4" />
              İptal et
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Kargo iptal edilsin mi?"
          confirmLabel="Kargoyu iptal et"
          loading={removing.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await remove(shipment._id).unwrap().catch(() => null);
            setConfirming(false);
          }}
        >
          {shipment.hasLabel
            ? `${shipment.orderNumber} siparişinin ${shipment.providerName ?? ''} etiketi iptal edilir, ${formatMoney(shipment.amount ?? 0)} kargo bakiyenize iade edilir ve sipariş "Hazırlanıyor" durumuna döner.`
            : `${shipment.orderNumber} siparişinin kargo teklifleri silinir.`}
        </ConfirmDialog>
      )}
      {open && (
        <div className="mt-3 rounded-xl bg-slate-50 p-3">
          <Tracking id={shipment._id} />
        </div>
      )}
    </li>
  );
}

/** The store's shipments (asked once, 100 newest), filtered and paged ten per screen here. */
export function ShipmentList() {
  const list = useSellerShipmentsQuery();
  const [filters, setFilters] = useState<ShipmentListFilters>(noFilters);
  const [page, setPage] = useState(1);
  const rows = list.data?.data ?? [];
  const providers = useMemo(() => [...new Map(rows.filter((row) => row.providerCode).map((row) => [row.providerCode!, row.providerName ?? row.providerCode!])).entries()], [rows]);
  const filtered = filterShipments(rows, filters);
  const totalPages = Math.max(1, Math.ceil(filtered.length / perPage));
  const shown = filtered.slice((page - 1) * perPage, page * perPage);

  return (
    <div className="space-y-3">
      <ShipmentFiltersBar
        value={filters}
        providers={providers}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedList
        query={list}
        items={list.data ? shown : undefined}
        renderItem={(shipment) => <ShipmentRow key={shipment._id} shipment={shipment} />}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        label="Kargolar"
        loading={{ label: 'Kargolar yükleniyor', rows: 3, rowClassName: 'h-20', className: 'space-y-2' }}
        errorTitle={shippingMessages.loadFailed}
        empty={
          <EmptyState Icon={PackageSearch} title={rows.length ? 'Filtreye uyan kargo yok' : 'Henüz kargo yok'}>
            {rows.length ? 'Filtreleri değiştirin.' : 'Siparişlerinizden "Kargo etiketi al" ile ilk gönderinizi oluşturun.'}
          </EmptyState>
        }
        pagination={{ page, totalPages, total: filtered.length, onPageChange: setPage }}
      />
    </div>
  );
}
