import { Package } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { OrderFilterStatus } from '@pazaryeri/contract/orders/index';
import { EmptyState } from '@/components/ui/empty-state';
import { type ListQuery, PagedList } from '@/components/ui/paged-list';
import { filterTextOf, withFilterText, type AdminOrderFilters, type OrderFilters } from '../order-filters';
import { OrderFiltersBar } from './order-filters-bar';

/** As much of an order list query's state as the frame reads. */
interface OrderListQuery<T> extends ListQuery {
  data?: { orders: T[]; page: number; totalPages: number; total: number };
}

interface OrderListFrameProps<F extends OrderFilters | AdminOrderFilters, T extends { _id: string }> {
  filters: F;
  onChange: (filters: F) => void;
  searchLabel: string;
  statuses?: readonly OrderFilterStatus[];
  query: OrderListQuery<T>;
  /** One `<li>` per order. */
  renderOrder: (order: T) => ReactNode;
  /** What the list says when there is nothing yet (a filtered list says so itself). */
  empty: { title: string; body?: ReactNode; action?: ReactNode };
  /** Dialogs the list opens. */
  children?: ReactNode;
}

/** The buyer's, the store's and the admin's order lists: filters, loading, error, empty, the orders and their pages. */
export function OrderListFrame<F extends OrderFilters | AdminOrderFilters, T extends { _id: string }>({
  filters,
  onChange,
  searchLabel,
  statuses,
  query,
  renderOrder,
  empty,
  children,
}: OrderListFrameProps<F, T>) {
  const text = filterTextOf(filters);
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate || text);

  const list = (
    <PagedList
      query={query}
      items={query.data?.orders}
      renderItem={(order) => <Fragment key={order._id}>{renderOrder(order)}</Fragment>}
      className="space-y-3"
      loading={{ label: 'Siparişler yükleniyor', rows: 3, rowClassName: 'h-24 w-full rounded-2xl' }}
      errorTitle="Siparişler yüklenemedi"
      empty={
        filtered ? (
          <EmptyState Icon={Package} title="Bu filtrelere uyan sipariş yok">
            Filtreleri değiştirin ya da temizleyin.
          </EmptyState>
        ) : (
          <EmptyState Icon={Package} title={empty.title} action={empty.action}>
            {empty.body}
          </EmptyState>
        )
      }
      pagination={query.data && { page: query.data.page, totalPages: query.data.totalPages, total: query.data.total, onPageChange: (page) => onChange({ ...filters, page }) }}
    />
  );

  return (
    <div className="space-y-4">
      <OrderFiltersBar
        searchLabel={searchLabel}
        statuses={statuses}
        value={{ status: filters.status, startDate: filters.startDate, endDate: filters.endDate, text }}
        onChange={({ text: newText, ...rest }) => onChange(withFilterText({ ...filters, ...rest, page: 1 }, newText))}
      />
      {list}
      {children}
    </div>
  );
}
