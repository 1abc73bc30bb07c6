import { AdminCoupons } from '@/features/coupons';
import { AdminPage } from './admin-page';

export default function AdminCouponsPage() {
  return (
    <AdminPage>
      <AdminCoupons />
    </AdminPage>
  );
}
