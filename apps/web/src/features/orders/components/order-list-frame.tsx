import { Package } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { OrderFilterStatus } from '@pazaryeri/contract/orders/index';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { filterTextOf, withFilterText, type AdminOrderFilters, type OrderFilters } from '../order-filters';
import { OrderFiltersBar } from './order-filters-bar';

/** As much of an order list query's state as the frame reads. */
interface OrderListQuery<T> {
  data?: { orders: T[]; page: number; totalPages: number; total: number };
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
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
  query: { data, isLoading, isError, isFetching, error, refetch },
  renderOrder,
  empty,
  children,
}: OrderListFrameProps<F, T>) {
  const text = filterTextOf(filters);
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate || text);

  let list;
  if (isLoading) {
    list = (
      <ul aria-busy aria-label="Siparişler yükleniyor" className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-24 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  } else if (isError || !data) {
    list = <LoadError title="Siparişler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data.orders.length === 0) {
    list = filtered ? (
      <EmptyState Icon={Package} title="Bu filtrelere uyan sipariş yok">
        Filtreleri değiştirin ya da temizleyin.
      </EmptyState>
    ) : (
      <EmptyState Icon={Package} title={empty.title} action={empty.action}>
        {empty.body}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul className="space-y-3" aria-busy={isFetching || undefined}>
          {data.orders.map((order) => (
            <Fragment key={order._id}>{renderOrder(order)}</Fragment>
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(page) => onChange({ ...filters, page })} />
      </>
    );
  }

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
