import { SellerBalance } from '@/features/orders/components/seller-balance';
import { PanelPage } from './panel-page';

export default function SellerBalancePage() {
  return (
    <PanelPage>
      <SellerBalance />
    </PanelPage>
  );
}
