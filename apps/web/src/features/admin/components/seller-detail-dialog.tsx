import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { companyTypeLabels } from '@pazaryeri/contract/sellers/index';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPhone } from '@/lib/format';
import { useGetAdminSellerQuery } from '../admin-api';

/** Everything an admin may see of one store (GET /admin/users/sellers/{id}). */
export function SellerDetailDialog({ sellerId, onClose }: { sellerId: string; onClose: () => void }) {
  const { data: seller, isLoading, isError, error, refetch, isFetching } = useGetAdminSellerQuery(sellerId);

  let body;
  if (isLoading) body = <Skeleton className="h-64 w-full rounded-xl" />;
  else if (isError || !seller) body = <LoadError title="Satıcı bilgileri yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else {
    const address = seller.storeAddress;
    const rows: Array<[string, string]> = [
      ['Mağaza adresi', `/magaza/${seller.alias}`],
      ['Şirket türü', companyTypeLabels[seller.companyType]],
      ['Vergi numarası', seller.taxNumber],
      ['Vergi dairesi', seller.taxOffice],
      ['İletişim telefonu', formatPhone(seller.contactPhone)],
      ['İletişim e-postası', seller.contactEmail],
      ['Hesap sahibi', `${seller.userId.name} · ${seller.userId.email}`],
      ['Konum', seller.storeLocation ?? '—'],
      ['Adres', [address.street, address.district, address.city, address.zip, address.country].filter(Boolean).join(', ')],
      ['Başvuru tarihi', formatDate(seller.createdAt)],
    ];
    body = (
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          {seller.storeLogo ? (
            <img src={seller.storeLogo} alt="" className="size-14 rounded-xl object-cover" />
          ) : (
            <Avatar name={seller.storeName} size="md" shape="square" className="size-14" />
          )}
          <div>
            <p className="font-semibold text-slate-900">{seller.storeName}</p>
            <Badge tone={seller.status === 'approved' ? 'success' : 'warning'}>
              {seller.status === 'approved' ? 'Onaylı' : 'Onay bekliyor'}
            </Badge>
          </div>
        </div>
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {seller.status === 'approved' && (
          <Link to={`/magaza/${seller.alias}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
            Mağaza sayfasını aç
            <ExternalLink aria-hidden className="size-4" />
          </Link>
        )}
      </div>
    );
  }
  return (
    <Dialog title="Satıcı bilgileri" onClose={onClose} size="lg">
      {body}
    </Dialog>
  );
}
