import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminDataRequest,
  dataRequestKindLabels,
  dataRequestStatusLabels,
  type DataRequestStatus,
} from '@pazaryeri/contract/privacy/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { PagedList } from '@/components/ui/paged-list';
import { cn } from '@/lib/cn';
import { formatCount, formatDateNumeric } from '@/lib/format';
import {
  type DataRequestFilters,
  dataRequestFiltersFromParams,
  dataRequestFiltersToParams,
  defaultDataRequestFilters,
  useListDataRequestsQuery,
} from '../data-requests-api';

const statusTones: Record<DataRequestStatus, 'neutral' | 'brand' | 'success' | 'danger'> = {
  pending: 'neutral',
  running: 'brand',
  ready: 'success',
  failed: 'danger',
  expired: 'neutral',
  done: 'success',
};
const overdueOptions = [
  ['true', 'Süresi geçenler'],
  ['false', 'Süresi geçmeyenler'],
] as const;
/** A week before the deadline the days left turn amber. */
const SOON_DAYS = 7;

/** The 30 days of KVKK art. 13: how many are left, how late it is, or whether it was answered in time. */
function Deadline({ request }: { request: AdminDataRequest }) {
  let note;
  if (request.overdue) {
    note = (
      <>
        <Badge tone="danger">Süresi geçti</Badge>
        <span className="text-xs font-medium text-red-700">{formatCount(-(request.daysLeft ?? 0))} gün gecikti</span>
      </>
    );
  } else if (request.daysLeft === null) {
    const late = request.completedAt !== null && request.completedAt > request.deadlineAt;
    note = <Badge tone={late ? 'warning' : 'success'}>{late ? 'Geç yanıtlandı' : 'Süresinde yanıtlandı'}</Badge>;
  } else {
    note = <Badge tone={request.daysLeft <= SOON_DAYS ? 'warning' : 'neutral'}>{request.daysLeft === 0 ? 'Bugün son gün' : `${formatCount(request.daysLeft)} gün kaldı`}</Badge>;
  }
  return (
    <div className="col-span-2 md:col-span-1">
      <dt className="text-xs text-slate-500">Son gün</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
        <time dateTime={request.deadlineAt} className="text-sm text-slate-800">
          {formatDateNumeric(request.deadlineAt)}
        </time>
        {note}
      </dd>
    </div>
  );
}

function DateCell({ label, iso }: { label: string; iso: string | null }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-800">{iso ? <time dateTime={iso}>{formatDateNumeric(iso)}</time> : '—'}</dd>
    </div>
  );
}

function RequestRow({ request }: { request: AdminDataRequest }) {
  const { person } = request;
  return (
    <li
      className={cn(
        'grid gap-3 rounded-2xl border bg-white p-4 shadow-xs md:grid-cols-[minmax(0,1.6fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,1.4fr)] md:items-center md:gap-4',
        request.overdue ? 'border-red-300 ring-1 ring-red-100' : 'border-slate-200',
      )}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="truncate">{person.name}</span>
          {person.deleted && <Badge>Hesap silindi</Badge>}
        </p>
        {person.email && <p className="truncate text-sm text-slate-500">{person.email}</p>}
        <p className="mt-1.5 flex flex-wrap gap-1.5">
          <Badge tone="brand">{dataRequestKindLabels[request.kind]}</Badge>
          <Badge tone={statusTones[request.status]}>{dataRequestStatusLabels[request.status]}</Badge>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 md:contents">
        <DateCell label="Başvuru" iso={request.requestedAt} />
        <DateCell label="Yanıt" iso={request.completedAt} />
        <Deadline request={request} />
      </dl>
    </li>
  );
}

/** KVKK requests of every person (copies of data, account deletions), newest first, with their 30-day deadlines. */
export function AdminDataRequests() {
  const [params, setParams] = useSearchParams();
  const filters = dataRequestFiltersFromParams(params);
  const [keyword, setKeyword] = useState(filters.keyword);
  const requests = useListDataRequestsQuery(filters);
  const filtered = dataRequestFiltersToParams({ ...filters, page: 1 }).size > 0;

  const update = (patch: Partial<DataRequestFilters>) => setParams(dataRequestFiltersToParams({ ...filters, page: 1, ...patch }), { replace: true });

  return (
    <div className="space-y-4">
      <FilterBar
        className="space-y-3 p-4"
        search={{
          label: 'Kişi ara',
          placeholder: 'Ad veya e-posta',
          value: keyword,
          onValueChange: setKeyword,
          onSubmit: (value) => update({ keyword: value.trim() }),
          showButtonText: 'wide',
        }}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <FilterSelect
            label="Başvuru türü"
            value={filters.kind}
            onChange={(value) => update({ kind: value as DataRequestFilters['kind'] })}
            allLabel="Tüm türler"
            options={Object.entries(dataRequestKindLabels)}
          />
          <FilterSelect
            label="Durum"
            value={filters.status}
            onChange={(value) => update({ status: value as DataRequestFilters['status'] })}
            allLabel="Tüm durumlar"
            options={Object.entries(dataRequestStatusLabels)}
          />
          <FilterSelect
            label="Yanıt süresi"
            value={filters.overdue}
            onChange={(value) => update({ overdue: value as DataRequestFilters['overdue'] })}
            allLabel="Tüm süreler"
            options={overdueOptions}
          />
        </div>
      </FilterBar>

      {requests.data && requests.data.total > 0 && <p className="text-sm text-slate-600">{formatCount(requests.data.total)} başvuru</p>}
      <PagedList
        query={requests}
        items={requests.data?.requests}
        renderItem={(request) => <RequestRow key={request._id} request={request} />}
        className="space-y-3"
        label="KVKK başvuruları"
        loading={{ label: 'KVKK başvuruları yükleniyor', rows: 4, rowClassName: 'h-24 w-full rounded-2xl' }}
        errorTitle="KVKK başvuruları yüklenemedi"
        empty={
          <EmptyState
            Icon={ShieldCheck}
            title={filtered ? 'Filtreye uyan başvuru yok' : 'Henüz KVKK başvurusu yok'}
            action={
              filtered && (
                <Button
                  variant="outline"
                  onClick={() => {
                    setKeyword('');
                    setParams(dataRequestFiltersToParams(defaultDataRequestFilters), { replace: true });
                  }}
                >
                  Filtreleri temizle
                </Button>
              )
            }
          >
            {!filtered && 'Kişiler verilerinin kopyasını istedikçe ya da hesaplarını sildikçe başvurular burada görünür.'}
          </EmptyState>
        }
        pagination={
          requests.data && {
            page: requests.data.page,
            totalPages: requests.data.totalPages,
            total: requests.data.total,
            onPageChange: (page) => update({ page }),
          }
        }
      />
    </div>
  );
}
