import { useSearchParams } from 'react-router';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { FavoriteAdverts } from '@/features/adverts/components/favorite-adverts';
import { FavoritesList } from '@/features/products/components/favorites-list';
import { AccountPage } from './account-page';

const tabs = [
  ['urunler', 'Ürünler'],
  ['ilanlar', 'İlanlar'],
] as const;

/** /hesabim/favoriler: favourite products, and favourite adverts under `?tur=ilanlar` (the page too lives in the address bar). */
export default function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('tur') === 'ilanlar' ? 'ilanlar' : 'urunler';
  const page = Number(params.get('sayfa')) || 1;
  return (
    <AccountPage title="Favorilerim" description="Beğendiğiniz ürünler ve takip ettiğiniz ilanlar.">
      <div className="space-y-4">
        <FilterTabs label="Favori türü" tabs={tabs} value={kind} onChange={(value) => setParams(value === 'ilanlar' ? { tur: value } : {})} />
        {kind === 'ilanlar' ? (
          <FavoriteAdverts page={page} onPageChange={(next) => setParams({ tur: 'ilanlar', sayfa: String(next) })} />
        ) : (
          <FavoritesList />
        )}
      </div>
    </AccountPage>
  );
}
