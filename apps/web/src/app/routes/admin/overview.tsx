import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useListSellerApprovalsQuery } from '@/features/admin/admin-api';
import { Badge } from '@/components/ui/badge';
import { formatCount } from '@/lib/format';
import { AdminPage } from './admin-page';
import { adminNavPages } from './page-icons';


export default function AdminOverviewPage() {
  const { data: approvals } = useListSellerApprovalsQuery({ page: 1 });
  const waiting = approvals?.totalSellers ?? 0;
  return (
    <AdminPage>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminNavPages
          .filter((item) => item.path)
          .map(({ path, title, description, Icon }) => (
            <li key={path}>
              <Link
                to={`/admin/${path}`}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs hover:border-brand-200 hover:shadow-md"
              >
                <div className="flex items-center justify-between">
                  <Icon aria-hidden className="size-6 text-brand-600" />
                  {path === 'satici-onaylari' && waiting > 0 && <Badge tone="warning">{formatCount(waiting)} bekliyor</Badge>}
                </div>
                <p className="mt-4 flex items-center gap-1 font-semibold text-slate-900">
                  {title}
                  <ChevronRight aria-hidden className="size-4 text-slate-400 group-hover:text-brand-600" />
                </p>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
              </Link>
            </li>
          ))}
      </ul>
    </AdminPage>
  );
}
