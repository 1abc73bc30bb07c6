import { MyReviews } from '@/features/reviews';
import { AccountPage } from './account-page';

export default function MyReviewsPage() {
  return (
    <AccountPage title="Değerlendirmelerim" description="Teslim edilen ürünlerinizi puanlayın, fotoğraf ekleyin; yazdığınız değerlendirmeleri düzenleyin.">
      <MyReviews />
    </AccountPage>
  );
}
