import { FollowedStores } from '@/features/follows/components/followed-stores';
import { AccountPage } from './account-page';

export default function FollowingPage() {
  return (
    <AccountPage title="Takip ettiğim mağazalar" description="Yeni ürün ve kampanyalarından haberdar olduğunuz mağazalar.">
      <FollowedStores />
    </AccountPage>
  );
}
