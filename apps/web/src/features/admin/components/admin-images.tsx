import { Check, ImageOff, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminImage, ImageStatus } from '@pazaryeri/contract/products/index';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { SearchForm } from '@/components/ui/search-form';
import { formatDate } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useApproveImageMutation, useListAdminImagesQuery, useRejectImageMutation } from '../admin-catalogue-api';

const tabs: Array<[ImageStatus, string]> = [
  ['pending', 'Onay bekleyen'],
  ['approved', 'Onaylanan'],
  ['rejected', 'Reddedilen'],
];

function ImageCard({ image }: { image: AdminImage }) {
  const [approve, { isLoading: approving }] = useApproveImageMutation();
  const [reject, { isLoading: rejecting }] = useRejectImageMutation();
  async function review(action: typeof approve) {
    const result = await action(image._id);
    if ('data' in result && result.data) toast.success(result.data.message);
  }
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      <a href={image.detailUrl} target="_blank" rel="noreferrer" className="block bg-slate-100">
        <img src={image.listUrl} alt={`${image.product.name} resmi`} loading="lazy" className="aspect-square w-full object-cover" />
      </a>
      <div className="flex flex-1 flex-col p-3">
        <Link to={productPath(image.product.slug)} className="line-clamp-2 text-sm font-semibold text-slate-900 hover:underline">
          {image.product.name}
        </Link>
        <p className="mt-0.5 truncate text-xs text-slate-500">
          {image.seller.storeName} · {formatDate(image.createdAt)}
        </p>
        <div className="mt-auto flex flex-col gap-2 pt-3 xl:flex-row">
          {image.status !== 'approved' && (
            <Button size="sm" className="flex-1" onClick={() => void review(approve)} loading={approving} aria-label={`${image.product.name} resmini onayla`}>
              <Check aria-hidden className="size-4" />
              Onayla
            </Button>
          )}
          {image.status !== 'rejected' && (
            <Button size="sm" variant="outline" className="flex-1" onClick={() => void review(reject)} loading={rejecting} aria-label={`${image.product.name} resmini reddet`}>
              <X aria-hidden className="size-4" />
              Reddet
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Product pictures by state; only approved ones reach buyers. */
export function AdminImages() {
  const [status, setStatus] = useState<ImageStatus>('pending');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const images = useListAdminImagesQuery({ status, page, search });

  return (
    <div className="space-y-4">
      <SearchForm
        label="Ürün adına göre resim ara"
        placeholder="Ürün adı"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        className="max-w-md"
      />
      <FilterTabs
        label="Resim durumu"
        tabs={tabs}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <PagedList
        query={images}
        items={images.data?.images}
        renderItem={(image) => <ImageCard key={image._id} image={image} />}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        loading={{ label: 'Resimler yükleniyor', rows: 5, rowClassName: 'aspect-[3/4] w-full rounded-2xl' }}
        errorTitle="Resimler yüklenemedi"
        empty={<EmptyState Icon={ImageOff} title={status === 'pending' ? 'Onay bekleyen resim yok' : 'Resim yok'} />}
        pagination={images.data && { page: images.data.page, totalPages: images.data.totalPages, total: images.data.total, onPageChange: setPage }}
      />
    </div>
  );
}
