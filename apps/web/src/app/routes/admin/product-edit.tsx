import { PackageX } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetAdminProductQuery, useUpdateAdminProductMutation } from '@/features/admin';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { ProductForm } from '@/features/products/components/product-form';
import { AdminPage } from './admin-page';

/** `/admin/urunler/:id/duzenle`: the admin edits any store's product with the full product form. */
export default function AdminProductEditPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const returnTo = (location.state as { from?: string } | null)?.from ?? '/admin/urunler';
  const categories = useListMainCategoriesWithCountsQuery();
  const product = useGetAdminProductQuery(id);
  const [update] = useUpdateAdminProductMutation();

  let content;
  if (categories.isLoading || product.isLoading) {
    content = (
      <div aria-busy aria-label="Ürün yükleniyor" className="space-y-6">
        <Skeleton className="h-72 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  } else if (categories.isError) {
    content = <LoadError title="Kategoriler yüklenemedi" error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  } else if (!product.data) {
    content = (
      <EmptyState Icon={PackageX} title="Ürün bulunamadı" action={<ButtonLink to={returnTo}>Ürün listesine dön</ButtonLink>}>
        Ürün silinmiş olabilir.
      </EmptyState>
    );
  } else {
    const editing = product.data;
    content = (
      <>
        <p className="text-sm text-slate-600">
          <strong className="text-slate-900">{editing.seller.storeName}</strong> mağazasının ürünü · yönetici düzenlemesi ürünü yeniden onaya göndermez.
        </p>
        <ProductForm
          key={editing._id}
          kind={editing.isDigital ? 'digital' : 'physical'}
          categories={categories.data ?? []}
          product={editing}
          admin={{ returnTo, save: (body) => update({ id: editing._id, body }) }}
        />
      </>
    );
  }
  return <AdminPage>{content}</AdminPage>;
}
