import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCreateOrderFromOfferMutation } from '../freelance-api';

/** The buyer's accepted offer → its order (the open one if it exists) → the order page, where it is paid and followed. */
export function OrderFromOfferButton({ offerId, label }: { offerId: string; label: string }) {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateOrderFromOfferMutation();
  return (
    <Button
      size="sm"
      loading={isLoading}
      onClick={async () => {
        const result = await create(offerId);
        if ('data' in result && result.data) navigate(`/hesabim/ozel-siparisler/${result.data.freelanceOrder.order._id}`);
        else if ('error' in result) toast.error((result.error as { message?: string }).message ?? 'Sipariş oluşturulamadı');
      }}
    >
      {label}
    </Button>
  );
}
