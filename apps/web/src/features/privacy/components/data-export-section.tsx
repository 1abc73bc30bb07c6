import { FileArchive } from 'lucide-react';
import { dataExportLimits, type DataExport } from '@pazaryeri/contract/privacy/index';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLatestDataExportQuery, useRequestDataExportMutation } from '../privacy-api';
import { DataExportStatus } from './data-export-status';

const contents = [
  'Profil bilgileriniz ve adresleriniz',
  'Siparişleriniz ve ödemeleriniz',
  'Değerlendirmeleriniz ve sorularınız',
  'Mesajlarınız',
  'Talepleriniz ve teklifleriniz',
  'Satıcıysanız mağazanızın bilgileri',
  'Yüklediğiniz dosyalar (fotoğraflar, belgeler)',
];

const canRequest = (item: DataExport | null) => !item || item.status === 'failed' || item.status === 'expired';

/** "Verilerimin kopyası": what the copy holds, where the latest one stands, and asking for one (KVKK art. 11). */
export function DataExportSection() {
  const latest = useLatestDataExportQuery();
  const [request, requested] = useRequestDataExportMutation();
  const item = latest.data?.export ?? null;

  async function ask() {
    const result = await request();
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <section aria-labelledby="data-export-title" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <FileArchive aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <h2 id="data-export-title" className="font-semibold text-slate-900">
            Verilerimin kopyası
          </h2>
          <p className="text-sm text-slate-500">Pazaryeri'nde sizinle ilgili tuttuğumuz verileri tek bir ZIP dosyası olarak indirin.</p>
        </div>
      </header>
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
        <div className="text-sm text-slate-600">
          <p className="font-medium text-slate-900">Kopyada neler var?</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {contents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3">
            Kopya genellikle birkaç dakikada hazırlanır; hazır olduğunda e-posta ile haber veririz. Dosya {dataExportLimits.keepDays} gün
            saklanır, sonra silinir. Saatte en fazla bir kopya isteyebilirsiniz.
          </p>
        </div>
        <div className="space-y-4 rounded-xl bg-slate-50 p-4 sm:p-5">
          {latest.isLoading ? (
            <div aria-busy aria-label="Veri kopyanız yükleniyor" className="space-y-3">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-11 w-48" />
            </div>
          ) : latest.isError ? (
            <LoadError title="Veri kopyanızın durumu yüklenemedi" error={latest.error} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
          ) : (
            <>
              <DataExportStatus item={item} />
              {canRequest(item) && (
                <Button onClick={() => void ask()} loading={requested.isLoading} className="w-full sm:w-auto">
                  Verilerimin kopyasını iste
                </Button>
              )}
              {requested.isError && (
                <Alert tone={isApiError(requested.error) && requested.error.status === 429 ? 'warning' : 'error'}>
                  {errorMessage(requested.error)}
                </Alert>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
