import { AdminShipments } from '@/features/shipping/components/admin-shipments';
import { AdminPage } from './admin-page';

export default function AdminShipmentsPage() {
  return (
    <AdminPage>
      <AdminShipments />
    </AdminPage>
  );
}
