import { cancellableStatuses, shipmentStatuses, shipmentStatusLabels, type Shipment, type ShipmentStatus } from '@pazaryeri/contract/shipping/index';
import { PackageSearch, RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useCreateReturnMutation, useDeleteShipmentMutation, useSellerShipmentsQuery, useShipmentStatusQuery } from '../shipping-api';
import { LabelButton } from './label-button';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { TrackingTimeline } from './tracking-timeline';

/** Spec §9: the shipment slice shows ten at a time. */
const perPage = 10;
const fold = (text: string) => text.toLocaleLowerCase('tr-TR');

function Tracking({ id }: { id: string }) {
  const status = useShipmentStatusQuery(id, { pollingInterval: 30_000 });
  if (status.isLoading) return <Skeleton className="h-16" />;
  return <TrackingTimeline events={status.data?.events ?? []} />;
}

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const [open, setOpen] = useState(false);
  const [remove, removing] = useDeleteShipmentMutation();
  const [createReturn, returning] = useCreateReturnMutation();
  const cancellable = !shipment.isReturn && cancellableStatuses.includes(shipment.status);
  return (
    <li className="px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {shipment.orderNumber}
            <ShipmentStatusBadge status={shipment.status} />
            {shipment.isReturn && <span className="text-xs font-semibold text-amber-700">İade</span>}
          </p>
          <p className="text-sm text-slate-600">
            {shipment.recipient.name} · {shipment.recipient.districtName} / {shipment.recipient.cityName}
          </p>
          <p className="text-sm text-slate-500">
            {shipment.providerName ? `${shipment.providerName} · ${shipment.trackingNumber ?? ''}` : `${shipment.offers.list.length} teklif`} · {shipment.desi} desi
            {shipment.amount !== null && ` · ${formatMoney(shipment.amount)}`} · {formatDate(shipment.createdAt)}
          </p>
        </div>
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
          {cancellable && (
            <Button size="sm" variant="danger" onClick={() => remove(shipment._id)} loading={removing.isLoading} aria-label={`${shipment.orderNumber}: Kargoyu iptal et`}>
              <Trash2 aria-hidden className="size-4" />
              İptal et
            </Button>
          )}
        </div>
      </div>
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
  const [status, setStatus] = useState<ShipmentStatus | ''>('');
  const [provider, setProvider] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const rows = list.data?.data ?? [];
  const providers = useMemo(() => [...new Map(rows.filter((row) => row.providerCode).map((row) => [row.providerCode!, row.providerName ?? row.providerCode!])).entries()], [rows]);
  const filtered = rows.filter(
    (row) =>
      (!status || row.status === status) &&
      (!provider || row.providerCode === provider) &&
      (!search || [row.orderNumber, row.trackingNumber ?? '', row.recipient.name, row.recipient.cityName].some((value) => fold(value).includes(fold(search)))),
  );
  const totalPages = Math.max(1, Math.ceil(filtered.length / perPage));
  const shown = filtered.slice((page - 1) * perPage, page * perPage);

  if (list.isError) return <LoadError title="Kargolar yüklenemedi" error={list.error} onRetry={list.refetch} retrying={list.isFetching} />;
  return (
    <div className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-3">
        <Input placeholder="Sipariş, takip no, alıcı veya il" value={search} onChange={(event) => (setSearch(event.target.value), setPage(1))} aria-label="Kargolarda ara" />
        <Select value={status} onChange={(event) => (setStatus(event.target.value as ShipmentStatus | ''), setPage(1))} aria-label="Duruma göre">
          <option value="">Tüm durumlar</option>
          {shipmentStatuses.map((value) => (
            <option key={value} value={value}>
              {shipmentStatusLabels[value]}
            </option>
          ))}
        </Select>
        <Select value={provider} onChange={(event) => (setProvider(event.target.value), setPage(1))} aria-label="Kargo firmasına göre">
          <option value="">Tüm kargo firmaları</option>
          {providers.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      {list.isLoading ? (
        <div className="space-y-2">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState Icon={PackageSearch} title={rows.length ? 'Filtreye uyan kargo yok' : 'Henüz kargo yok'}>
          {rows.length ? 'Filtreleri değiştirin.' : 'Siparişlerinizden "Kargo etiketi al" ile ilk gönderinizi oluşturun.'}
        </EmptyState>
      ) : (
        <ul aria-label="Kargolar" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {shown.map((shipment) => (
            <ShipmentRow key={shipment._id} shipment={shipment} />
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} total={filtered.length} onPageChange={setPage} />}
    </div>
  );
}
