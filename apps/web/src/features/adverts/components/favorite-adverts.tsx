import { Heart } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useFavoriteAdvertsQuery } from '../adverts-api';
import { AdvertCard } from './advert-card';

/** The adverts and requests I keep an eye on; the heart on each card takes one out. */
export function FavoriteAdverts({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const query = useFavoriteAdvertsQuery({ page });
  return (
    <PagedList
      query={query}
      items={query.data?.adverts}
      renderItem={(advert) => <AdvertCard key={advert._id} advert={advert} />}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      label="Favori ilanlar"
      loading={{ label: 'Favori ilanlar yükleniyor', rows: 3, rowClassName: 'h-72 w-full rounded-2xl' }}
      errorTitle="İlanlar yüklenemedi."
      empty={
        <EmptyState Icon={Heart} title="Favori ilanınız yok" action={<ButtonLink to="/ilanlar">İlanlara göz atın</ButtonLink>}>
          Takip etmek istediğiniz ilanları kalp simgesiyle favorilerinize ekleyin.
        </EmptyState>
      }
      pagination={query.data && { page: query.data.page, totalPages: query.data.totalPages, total: query.data.total, onPageChange }}
    />
  );
}
