import { Check, ClipboardCheck, ExternalLink, Pencil, ReceiptText, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { CategoryWithCount } from '@pazaryeri/contract';
import type { ApprovalStatus, Product } from '@pazaryeri/contract/products/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatMoney } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  useApproveProductMutation,
  useDeleteAdminProductMutation,
  useListAdminProductsQuery,
  useRejectProductMutation,
} from '../admin-catalogue-api';
import { defaultAdminProductFilters, type AdminProductFilters } from '../product-filters';

const approvalLabels: Record<ApprovalStatus, string> = {
  draft: 'Taslak',
  pending: 'Onay bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};
const approvalTones = { draft: 'neutral', pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const typeLabels = { physical: 'Fiziksel', digital: 'Dijital', model3d: '3D model' } as const;

function RejectDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reject, { isLoading }] = useRejectProductMutation();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await reject({ id: product._id, reason });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onClose();
    }
  }
  return (
    <Dialog title="Ürün reddedilsin mi?" description={product.name} onClose={onClose} size="sm">
      <form onSubmit={onSubmit} className="space-y-4">
        <FormField label="Red nedeni" hint="Satıcıya gösterilir (isteğe bağlı).">
          <Textarea rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Vazgeç
          </Button>
          <Button type="submit" variant="danger" loading={isLoading}>
            Ürünü reddet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ProductCardRow({ product, onReject, onDelete }: { product: Product; onReject: () => void; onDelete: () => void }) {
  const location = useLocation();
  const [approve, { isLoading: approving }] = useApproveProductMutation();
  const pendingImages = product.images.filter((image) => image.status === 'pending').length;
  async function onApprove() {
    const result = await approve(product._id);
    if ('data' in result && result.data) toast.success(result.data.message);
  }
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 gap-3">
          {product.images[0] ? (
            <img src={product.images[0].listUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
          ) : (
            <span aria-hidden className="size-20 shrink-0 rounded-xl bg-slate-100" />
          )}
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{product.name}</p>
            <p className="text-sm text-slate-600">
              {product.seller.storeName} · {product.mainCategory.name} · {formatMoney(product.price)} · stok {product.stock}
            </p>
            <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <Badge tone={approvalTones[product.approvalStatus]}>{approvalLabels[product.approvalStatus]}</Badge>
              <Badge>{typeLabels[product.productType]}</Badge>
              {pendingImages > 0 && <Badge tone="warning">{pendingImages} resim onay bekliyor</Badge>}
              <span className="text-xs text-slate-500">{formatDate(product.createdAt)}</span>
            </div>
            {product.rejectionReason && <p className="mt-1 text-xs text-red-700">Red nedeni: {product.rejectionReason}</p>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {product.approvalStatus !== 'approved' && (
            <Button size="sm" onClick={() => void onApprove()} loading={approving} aria-label={`${product.name} onayla`}>
              <Check aria-hidden className="size-4" />
              Onayla
            </Button>
          )}
          {product.approvalStatus !== 'rejected' && (
            <Button size="sm" variant="outline" onClick={onReject} aria-label={`${product.name} reddet`}>
              <X aria-hidden className="size-4" />
              Reddet
            </Button>
          )}
          {/* The full product form; `from` brings the admin back to this very list (filters and page). */}
          <Link
            to={`/admin/urunler/${encodeURIComponent(product._id)}/duzenle`}
            state={{ from: `${location.pathname}${location.search}` }}
            className="inline-flex h-9 items-center rounded-lg px-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={`${product.name} düzenle`}
          >
            <Pencil aria-hidden className="size-4" />
          </Link>
          <Link
            to={`/admin/siparisler?urun=${encodeURIComponent(product._id)}`}
            className="inline-flex h-9 items-center rounded-lg px-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={`${product.name} siparişleri`}
            title="Bu ürünün siparişleri"
          >
            <ReceiptText aria-hidden className="size-4" />
          </Link>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`${product.name} sil`}>
            <Trash2 aria-hidden className="size-4 text-red-600" />
          </Button>
          <Link to={productPath(product.slug)} target="_blank" className="inline-flex h-9 items-center px-2 text-slate-500 hover:text-slate-900" aria-label={`${product.name} sayfasını aç`}>
            <ExternalLink aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </li>
  );
}

interface AdminProductsProps {
  filters: AdminProductFilters;
  onChange: (filters: AdminProductFilters) => void;
  categories: CategoryWithCount[];
}

/** The product approval queue: filters (`filtre`), search by name, approve / reject with a reason, edit, delete. */
export function AdminProducts({ filters, onChange, categories }: AdminProductsProps) {
  const products = useListAdminProductsQuery(filters);
  const [search, setSearch] = useState(filters.name);
  const [rejecting, setRejecting] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [remove, { isLoading: removing }] = useDeleteAdminProductMutation();
  const set = (changes: Partial<AdminProductFilters>) => onChange({ ...filters, ...changes, page: 1 });

  async function onDelete() {
    if (!deleting) return;
    const result = await remove(deleting._id);
    setDeleting(null);
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <div className="space-y-4">
      <FilterBar
        className="space-y-3 p-4"
        search={{
          label: 'Ürün ara',
          placeholder: 'Ürün adıyla ara',
          value: search,
          onValueChange: setSearch,
          onSubmit: (name) => set({ name }),
          showButtonText: true,
        }}
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect
            label="Onay durumu"
            value={filters.approvalStatus}
            onChange={(value) => set({ approvalStatus: value as AdminProductFilters['approvalStatus'] })}
            allLabel="Tüm durumlar"
            options={Object.entries(approvalLabels)}
          />
          <FilterSelect
            label="Ürün türü"
            value={filters.productType}
            onChange={(value) => set({ productType: value as AdminProductFilters['productType'] })}
            allLabel="Tüm türler"
            options={Object.entries(typeLabels)}
          />
          <FilterSelect
            label="Kategori"
            value={filters.mainCategory}
            onChange={(value) => set({ mainCategory: value })}
            allLabel="Tüm kategoriler"
            options={categories.map((category) => [category.slug, category.name] as const)}
          />
          <Input aria-label="En düşük fiyat" placeholder="En az TL" inputMode="decimal" defaultValue={filters.priceMin} onBlur={(event) => event.target.value !== filters.priceMin && set({ priceMin: event.target.value })} />
          <Input aria-label="En yüksek fiyat" placeholder="En çok TL" inputMode="decimal" defaultValue={filters.priceMax} onBlur={(event) => event.target.value !== filters.priceMax && set({ priceMax: event.target.value })} />
          <label className="space-y-1 text-xs font-medium text-slate-600">
            Eklenme: başlangıç
            <Input aria-label="Başlangıç tarihi" type="date" value={filters.startDate} onChange={(event) => set({ startDate: event.target.value })} />
          </label>
          <label className="space-y-1 text-xs font-medium text-slate-600">
            Eklenme: bitiş
            <Input aria-label="Bitiş tarihi" type="date" value={filters.endDate} onChange={(event) => set({ endDate: event.target.value })} />
          </label>
        </div>
      </FilterBar>

      <PagedList
        query={products}
        items={products.data?.products}
        renderItem={(product) => (
          <ProductCardRow key={product._id} product={product} onReject={() => setRejecting(product)} onDelete={() => setDeleting(product)} />
        )}
        className="space-y-3"
        loading={{ label: 'Ürünler yükleniyor', rows: 2, rowClassName: 'h-28 w-full rounded-2xl' }}
        errorTitle="Ürünler yüklenemedi"
        empty={
          <EmptyState
            Icon={ClipboardCheck}
            title={filters.approvalStatus === 'pending' && !filters.name ? 'Onay bekleyen ürün yok' : 'Ürün bulunamadı'}
            action={
              <Button variant="outline" onClick={() => { setSearch(''); onChange(defaultAdminProductFilters); }}>
                Filtreleri sıfırla
              </Button>
            }
          />
        }
        pagination={
          products.data && {
            page: products.data.page,
            totalPages: products.data.totalPages,
            total: products.data.total,
            onPageChange: (page) => onChange({ ...filters, page }),
          }
        }
      />

      {rejecting && <RejectDialog product={rejecting} onClose={() => setRejecting(null)} />}
      {deleting && (
        <ConfirmDialog title="Ürün silinsin mi?" confirmLabel="Ürünü sil" onConfirm={() => void onDelete()} onCancel={() => setDeleting(null)} loading={removing}>
          <strong>{deleting.name}</strong> ({deleting.seller.storeName}) kalıcı olarak silinecek.
        </ConfirmDialog>
      )}
    </div>
  );
}
