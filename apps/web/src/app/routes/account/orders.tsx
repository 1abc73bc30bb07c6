import { useNavigate, useSearchParams } from 'react-router';
import { MyOrders } from '@/features/orders/components/my-orders';
import { orderFiltersFromParams, orderFiltersToParams } from '@/features/orders/order-filters';
import { AccountPage } from './account-page';

/** `/hesabim/siparisler`: filters and page live in the address bar. */
export default function MyOrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AccountPage title="Siparişlerim" description="Siparişlerinizin durumu, kargo takibi ve dijital indirmeleriniz.">
      <MyOrders
        filters={orderFiltersFromParams(params)}
        onChange={(filters) => {
          const query = orderFiltersToParams(filters).toString();
          void navigate({ search: query ? `?${query}` : '' });
        }}
      />
    </AccountPage>
  );
}
