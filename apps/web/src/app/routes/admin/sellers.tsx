import { AdminSellers } from '@/features/admin/components/admin-sellers';
import { AdminPage } from './admin-page';

export default function AdminSellersPage() {
  return (
    <AdminPage>
      <AdminSellers />
    </AdminPage>
  );
}
