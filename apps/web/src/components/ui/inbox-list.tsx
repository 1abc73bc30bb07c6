import { useState, type ReactNode } from 'react';
import { FilterTabs } from './filter-tabs';
import { PagedList, type ListQuery } from './paged-list';

/** The chosen tab and page of a list paged within each tab; another tab starts on page 1. */
export function useInboxTabs<S extends string>(initial: S) {
  const [status, setStatus] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    status,
    page,
    setPage,
    setStatus: (value: S) => {
      setStatus(value);
      setPage(1);
    },
  };
}

interface InboxPage<S extends string> {
  page: number;
  totalPages: number;
  total: number;
  counts: Record<S, number>;
}

interface InboxListProps<S extends string, T> {
  /** What the tabs choose, e.g. "Yanıt durumu". */
  label: string;
  tabs: Array<[S, string]>;
  state: ReturnType<typeof useInboxTabs<S>>;
  query: ListQuery & { data?: InboxPage<S> };
  items: T[] | undefined;
  renderItem: (item: T) => ReactNode;
  /** Read out while the first page loads, e.g. "Sorular yükleniyor". */
  loadingLabel: string;
  errorTitle: string;
  empty: ReactNode;
}

/** A store's inbox of what buyers wrote (reviews, questions): tabs by reply state with their counts, then the paged items. */
export function InboxList<S extends string, T>({ label, tabs, state, query, items, renderItem, loadingLabel, errorTitle, empty }: InboxListProps<S, T>) {
  const { data } = query;
  return (
    <>
      <FilterTabs label={label} tabs={tabs} value={state.status} onChange={state.setStatus} counts={data?.counts} />
      <PagedList
        query={query}
        items={items}
        renderItem={renderItem}
        className="space-y-4"
        loading={{ label: loadingLabel, rows: 2, rowClassName: 'h-36 w-full rounded-2xl' }}
        errorTitle={errorTitle}
        empty={empty}
        pagination={data && { page: data.page, totalPages: data.totalPages, total: data.total, onPageChange: state.setPage }}
      />
    </>
  );
}
