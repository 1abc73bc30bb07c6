import { FavoritesList } from '@/features/products/components/favorites-list';
import { AccountPage } from './account-page';

export default function FavoritesPage() {
  return (
    <AccountPage title="Favorilerim" description="Beğendiğiniz ve daha sonra bakmak istediğiniz ürünler.">
      <FavoritesList />
    </AccountPage>
  );
}
