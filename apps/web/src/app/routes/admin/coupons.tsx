import { AdminCoupons } from '@/features/coupons/components/admin-coupons';
import { AdminPage } from './admin-page';

export default function AdminCouponsPage() {
  return (
    <AdminPage>
      <AdminCoupons />
    </AdminPage>
  );
}
