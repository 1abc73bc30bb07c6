import { SellerReviews } from '@/features/reviews';
import { PanelPage } from './panel-page';

export default function SellerReviewsPage() {
  return (
    <PanelPage>
      <SellerReviews />
    </PanelPage>
  );
}
