import { useNavigate, useSearchParams } from 'react-router';
import { AdminProducts } from '@/features/admin/components/admin-products';
import { adminProductFiltersFromParams, adminProductFiltersToParams } from '@/features/admin';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { AdminPage } from './admin-page';

export default function AdminProductsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: categories = [] } = useListMainCategoriesWithCountsQuery();
  const filters = adminProductFiltersFromParams(params);
  return (
    <AdminPage>
      <AdminProducts
        filters={filters}
        categories={categories}
        onChange={(next) => {
          const query = adminProductFiltersToParams(next).toString();
          void navigate({ search: query ? `?${query}` : '' });
        }}
      />
    </AdminPage>
  );
}
