import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Pagination, type PaginationProps } from './pagination';
import { Skeleton } from './skeleton';

interface ListSkeletonProps {
  /** Read out while it shows, e.g. "Ürünler yükleniyor". */
  label: string;
  rows: number;
  rowClassName: string;
  className?: string;
}

/** Grey placeholder rows, announced as busy, until a list's first answer arrives. */
export function ListSkeleton({ label, rows, rowClassName, className = 'space-y-3' }: ListSkeletonProps) {
  return (
    <ul aria-busy aria-label={label} className={className}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <Skeleton className={rowClassName} />
        </li>
      ))}
    </ul>
  );
}

/** As much of an RTK Query result as the list reads. */
export interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PagedListProps<T> {
  query: ListQuery;
  /** Undefined until the server has answered. */
  items: T[] | undefined;
  /** One keyed `<li>` per item. */
  renderItem: (item: T) => ReactNode;
  /** The list's layout; the placeholder rows take it too unless `loading.className` says otherwise. */
  className: string;
  /** The list's accessible name, where a page has more than one list. */
  label?: string;
  loading: ListSkeletonProps;
  errorTitle: string;
  /** Usually an EmptyState; the caller knows whether filters or a search emptied the list. */
  empty: ReactNode;
  /** Left out for a list the server sends whole. */
  pagination?: PaginationProps;
}

/** A server list's four states: placeholder rows, the error with a retry, the empty state, the items and their pages. */
export function PagedList<T>({
  query: { isLoading, isError, isFetching, error, refetch },
  items,
  renderItem,
  className,
  label,
  loading,
  errorTitle,
  empty,
  pagination,
}: PagedListProps<T>) {
  if (isLoading) return <ListSkeleton className={className} {...loading} />;
  if (isError || !items) return <LoadError title={errorTitle} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (items.length === 0) return empty;
  return (
    <>
      <ul aria-label={label} aria-busy={isFetching || undefined} className={className}>
        {items.map((item) => renderItem(item))}
      </ul>
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
