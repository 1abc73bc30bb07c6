import { SellerCouponForm, SellerCouponHistory } from '@/features/coupons';
import { PanelPage, PanelSection } from './panel-page';

export default function SellerCouponsPage() {
  return (
    <PanelPage>
      <PanelSection title="Yeni kupon" description="Kupon yalnızca mağazanızın ürünlerinde geçerlidir.">
        <SellerCouponForm />
      </PanelSection>
      <PanelSection title="Kupon geçmişi" description="Kuponlarınız, kullanım sayıları ve verdikleri indirim.">
        <SellerCouponHistory />
      </PanelSection>
    </PanelPage>
  );
}
