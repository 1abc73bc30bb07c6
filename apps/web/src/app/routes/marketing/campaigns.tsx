import { campaignStatuses } from '@pazaryeri/contract/marketing/index';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { PagedList } from '@/components/ui/paged-list';
import { SendProgress } from '@/features/marketing/components/send-progress';
import { campaignStatusLabels, formatDateTime, useCampaignsQuery } from '@/features/marketing';

const statusTone = { draft: 'neutral', sending: 'warning', sent: 'success' } as const;

/** Campaigns, newest first: search by title, filter by status. */
export default function CampaignsPage() {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ query: '', status: '', page: 1 });
  const query = useCampaignsQuery({ ...filters, status: filters.status || undefined } as never);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <FilterBar
            className="grid gap-3 p-3 sm:grid-cols-[2fr_1fr]"
            search={{ label: 'Kampanya ara', placeholder: 'Başlık', value: typed, onValueChange: setTyped, onSubmit: (value) => setFilters((current) => ({ ...current, page: 1, query: value.trim() })) }}
          >
            <FilterSelect
              label="Durum"
              value={filters.status}
              onChange={(status) => setFilters((current) => ({ ...current, page: 1, status }))}
              allLabel="Tüm durumlar"
              options={campaignStatuses.map((status) => [status, campaignStatusLabels[status]])}
            />
          </FilterBar>
        </div>
        <ButtonLink to="/pazarlama/kampanyalar/yeni">
          <Plus aria-hidden className="size-4" />
          Yeni kampanya
        </ButtonLink>
      </div>
      <PagedList
        query={query}
        items={query.data?.campaigns}
        label="Kampanyalar"
        className="grid gap-3 md:grid-cols-2"
        loading={{ label: 'Kampanyalar yükleniyor', rows: 4, rowClassName: 'h-32' }}
        errorTitle="Kampanyalar yüklenemedi"
        empty={<EmptyState Icon={Megaphone} title="Henüz kampanya yok." />}
        pagination={{ page: filters.page, totalPages: query.data?.totalPages ?? 1, total: query.data?.total ?? 0, onPageChange: (page) => setFilters((current) => ({ ...current, page })) }}
        renderItem={(campaign) => (
          <li key={campaign._id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <Link to={`/pazarlama/kampanyalar/${campaign._id}`} className="font-semibold text-slate-900 hover:text-brand-700">
                {campaign.title}
              </Link>
              <Badge tone={statusTone[campaign.status]}>{campaignStatusLabels[campaign.status]}</Badge>
            </div>
            <p className="mt-1 text-xs text-slate-500">
              Oluşturuldu {formatDateTime(campaign.createdAt)}
              {campaign.sentAt && ` · Gönderildi ${formatDateTime(campaign.sentAt)}`}
              {campaign.attachmentName && ` · Ek: ${campaign.attachmentName}`}
            </p>
            {campaign.status !== 'draft' && (
              <div className="mt-3">
                <SendProgress campaign={campaign} />
              </div>
            )}
          </li>
        )}
      />
    </div>
  );
}
