import { AdminDataRequests } from '@/features/admin/components/admin-data-requests';
import { AdminPage } from './admin-page';

export default function AdminDataRequestsPage() {
  return (
    <AdminPage>
      <AdminDataRequests />
    </AdminPage>
  );
}
