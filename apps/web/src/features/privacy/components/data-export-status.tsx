import { CircleCheck, Download, History, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DataExport } from '@pazaryeri/contract/privacy/index';
import { Alert } from '@/components/ui/alert';
import { useDataExportQuery, useLatestDataExportQuery } from '../privacy-api';
import { formatFileSize } from '@/lib/format';
import { formatDateTime } from '../privacy-format';

const POLL_MS = 2000;
/** The download link is signed for 10–15 minutes: a ready copy is asked again this often, so the link on screen still opens. */
const LINK_REFRESH_MS = 5 * 60_000;

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return <p className="flex items-center gap-2 font-semibold text-slate-900">{icon}{children}</p>;
}

/** Mounted while the copy is written: polls it, and the answer that is no longer running ends the polling by unmounting this. */
function ExportProgress({ item }: { item: DataExport }) {
  useDataExportQuery(item.exportId, { pollingInterval: POLL_MS });
  const percent = Math.min(100, Math.max(0, item.progress));
  return (
    <div className="space-y-3">
      <StatusLine icon={<LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />}>Hazırlanıyor…</StatusLine>
      <div
        role="progressbar"
        aria-label="Veri kopyasının hazırlanması"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">%{percent}</span> · {formatDateTime(item.requestedAt)} tarihinde istendi. Bu
        sayfadan ayrılabilirsiniz; kopya hazır olduğunda size e-posta göndereceğiz.
      </p>
    </div>
  );
}

/** Keeps the latest export fresh while it shows, so its signed link has not run out when pressed. */
function ReadyExport({ item }: { item: DataExport }) {
  useLatestDataExportQuery(undefined, { pollingInterval: LINK_REFRESH_MS });
  return (
    <div className="space-y-4">
      <StatusLine icon={<CircleCheck aria-hidden className="size-5 text-emerald-600" />}>Hazır</StatusLine>
      <Facts
        items={[
          ['Hazırlandığı tarih', item.completedAt ? formatDateTime(item.completedAt) : '—'],
          ['Boyut', item.size !== null ? formatFileSize(item.size) : '—'],
          ['Silineceği tarih', item.expiresAt ? formatDateTime(item.expiresAt) : '—'],
        ]}
      />
      {item.url && (
        <a
          href={item.url}
          download
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:w-auto"
        >
          <Download aria-hidden className="size-4" />
          İndir (ZIP)
        </a>
      )}
    </div>
  );
}

/** Where the latest copy stands; the request button beside it is the section's. */
export function DataExportStatus({ item }: { item: DataExport | null }) {
  if (!item) return <p className="text-sm text-slate-600">Henüz bir kopya istemediniz.</p>;
  switch (item.status) {
    case 'pending':
    case 'running':
      return <ExportProgress item={item} />;
    case 'ready':
      return <ReadyExport item={item} />;
    case 'failed':
      return (
        <Alert tone="error" title="Kopyanız hazırlanamadı">
          {formatDateTime(item.requestedAt)} tarihinde istediğiniz kopya hazırlanırken bir sorun oluştu. Yeniden isteyebilirsiniz;
          sorun sürerse bize yazın.
        </Alert>
      );
    case 'expired':
      return (
        <div className="space-y-1">
          <StatusLine icon={<History aria-hidden className="size-5 text-slate-500" />}>Süresi doldu, silindi</StatusLine>
          <p className="text-sm text-slate-600">
            {item.completedAt ? `${formatDateTime(item.completedAt)} tarihinde hazırlanan` : 'Son'} kopyanın saklama süresi doldu ve dosya
            silindi. Yeni bir kopya isteyebilirsiniz.
          </p>
        </div>
      );
  }
}
