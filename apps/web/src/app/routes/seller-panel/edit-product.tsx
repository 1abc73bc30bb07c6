import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { SellerProductList } from '@/features/products/components/seller-product-list';
import { PanelPage } from './panel-page';

export default function EditProductPage() {
  return (
    <PanelPage
      actions={
        <ButtonLink to="/seller-panel/product/product" size="sm">
          <Plus aria-hidden className="size-4" />
          Ürün ekle
        </ButtonLink>
      }
    >
      <SellerProductList />
    </PanelPage>
  );
}
