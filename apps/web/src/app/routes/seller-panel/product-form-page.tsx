import { PackageX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { ProductTemplatePicker } from '@/features/customization/components/product-template-picker';
import { ProductForm } from '@/features/products/components/product-form';
import { useGetProductQuery } from '@/features/products';
import { skipToken } from '@reduxjs/toolkit/query';
import { PanelPage, PanelSection } from './panel-page';

function FormSkeleton() {
  return (
    <div aria-busy aria-label="Form yükleniyor" className="space-y-6">
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** The create and edit screens of physical and digital products: categories (and the product) first, then the form. */
export function ProductFormPage({ kind, productId }: { kind?: 'physical' | 'digital'; productId?: string }) {
  const categories = useListMainCategoriesWithCountsQuery();
  const product = useGetProductQuery(productId ?? skipToken);

  let content;
  if (categories.isLoading || product.isLoading) content = <FormSkeleton />;
  else if (categories.isError) {
    content = <LoadError title="Kategoriler yüklenemedi" error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  } else if (productId && !product.data) {
    content = (
      <EmptyState Icon={PackageX} title="Ürün bulunamadı" action={<ButtonLink to="/seller-panel/edit-product">Ürünlerime dön</ButtonLink>}>
        Ürün silinmiş ya da bu mağazaya ait olmayabilir.
      </EmptyState>
    );
  } else {
    const editing = product.data;
    content = (
      <>
        <ProductForm
          key={editing?._id ?? kind}
          kind={editing ? (editing.isDigital ? 'digital' : 'physical') : (kind ?? 'physical')}
          categories={categories.data ?? []}
          product={editing}
        />
        <PanelSection title="Özelleştirme" description="Alıcının sepete eklemeden önce dolduracağı alanlar (yazı, renk, logo…).">
          {editing ? (
            <ProductTemplatePicker key={editing._id} productId={editing._id} currentTemplateId={editing.customTemplateId ?? null} />
          ) : (
            <p className="text-sm text-slate-600">Ürünü kaydettikten sonra Ürünlerim sayfasından düzenleyerek bir özelleştirme şablonu seçebilirsiniz.</p>
          )}
        </PanelSection>
      </>
    );
  }
  return <PanelPage>{content}</PanelPage>;
}
