import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FreelanceOrderDetail } from '@/features/freelance/components/freelance-order-detail';
import { toast } from '@/lib/toast';
import { AccountPage } from './account-page';

/** /hesabim/ozel-siparisler/:id: the buyer's order from an accepted offer; the bank's 3D Secure page returns here. */
export default function FreelanceOrderPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('odeme');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'basarili') toast.success('Ödemeniz alındı.', { id: 'payment-return' });
    else toast.error(params.get('mesaj') || 'Ödeme başlatılamadı', { id: 'payment-return' });
    setParams({}, { replace: true });
  }, [outcome, params, setParams]);
  return (
    <AccountPage title="Özel sipariş" description="Kabul ettiğiniz teklifin siparişi: çalışmanın durumu, teslimatlar ve değerlendirme." back={{ to: '/hesabim/siparisler', label: 'Siparişlerim' }}>
      <FreelanceOrderDetail orderId={id} />
    </AccountPage>
  );
}
