import { ExternalLink } from 'lucide-react';
import { FollowerReport } from '@/features/follows/components/follower-report';
import { SalesReport } from '@/features/reports';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PanelPage } from './panel-page';
import { useOwnStore } from './use-own-store';

/** Overview: the sales report over a date range and the store's followers. */
export default function SellerDashboardPage() {
  const { data: store, isLoading } = useOwnStore();
  return (
    <PanelPage
      actions={
        store && (
          <ButtonLink to={`/magaza/${store.alias}`} variant="outline" size="sm">
            Mağazamı gör
            <ExternalLink aria-hidden className="size-4" />
          </ButtonLink>
        )
      }
    >
      <SalesReport />
      {isLoading ? <Skeleton className="h-64 w-full rounded-2xl" /> : <FollowerReport sellerId={store?._id ?? ''} />}
    </PanelPage>
  );
}
