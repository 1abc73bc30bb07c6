import { Plus, Wrench } from 'lucide-react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useSellerAdvertsQuery } from '@/features/adverts';
import { OwnAdvertItem } from '@/features/adverts/components/my-adverts';
import { selectCurrentUser } from '@/features/users';
import { PanelPage } from './panel-page';

/** /seller-panel/edit-product/freelance: the store's service adverts, edited with the form they were posted with. */
export default function ServiceAdvertsPage() {
  const user = useSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('sayfa')) || 1;
  const query = useSellerAdvertsQuery({ userId: user?._id ?? '', advertType: 'service', page }, { skip: !user });
  return (
    <PanelPage
      actions={
        <ButtonLink to="/seller-panel/product/freelance" size="sm">
          <Plus aria-hidden className="size-4" />
          Yeni hizmet
        </ButtonLink>
      }
    >
      <PagedList
        query={query}
        items={query.data?.adverts}
        renderItem={(advert) => <OwnAdvertItem key={advert._id} advert={advert} />}
        className="space-y-3"
        label="Hizmet ilanlarım"
        loading={{ label: 'Hizmetler yükleniyor', rows: 3, rowClassName: 'h-32 rounded-2xl' }}
        errorTitle="İlanlar yüklenemedi."
        empty={
          <EmptyState Icon={Wrench} title="Henüz hizmet ilanınız yok" action={<ButtonLink to="/seller-panel/product/freelance">Hizmet ekle</ButtonLink>}>
            3D modelleme, tasarım ya da mühendislik hizmetinizi tanımlayın; alıcılar sohbetten size ulaşsın.
          </EmptyState>
        }
        pagination={query.data && { page: query.data.page, totalPages: query.data.totalPages, total: query.data.total, onPageChange: (next) => setParams({ sayfa: String(next) }) }}
      />
    </PanelPage>
  );
}
