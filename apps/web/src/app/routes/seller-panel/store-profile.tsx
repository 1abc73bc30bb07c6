import { ExternalLink, Store } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CapabilitiesForm } from '@/features/sellers/components/capabilities-form';
import { SenderAddresses } from '@/features/sellers/components/sender-addresses';
import { StoreImages } from '@/features/sellers/components/store-images';
import { StoreProfileForm } from '@/features/sellers/components/store-profile-form';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { PanelPage, PanelSection } from './panel-page';
import { useOwnStore } from './use-own-store';

/** The capabilities section's anchor: the request feed links to it (/seller-panel/seller#yetkinlikler). */
const capabilitiesAnchor = 'yetkinlikler';

/** The store profile: images, store card, what the store makes and the sender addresses. */
export default function StoreProfilePage() {
  const { data: store, isLoading, isError, error, refetch, isFetching } = useOwnStore();
  const { hash } = useLocation();
  useEffect(() => {
    if (store && hash === `#${capabilitiesAnchor}`) document.getElementById(capabilitiesAnchor)?.scrollIntoView?.({ block: 'start' });
  }, [store, hash]);

  let content;
  if (isLoading) {
    content = (
      <div aria-busy aria-label="Mağaza bilgileri yükleniyor" className="space-y-6">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  } else if (isError) {
    content = <LoadError title="Mağaza bilgileri yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (!store) {
    content = (
      <EmptyState Icon={Store} title="Bu hesaba bağlı bir mağaza yok" action={<ButtonLink to="/satici-ol">Satıcı başvurusu yap</ButtonLink>}>
        Mağaza bilgileri onaylı bir satıcı başvurusuyla oluşur.
      </EmptyState>
    );
  } else {
    content = (
      <>
        <PanelSection title="Görseller" description="Logo ve kapak görseli mağaza sayfanızın üstünde görünür.">
          <StoreImages seller={store} />
        </PanelSection>
        <PanelSection title="Mağaza bilgileri" description="Mağaza adı, tanıtım metni, iletişim ve adres bilgileri.">
          <StoreProfileForm seller={store} />
        </PanelSection>
        <div id={capabilitiesAnchor} className="scroll-mt-24">
          <PanelSection
            title="Üretim yetkinlikleri"
            description="Ne ürettiğiniz ve nereye hizmet verdiğiniz: müşteri talepleri bunlarla size eşleşir."
          >
            {store.status === 'approved' ? (
              <CapabilitiesForm />
            ) : (
              <p className="text-sm text-slate-600">Mağazanız onaylandığında üretim yetkinliklerinizi buradan girebilirsiniz.</p>
            )}
          </PanelSection>
        </div>
        <PanelSection title="Gönderici adresleri" description="Kargo gönderilerinizin çıkış adresleri; biri her zaman varsayılandır.">
          <SenderAddresses />
        </PanelSection>
      </>
    );
  }

  return (
    <PanelPage
      actions={
        store && (
          <ButtonLink to={`/magaza/${store.alias}`} variant="outline" size="sm">
            Mağazamı gör
            <ExternalLink aria-hidden className="size-4" />
          </ButtonLink>
        )
      }
    >
      {content}
    </PanelPage>
  );
}
