import { CategoryManager } from '@/features/categories/components/category-manager';
import { AdminPage } from './admin-page';

export default function AdminCategoriesPage() {
  return (
    <AdminPage>
      <CategoryManager />
    </AdminPage>
  );
}
