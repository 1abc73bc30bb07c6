import { Check, PackageOpen, Pencil, Plus, Search, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ApprovalStatus, Product, StockState } from '@pazaryeri/contract/products/index';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatMoney } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { productTypeOptions } from '../listing-filters';
import {
  useDeleteProductMutation,
  useListSellerProductsQuery,
  useSubmitForApprovalMutation,
  useUpdateStockMutation,
} from '../products-api';
import {
  approvalStatusLabels,
  defaultSellerProductFilters,
  sellerProductFiltersFromParams,
  sellerProductFiltersToParams,
  stockStatusLabels,
  type SellerProductFilters,
} from '../seller-product-filters';
import { ProductThumb } from './product-card';

const approvalTones: Record<ApprovalStatus, 'neutral' | 'warning' | 'success' | 'danger'> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

function StockEditor({ product }: { product: Product }) {
  const [value, setValue] = useState(String(product.stock));
  const [updateStock, { isLoading }] = useUpdateStockMutation();
  if (product.variants.length > 0) {
    return (
      <span className="text-sm text-slate-700">
        {formatCount(product.stock)} <span className="text-xs text-slate-500">(bedenlere göre)</span>
      </span>
    );
  }
  const changed = value.trim() !== String(product.stock);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 0) {
      toast.error('Stok sıfır ya da daha büyük bir tam sayı olmalı.');
      return;
    }
    const result = await updateStock({ id: product._id, quantity });
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <form onSubmit={onSubmit} className="flex items-center gap-1">
      <Input
        aria-label={`${product.name} stok`}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-9! w-20! px-2 text-sm"
      />
      {changed && (
        <Button type="submit" size="sm" variant="outline" loading={isLoading} aria-label={`${product.name} stoğunu kaydet`}>
          <Check aria-hidden className="size-4" />
        </Button>
      )}
    </form>
  );
}

