import { Link } from 'react-router';
import type { SubMerchantStatusResponse } from '@pazaryeri/contract/orders/index';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCreateSubMerchantMutation, useSubMerchantStatusQuery } from '../orders-api';

const accountKinds: Record<NonNullable<SubMerchantStatusResponse['subMerchant']>['subMerchantType'], string> = {
  PERSONAL: 'bireysel',
  PRIVATE_COMPANY: 'şahıs şirketi',
  LIMITED_OR_JOINT_STOCK_COMPANY: 'limited / anonim şirket',
};

/**
 * The store's account at the payment provider, which every sale is paid into: active, ready to be
 * opened, or blocked by store details to fix (buyers cannot pay for the store's products meanwhile).
 */
export function PaymentAccount() {
  const { data, isLoading, isError } = useSubMerchantStatusQuery();
  const [create, { isLoading: creating }] = useCreateSubMerchantMutation();
  if (isLoading) return <Skeleton className="h-20 w-full rounded-2xl" />;
  if (isError || !data) return null;

  if (data.status === 'active' && data.subMerchant) {
    return (
      <Alert tone="success" title="Ödeme hesabınız etkin">
        Satışlarınızın ödemesi {accountKinds[data.subMerchant.subMerchantType]} hesabınıza aktarılır.
      </Alert>
    );
  }
  if (data.status === 'blocked') {
    return (
      <Alert tone="error" title="Ödeme alamıyorsunuz">
        <p>{data.problem} Bu düzeltilene kadar alıcılar mağazanızın ürünleri için ödeme yapamaz.</p>
        <Link to="/seller-panel/seller" className="mt-1 inline-block font-semibold underline">
          Mağaza bilgilerini düzenle
        </Link>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Ödeme hesabınız henüz açılmadı">
      <p>Bilgileriniz tam: hesap ilk satışınızda kendiliğinden açılır, şimdi de açabilirsiniz.</p>
      <Button
        size="sm"
        className="mt-2"
        loading={creating}
        onClick={async () => {
          const result = await create();
          if ('data' in result && result.data) toast.success(result.data.message);
        }}
      >
        Ödeme hesabını aç
      </Button>
    </Alert>
  );
}
