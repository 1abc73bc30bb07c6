import { useNavigate, useSearchParams } from 'react-router';
import { AdminOrders } from '@/features/orders/components/admin-orders';
import { adminOrderFiltersFromParams, orderFiltersToParams } from '@/features/orders/order-filters';
import { AdminPage } from './admin-page';

export default function AdminOrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AdminPage>
      <AdminOrders
        filters={adminOrderFiltersFromParams(params)}
        onChange={(filters) => {
          const query = orderFiltersToParams(filters).toString();
          void navigate({ search: query ? `?${query}` : '' });
        }}
      />
    </AdminPage>
  );
}
