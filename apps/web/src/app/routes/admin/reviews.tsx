import { AdminReviews } from '@/features/reviews';
import { AdminPage } from './admin-page';

export default function AdminReviewsPage() {
  return (
    <AdminPage>
      <AdminReviews />
    </AdminPage>
  );
}
