import { FileCheck2, ReceiptText, X } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceKind } from '@pazaryeri/contract/invoices/index';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { cn } from '@/lib/cn';
import { noInvoiceFilters, type AdminInvoiceFilters } from '../invoice-filters';
import { invoicesApi, useAdminInvoicesQuery, useInvoiceStoreChoicesQuery } from '../invoices-api';
import { InvoiceCaptions, InvoiceRow, MissingCaptions, MissingRow } from './admin-invoice-rows';

type View = 'invoices' | 'missing';
const views: ReadonlyArray<readonly [View, string]> = [
  ['invoices', 'Faturalar'],
  ['missing', 'Faturası eksik siparişler'],
];
const kindOptions: ReadonlyArray<readonly [InvoiceKind, string]> = [
  ['sale', 'Satış'],
  ['commission', 'Komisyon'],
];
const listClass = 'divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-xs';
const loading = { label: 'Faturalar yükleniyor', rows: 5, rowClassName: 'h-14', className: 'space-y-2' };

interface AdminInvoicesProps {
  filters: AdminInvoiceFilters;
  onChange: (filters: AdminInvoiceFilters) => void;
}

/**
 * Every invoice (sales and the monthly commissions) by kind, store and month, or the delivered
 * parts whose store has not added one yet, oldest delivery first.
 */
export function AdminInvoices({ filters, onChange }: AdminInvoicesProps) {
  const [text, setText] = useState('');
  const [storeSearch, setStoreSearch] = useState('');
  const stores = useInvoiceStoreChoicesQuery(storeSearch);
  const [findStores] = invoicesApi.endpoints.invoiceStoreChoices.useLazyQuery();
  const result = useAdminInvoicesQuery(filters);
  // Another view's or page's rows are not shown while this one loads (the two views differ in shape).
  const data = result.currentData;
  const query = { ...result, isLoading: result.isLoading || (result.isFetching && !data) };
  const change = (patch: Partial<AdminInvoiceFilters>) => onChange({ ...filters, page: 1, ...patch });
  const filtered = Boolean(filters.kind || filters.sellerId || filters.month);

  const storeOptions = (stores.data ?? []).map((store) => [store._id, store.storeName] as const);
  if (filters.sellerId && !storeOptions.some(([id]) => id === filters.sellerId)) {
    // The chosen store is outside the searched names: its rows still say what it is called.
    const named = data?.invoices[0]?.store ?? data?.missing[0]?.store;
    storeOptions.unshift([filters.sellerId, named?.storeName ?? 'Seçili mağaza']);
  }

  async function searchStores(typed: string) {
    const name = typed.trim();
    setStoreSearch(name);
    const found = await findStores(name, true);
    if (name && found.data?.length === 1) change({ sellerId: found.data[0]!._id });
  }

  const pagination = data && { page: data.page, totalPages: data.totalPages, total: data.total, onPageChange: (page: number) => onChange({ ...filters, page }) };

  return (
    <div className="space-y-4">
      <FilterTabs label="Fatura listesi" tabs={views} value={filters.missing ? 'missing' : 'invoices'} onChange={(view) => change({ missing: view === 'missing' })} />
      <FilterBar
        className="space-y-3 p-4"
        search={{ label: 'Mağaza ara', placeholder: 'Mağaza adıyla ara', value: text, onValueChange: setText, onSubmit: (typed) => void searchStores(typed), showButtonText: 'wide' }}
      >
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
          <label className="col-span-2 space-y-1 text-xs font-medium text-slate-600 sm:col-span-1">
            Mağaza
            <FilterSelect label="Mağaza" value={filters.sellerId} onChange={(sellerId) => change({ sellerId })} allLabel="Tüm mağazalar" options={storeOptions} />
          </label>
          {!filters.missing && (
            <label className="space-y-1 text-xs font-medium text-slate-600">
              Tür
              <FilterSelect label="Fatura türü" value={filters.kind} onChange={(kind) => change({ kind: kind as InvoiceKind | '' })} allLabel="Tümü" options={kindOptions} />
            </label>
          )}
          <label className={cn('space-y-1 text-xs font-medium text-slate-600', filters.missing && 'col-span-2 sm:col-span-1')}>
            {filters.missing ? 'Teslim ayı' : 'Ay'}
            <Input type="month" aria-label={filters.missing ? 'Teslim ayı' : 'Ay'} value={filters.month} onChange={(event) => change({ month: event.target.value })} />
          </label>
          {(filtered || storeSearch) && (
            <Button
              variant="ghost"
              className="col-span-2 sm:col-span-1"
              onClick={() => {
                setText('');
                setStoreSearch('');
                onChange({ ...noInvoiceFilters, missing: filters.missing });
              }}
            >
              <X aria-hidden className="size-4" />
              Temizle
            </Button>
          )}
        </div>
      </FilterBar>

      {filters.missing ? (
        <div>
          {Boolean(data?.missing.length) && <MissingCaptions />}
          <PagedList
            query={query}
            items={data?.missing}
            renderItem={(part) => <MissingRow key={part.partId} part={part} />}
            className={listClass}
            label="Faturası eksik siparişler"
            loading={{ ...loading, label: 'Siparişler yükleniyor' }}
            errorTitle="Faturası eksik siparişler yüklenemedi"
            empty={
              <EmptyState Icon={FileCheck2} title={filtered ? 'Filtrelere uyan eksik fatura yok' : 'Faturası eksik sipariş yok'}>
                {filtered ? 'Filtreleri değiştirin ya da temizleyin.' : 'Teslim edilen her siparişin faturası eklenmiş.'}
              </EmptyState>
            }
            pagination={pagination}
          />
        </div>
      ) : (
        <div>
          {Boolean(data?.invoices.length) && <InvoiceCaptions />}
          <PagedList
            query={query}
            items={data?.invoices}
            renderItem={(invoice) => <InvoiceRow key={invoice._id} invoice={invoice} />}
            className={listClass}
            label="Faturalar"
            loading={loading}
            errorTitle="Faturalar yüklenemedi"
            empty={
              <EmptyState Icon={ReceiptText} title={filtered ? 'Filtrelere uyan fatura yok' : 'Henüz fatura yok'}>
                {filtered ? 'Filtreleri değiştirin ya da temizleyin.' : 'Mağazaların kestiği ve yüklediği faturalar ile her ayın komisyon faturaları burada görünür.'}
              </EmptyState>
            }
            pagination={pagination}
          />
        </div>
      )}
    </div>
  );
}