function ProductRow({ product, onDelete }: { product: Product; onDelete: (product: Product) => void }) {
  const [submit, { isLoading: submitting }] = useSubmitForApprovalMutation();
  const canSubmit = product.approvalStatus === 'draft' || product.approvalStatus === 'rejected';

  async function onSubmitForApproval() {
    const result = await submit(product._id);
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-xs sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ProductThumb product={{ ...product, thumbnail: product.thumbnail ?? product.images[0]?.listUrl ?? null }} className="size-16 shrink-0 sm:size-20" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{product.name}</p>
          <p className="text-sm text-slate-600">
            {formatMoney(product.price)} · {product.mainCategory.name}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone={approvalTones[product.approvalStatus]}>{approvalStatusLabels[product.approvalStatus]}</Badge>
            <Badge tone={product.status === 'active' ? 'success' : 'neutral'}>{product.status === 'active' ? 'Yayında' : 'Pasif'}</Badge>
            {product.isDigital && <Badge tone="brand">{product.is3DModel ? '3D model' : 'Dijital'}</Badge>}
          </div>
          {product.approvalStatus === 'rejected' && product.rejectionReason && (
            <p className="mt-1 text-xs text-red-700">Red nedeni: {product.rejectionReason}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <StockEditor key={`${product._id}:${product.stock}`} product={product} />
        {canSubmit && (
          <Button size="sm" onClick={() => void onSubmitForApproval()} loading={submitting} aria-label={`${product.name} onaya gönder`}>
            <Send aria-hidden className="size-4" />
            Onaya gönder
          </Button>
        )}
        {product.approvalStatus === 'approved' && (
          <Link to={productPath(product.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
            Görüntüle
          </Link>
        )}
        <ButtonLink to={`/seller-panel/edit-product/${product._id}`} size="sm" variant="outline" aria-label={`${product.name} düzenle`}>
          <Pencil aria-hidden className="size-4" />
          <span className="hidden sm:inline">Düzenle</span>
        </ButtonLink>
        <Button size="sm" variant="ghost" onClick={() => onDelete(product)} aria-label={`${product.name} sil`}>
          <Trash2 aria-hidden className="size-4 text-red-600" />
        </Button>
      </div>
    </li>
  );
}

/** The seller's products (spec §7): search, filter, 10 a page, stock, submit for approval, edit, delete. */
export function SellerProductList() {
  // The filters live in the address bar: a reload, a shared link or the back button keeps them.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = sellerProductFiltersFromParams(searchParams);
  const setFilters = (update: (current: SellerProductFilters) => SellerProductFilters) =>
    setSearchParams(sellerProductFiltersToParams(update(filters)));
  const [search, setSearch] = useState(filters.query);
  const { data, isLoading, isError, error, refetch, isFetching } = useListSellerProductsQuery(filters);
  const [remove, { isLoading: deleting }] = useDeleteProductMutation();
  const [deletingProduct, setDeletingProduct] = useState<Product | null>(null);
  const set = (changes: Partial<SellerProductFilters>) => setFilters((current) => ({ ...current, ...changes, page: 1 }));
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(defaultSellerProductFilters);

  async function onDelete() {
    if (!deletingProduct) return;
    const result = await remove(deletingProduct._id);
    setDeletingProduct(null);
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4 lg:grid-cols-[1fr_repeat(3,12.5rem)]">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            set({ query: search });
          }}
          className="flex gap-2"
        >
          <Input aria-label="Ürünlerimde ara" placeholder="Ürün adı veya stok kodu" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Button type="submit" variant="secondary" aria-label="Ara">
            <Search aria-hidden className="size-4" />
          </Button>
        </form>
        <Select aria-label="Onay durumu" value={filters.approvalStatus} onChange={(event) => set({ approvalStatus: event.target.value as SellerProductFilters['approvalStatus'] })}>
          <option value="">Tüm onay durumları</option>
          {Object.entries(approvalStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Select aria-label="Ürün türü" value={filters.productType} onChange={(event) => set({ productType: event.target.value as SellerProductFilters['productType'] })}>
          {productTypeOptions.map((option) => (
            <option key={option.value || 'all'} value={option.value}>
              {option.value ? option.label : 'Tüm ürün türleri'}
            </option>
          ))}
        </Select>
        <Select aria-label="Stok durumu" value={filters.stockStatus} onChange={(event) => set({ stockStatus: event.target.value as StockState | '' })}>
          <option value="">Tüm stok durumları</option>
          {Object.entries(stockStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>

      {isLoading ? (
        <div aria-busy aria-label="Ürünler yükleniyor" className="space-y-3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <LoadError title="Ürünleriniz yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data?.products.length ? (
        <EmptyState
          Icon={PackageOpen}
          title={filtered ? 'Bu filtrelere uyan ürün yok' : 'Henüz ürün eklemediniz'}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => { setSearch(''); setFilters(() => defaultSellerProductFilters); }}>
                Filtreleri temizle
              </Button>
            ) : (
              <ButtonLink to="/seller-panel/product/product">
                <Plus aria-hidden className="size-4" />
                Ürün ekle
              </ButtonLink>
            )
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">{formatCount(data.totalCount)} ürün</p>
          <ul className="space-y-3">
            {data.products.map((product) => (
              <ProductRow key={product._id} product={product} onDelete={setDeletingProduct} />
            ))}
          </ul>
          <Pagination
            page={data.currentPage}
            totalPages={data.totalPages}
            total={data.totalCount}
            onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}

      {deletingProduct && (
        <ConfirmDialog
          title="Ürün silinsin mi?"
          confirmLabel="Ürünü sil"
          onConfirm={() => void onDelete()}
          onCancel={() => setDeletingProduct(null)}
          loading={deleting}
        >
          <strong>{deletingProduct.name}</strong> kalıcı olarak silinecek. Bu işlem geri alınamaz.
        </ConfirmDialog>
      )}
    </div>
  );
}
