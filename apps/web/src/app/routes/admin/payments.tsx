import { AdminPayments } from '@/features/orders/components/admin-payments';
import { AdminPage } from './admin-page';

export default function AdminPaymentsPage() {
  return (
    <AdminPage>
      <AdminPayments />
    </AdminPage>
  );
}
