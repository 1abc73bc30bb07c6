import { MyCoupons } from '@/features/coupons';
import { AccountPage } from './account-page';

export default function MyCouponsPage() {
  return (
    <AccountPage title="Kuponlarım" description="Kuponlarınız, geçerlilik süreleri ve kalan kullanım haklarınız.">
      <MyCoupons />
    </AccountPage>
  );
}
