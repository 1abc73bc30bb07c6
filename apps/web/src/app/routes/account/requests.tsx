import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { MyAdverts } from '@/features/adverts/components/my-adverts';
import { AccountPage } from './account-page';

/** /hesabim/taleplerim: my requests (and a store's adverts) with their states and their offers side by side. */
export default function MyRequestsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('sayfa')) || 1;
  return (
    <AccountPage title="Taleplerim" description="Taleplerinize gelen teklifleri yan yana karşılaştırın, birini kabul edip ödemeye geçin; talebinizi yayından kaldırın ya da kapatın.">
      <div className="mb-4 flex justify-end">
        <ButtonLink to="/talep-olustur" size="sm">
          <Plus aria-hidden className="size-4" />
          Yeni talep
        </ButtonLink>
      </div>
      <MyAdverts page={page} onPageChange={(next) => setParams({ sayfa: String(next) })} />
    </AccountPage>
  );
}
