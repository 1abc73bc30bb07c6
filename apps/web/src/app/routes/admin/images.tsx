import { AdminImages } from '@/features/admin/components/admin-images';
import { AdminPage } from './admin-page';

export default function AdminImagesPage() {
  return (
    <AdminPage>
      <AdminImages />
    </AdminPage>
  );
}
