import { useNavigate, useSearchParams } from 'react-router';
import { SellerOrders } from '@/features/orders/components/seller-orders';
import { orderFiltersFromParams, orderFiltersToParams } from '@/features/orders/order-filters';
import { PanelPage } from './panel-page';

/** `/seller-panel/order`: filters and page in the address bar. */
export default function SellerOrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PanelPage>
      <SellerOrders
        filters={orderFiltersFromParams(params)}
        onChange={(filters) => {
          const query = orderFiltersToParams(filters).toString();
          void navigate({ search: query ? `?${query}` : '' });
        }}
      />
    </PanelPage>
  );
}
