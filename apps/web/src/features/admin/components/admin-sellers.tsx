import { skipToken } from '@reduxjs/toolkit/query';
import { Search, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { companyTypeLabels, type CompanyType } from '@pazaryeri/contract/sellers/index';
import type { AdminSeller } from '@pazaryeri/contract/admin/index';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateNumeric } from '@/lib/format';
import { useFilterAdminSellersQuery } from '../admin-api';
import {
  companyTypeOptions,
  defaultSellerFilters,
  sellerFiltersFromParams,
  sellerFiltersToParams,
  sellerSortOptions,
  type SellerFilters,
  type SellerSort,
} from '../seller-filters';
import { SellerDetailDialog } from './seller-detail-dialog';

function StatusBadge({ seller }: { seller: AdminSeller }) {
  return seller.status === 'approved' ? <Badge tone="success">Onaylı</Badge> : <Badge tone="warning">Onay bekliyor</Badge>;
}

function StoreCell({ seller }: { seller: AdminSeller }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {seller.storeLogo ? (
        <img src={seller.storeLogo} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
      ) : (
        <Avatar name={seller.storeName} shape="square" className="size-10" />
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{seller.storeName}</p>
        <p className="truncate text-xs text-slate-500">/magaza/{seller.alias}</p>
      </div>
    </div>
  );
}

/** Spec §2 admin seller list: company type, date range and store name filters, sort, pages of 10. */
export function AdminSellers() {
  const [params, setParams] = useSearchParams();
  const filters = sellerFiltersFromParams(params);
  const [storeName, setStoreName] = useState(filters.storeName);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [detail, setDetail] = useState<string | null>(null);
  useEffect(() => () => clearTimeout(typing.current), []);

  // From the latest address bar, so a change made while the name is still being typed is kept.
  const update = (patch: Partial<SellerFilters>) =>
    setParams((current) => sellerFiltersToParams({ ...sellerFiltersFromParams(current), page: 1, ...patch }), { replace: true });

  function onStoreNameChange(value: string) {
    setStoreName(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => update({ storeName: value }), 400);
  }

  const badRange = Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);
  const { data, isLoading, isFetching, isError, error, refetch } = useFilterAdminSellersQuery(badRange ? skipToken : filters);
  const filtered = sellerFiltersToParams({ ...filters, sort: defaultSellerFilters.sort, page: 1 }).size > 0;

  let list;
  if (badRange) list = <Alert tone="warning">Başlangıç tarihi bitiş tarihinden sonra olamaz.</Alert>;
  else if (isLoading) {
    list = (
      <div aria-busy aria-label="Satıcılar yükleniyor" className="space-y-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (isError || !data) {
    list = <LoadError title="Satıcılar yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data.sellers.length === 0) {
    list = (
      <EmptyState Icon={Store} title={filtered ? 'Filtrelere uyan satıcı yok' : 'Henüz satıcı yok'}>
        {filtered ? 'Filtreleri değiştirin ya da temizleyin.' : 'Satıcı başvuruları onaylandıkça burada listelenir.'}
      </EmptyState>
    );
  } else {
    list = (
      <div aria-busy={isFetching || undefined} className={isFetching ? 'opacity-60 transition-opacity' : undefined}>
        <p className="mb-2 text-sm text-slate-600">{formatCount(data.totalSellers)} satıcı</p>
        <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Mağaza</th>
                <th scope="col" className="px-4 py-3">Şirket türü</th>
                <th scope="col" className="px-4 py-3">Sahibi</th>
                <th scope="col" className="px-4 py-3">Konum</th>
                <th scope="col" className="px-4 py-3">Kayıt</th>
                <th scope="col" className="px-4 py-3">Durum</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">İşlemler</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.sellers.map((seller) => (
                <tr key={seller._id} className="hover:bg-slate-50">
                  <td className="max-w-64 px-4 py-3"><StoreCell seller={seller} /></td>
                  <td className="px-4 py-3 text-slate-700">{companyTypeLabels[seller.companyType]}</td>
                  <td className="max-w-48 px-4 py-3">
                    <p className="truncate text-slate-800">{seller.userId.name}</p>
                    <p className="truncate text-xs text-slate-500">{seller.userId.email}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{[seller.storeAddress.district, seller.storeAddress.city].filter(Boolean).join(', ')}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateNumeric(seller.createdAt)}</td>
                  <td className="px-4 py-3"><StatusBadge seller={seller} /></td>
                  <td className="px-4 py-3 text-right">
                    <Button size="sm" variant="ghost" onClick={() => setDetail(seller._id)} aria-label={`${seller.storeName} ayrıntıları`}>
                      Ayrıntılar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-2 md:hidden">
          {data.sellers.map((seller) => (
            <li key={seller._id}>
              <button
                type="button"
                onClick={() => setDetail(seller._id)}
                className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left shadow-xs"
                aria-label={`${seller.storeName} ayrıntıları`}
              >
                <StoreCell seller={seller} />
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
                  <span>{companyTypeLabels[seller.companyType]}</span>
                  <span>{seller.storeAddress.city}</span>
                  <span>{formatDateNumeric(seller.createdAt)}</span>
                  <StatusBadge seller={seller} />
                </div>
              </button>
            </li>
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.totalSellers} onPageChange={(page) => update({ page })} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <form role="search" aria-label="Satıcı filtreleri" onSubmit={(event) => event.preventDefault()} className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr_1fr]">
        <label className="col-span-2 space-y-1 text-xs font-medium text-slate-600 lg:col-span-1">
          <span>Mağaza adı</span>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input type="search" value={storeName} onChange={(event) => onStoreNameChange(event.target.value)} placeholder="Mağaza ara" className="pl-9" />
          </div>
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Şirket türü</span>
          <Select value={filters.companyType} onChange={(event) => update({ companyType: event.target.value as CompanyType | '' })}>
            {companyTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Sıralama</span>
          <Select value={filters.sort} onChange={(event) => update({ sort: event.target.value as SellerSort })}>
            {sellerSortOptions.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Başlangıç tarihi</span>
          <Input type="date" value={filters.startDate} onChange={(event) => update({ startDate: event.target.value })} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Bitiş tarihi</span>
          <Input type="date" value={filters.endDate} onChange={(event) => update({ endDate: event.target.value })} />
        </label>
        {filtered && (
          <div className="col-span-2 lg:col-span-5">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setStoreName('');
                clearTimeout(typing.current);
                setParams(sellerFiltersToParams({ ...defaultSellerFilters, sort: filters.sort }), { replace: true });
              }}
            >
              Filtreleri temizle
            </Button>
          </div>
        )}
      </form>
      {list}
      {detail && <SellerDetailDialog sellerId={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
