import { Check, PackageOpen, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApprovalStatus, Product, StockState } from '@pazaryeri/contract/products/index';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { formatCount, formatMoney } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { productTypeOptions } from '../listing-filters';
import {
  useDeleteProductMutation,
  useListSellerProductsQuery,
  useSubmitForApprovalMutation,
  useUpdateStockMutation,
} from '../seller-products-api';
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

// The shared options open with a bare "Tümü"; this filter words its own "all".
const typeOptions = productTypeOptions.filter((option) => option.value).map((option) => [option.value, option.label] as const);

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
  const products = useListSellerProductsQuery(filters);
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
      <FilterBar
        className="grid gap-3 p-3 sm:p-4 lg:grid-cols-[1fr_repeat(3,12.5rem)]"
        search={{
          label: 'Ürünlerimde ara',
          placeholder: 'Ürün adı veya stok kodu',
          value: search,
          onValueChange: setSearch,
          onSubmit: (query) => set({ query }),
        }}
      >
        <FilterSelect
          label="Onay durumu"
          value={filters.approvalStatus}
          onChange={(value) => set({ approvalStatus: value as SellerProductFilters['approvalStatus'] })}
          allLabel="Tüm onay durumları"
          options={Object.entries(approvalStatusLabels)}
        />
        <FilterSelect
          label="Ürün türü"
          value={filters.productType}
          onChange={(value) => set({ productType: value as SellerProductFilters['productType'] })}
          allLabel="Tüm ürün türleri"
          options={typeOptions}
        />
        <FilterSelect
          label="Stok durumu"
          value={filters.stockStatus}
          onChange={(value) => set({ stockStatus: value as StockState | '' })}
          allLabel="Tüm stok durumları"
          options={Object.entries(stockStatusLabels)}
        />
      </FilterBar>

      {!products.isError && products.data?.products.length ? (
        <p className="text-sm text-slate-600">{formatCount(products.data.totalCount)} ürün</p>
      ) : null}
      <PagedList
        query={products}
        items={products.data?.products}
        renderItem={(product) => <ProductRow key={product._id} product={product} onDelete={setDeletingProduct} />}
        className="space-y-3"
        loading={{ label: 'Ürünler yükleniyor', rows: 4, rowClassName: 'h-24 w-full rounded-2xl' }}
        errorTitle="Ürünleriniz yüklenemedi"
        empty={
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
        }
        pagination={
          products.data && {
            page: products.data.currentPage,
            totalPages: products.data.totalPages,
            total: products.data.totalCount,
            onPageChange: (page) => setFilters((current) => ({ ...current, page })),
          }
        }
      />

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
