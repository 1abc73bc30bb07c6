import { useNavigate, useSearchParams } from 'react-router';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { adminInvoiceFiltersFromParams, adminInvoiceFiltersToParams } from '@/features/invoices/invoice-filters';
import { AdminPage } from './admin-page';

export default function AdminInvoicesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AdminPage>
      <AdminInvoices
        filters={adminInvoiceFiltersFromParams(params)}
        onChange={(filters) => {
          const query = adminInvoiceFiltersToParams(filters).toString();
          void navigate({ search: query ? `?${query}` : '' });
        }}
      />
    </AdminPage>
  );
}
