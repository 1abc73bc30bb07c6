import { PackageX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { orderMessages, paymentMessages } from '@pazaryeri/contract/orders/index';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cartCleared, cartPaymentAwaited, selectAwaitingPayment } from '@/features/cart';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { useOrderQuery } from '@/features/orders/orders-api';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AccountPage } from './account-page';

/**
 * The bank's 3D Secure page sends the buyer back here with `odeme=basarili` or
 * `odeme=basarisiz&mesaj=…`: paid empties the cart that made this order; refused keeps it.
 */
function usePaymentReturn(orderId: string) {
  const dispatch = useDispatch();
  const awaiting = useSelector(selectAwaitingPayment);
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const outcome = params.get('odeme');
  const message = params.get('mesaj');

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    if (outcome === 'basarili') {
      toast.success(orderMessages.created, { id: 'payment-return' });
      if (awaiting?.orderId === orderId) dispatch(cartCleared());
    } else {
      toast.error(message || paymentMessages.failed, { id: 'payment-return' });
      dispatch(cartPaymentAwaited(null));
    }
    setParams({}, { replace: true });
  }, [outcome, message, awaiting, orderId, dispatch, setParams]);
}

/** `/hesabim/siparisler/:id`. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  usePaymentReturn(id);
  const { data, isLoading, isError, error, refetch, isFetching } = useOrderQuery(id, { pollingInterval: 60_000 });

  let body;
  if (isLoading) body = <Skeleton className="h-64 w-full rounded-2xl" />;
  else if (isError || !data) {
    body =
      isApiError(error) && error.status === 404 ? (
        <EmptyState Icon={PackageX} title="Sipariş bulunamadı" action={<ButtonLink to="/hesabim/siparisler">Siparişlerime dön</ButtonLink>} />
      ) : (
        <LoadError title={orderMessages.detailFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      );
  } else body = <OrderDetail order={data} />;

  return (
    <AccountPage title="Sipariş detayı" description="Her mağazanın gönderisi ayrı izlenir." back={{ to: '/hesabim/siparisler', label: 'Siparişlerim' }}>
      {body}
    </AccountPage>
  );
}
