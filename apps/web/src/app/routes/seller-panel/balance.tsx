import { CommissionInvoices } from '@/features/invoices/components/commission-invoices';
import { SellerBalance } from '@/features/orders/components/seller-balance';
import { PanelPage, PanelSection } from './panel-page';

export default function SellerBalancePage() {
  return (
    <PanelPage>
      <SellerBalance />
      <PanelSection title="Komisyon faturaları" description="Platformun her ay satışlarınızın komisyonu için kestiği faturalar.">
        <CommissionInvoices />
      </PanelSection>
    </PanelPage>
  );
}
