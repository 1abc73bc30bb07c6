import { shippingMessages } from '@pazaryeri/contract/shipping/index';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useAdminShipmentsQuery, useShippingProvidersQuery } from '../shipping-api';
import { noFilters, type ShipmentListFilters, ShipmentFiltersBar, ShipmentSummary } from './shipment-list';

/** Every store's shipments, filtered on the server, ten a page; admins look, the stores act. */
export function AdminShipments() {
  const [filters, setFilters] = useState<ShipmentListFilters>(noFilters);
  const [page, setPage] = useState(1);
  const list = useAdminShipmentsQuery({ ...filters, page });
  const providers = useShippingProvidersQuery();
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-4">
      <ShipmentFiltersBar
        value={filters}
        providers={(providers.data ?? []).map((provider) => [provider.code, provider.name] as const)}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedList
        query={list}
        items={list.data?.data}
        renderItem={(shipment) => (
          <li key={shipment._id} className="px-4 py-4 sm:px-5">
            <ShipmentSummary shipment={shipment} showSender />
          </li>
        )}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        label="Kargolar"
        loading={{ label: 'Kargolar yükleniyor', rows: 4, rowClassName: 'h-20', className: 'space-y-2' }}
        errorTitle={shippingMessages.loadFailed}
        empty={
          <EmptyState Icon={PackageSearch} title={filtered ? 'Filtreye uyan kargo yok' : 'Henüz kargo yok'}>
            {filtered ? 'Filtreleri değiştirin.' : 'Mağazalar etiket aldıkça gönderiler burada görünür.'}
          </EmptyState>
        }
        pagination={{ page, totalPages, total: list.data?.total ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
