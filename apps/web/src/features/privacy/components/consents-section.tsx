import { ShieldCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { consentTexts, type ConsentsResponse, type ConsentState, type UpdateConsentsBody } from '@pazaryeri/contract/privacy/index';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { saveAnalyticsChoice } from '@/lib/analytics';
import { toast } from '@/lib/toast';
import { consentPurposeLabels, consentSourceLabels, necessaryCookiesText } from '../consent-labels';
import { useConsentsQuery, useUpdateConsentsMutation } from '../consents-api';
import { formatDateTime } from '../privacy-format';
import { useAnalyticsChoice } from '../use-analytics-choice';

const saved = 'İzin tercihiniz kaydedildi.';

const choiceLine = (state: NonNullable<ConsentState>) =>
  `${state.granted ? 'Açık' : 'Kapalı'}: ${formatDateTime(state.at)} tarihinde ${consentSourceLabels[state.source]} üzerinden seçtiniz.`;

/** A refusal after a consent of the same purpose is a withdrawal; the first answer "no" is not. */
function recordOutcome(history: ConsentsResponse['history'], index: number) {
  const record = history[index]!;
  if (record.granted) return 'izin verildi';
  const before = history.slice(index + 1).find((older) => older.purpose === record.purpose);
  return before?.granted ? 'izin geri alındı' : 'izin verilmedi';
}

/** What the commercial e-mail switch stands on: the newsletter as it is, and the account's last choice. */
function commercialEmailNote({ consents, newsletter }: ConsentsResponse): string {
  const state = consents.commercialEmail;
  if (state?.granted && newsletter === 'unsubscribed') return 'Bir kampanya e-postasındaki bağlantıyla abonelikten çıktınız.';
  if (newsletter === 'pending') return 'Bülten aboneliğiniz, e-postanıza gönderdiğimiz onay bağlantısını bekliyor.';
  if (state) return choiceLine(state);
  if (newsletter === 'confirmed') return 'Bültenimize e-posta adresinizle abonesiniz.';
  return 'Henüz bir tercih yapmadınız.';
}

/** "İzinlerim": commercial e-mail and analytics, switched here, with the newest records of each choice. */
export function ConsentsSection() {
  const consents = useConsentsQuery();
  const [update, updating] = useUpdateConsentsMutation();
  const local = useAnalyticsChoice();
  const data = consents.data;

  async function save(body: Omit<UpdateConsentsBody, 'source'>) {
    if (body.analytics !== undefined) saveAnalyticsChoice(body.analytics);
    const result = await update({ ...body, source: 'account' });
    if ('data' in result) toast.success(saved);
  }

  const analytics = data?.consents.analytics;
  return (
    <section aria-labelledby="consents-title" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <h2 id="consents-title" className="font-semibold text-slate-900">
            İzinlerim
          </h2>
          <p className="text-sm text-slate-500">İzinlerinizi istediğiniz an verip geri alabilirsiniz; her tercihiniz tarihiyle kaydedilir.</p>
        </div>
      </header>
      {consents.isLoading ? (
        <div aria-busy aria-label="İzinleriniz yükleniyor" className="space-y-3 p-5 sm:p-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-5 w-48" />
        </div>
      ) : consents.isError || !data ? (
        <div className="p-5 sm:p-6">
          <LoadError title="İzinleriniz yüklenemedi" error={consents.error} onRetry={() => void consents.refetch()} retrying={consents.isFetching} />
        </div>
      ) : (
        <>
          <div className="divide-y divide-slate-100">
            <ConsentRow
              title={consentPurposeLabels.commercial_email}
              text={consentTexts.commercial_email.text}
              note={commercialEmailNote(data)}
              checked={data.newsletter === 'confirmed'}
              disabled={updating.isLoading}
              onChange={(commercialEmail) => void save({ commercialEmail })}
            />
            <ConsentRow
              title={consentPurposeLabels.analytics}
              text={consentTexts.analytics.text}
              note={analytics ? choiceLine(analytics) : local ? `Bu tarayıcıda ${local.granted ? 'izin verdiniz' : 'izin vermediniz'}.` : 'Henüz bir tercih yapmadınız.'}
              checked={analytics?.granted ?? local?.granted ?? false}
              disabled={updating.isLoading}
              onChange={(granted) => void save({ analytics: granted })}
            />
            <ConsentRow title="Gerekli çerezler" text={necessaryCookiesText} note="Her zaman açık." checked disabled onChange={() => undefined} />
          </div>
          <ConsentHistory history={data.history} />
        </>
      )}
    </section>
  );
}

interface ConsentRowProps {
  title: string;
  text: string;
  note: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function ConsentRow({ title, text, note, checked, disabled, onChange }: ConsentRowProps) {
  const textId = useId();
  const noteId = useId();
  return (
    <div className="flex items-start justify-between gap-4 px-5 py-4 sm:px-6">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{title}</p>
        <p id={textId} className="mt-1 text-slate-600">
          {text}
        </p>
        <p id={noteId} className="mt-1 text-slate-500">
          {note}
        </p>
      </div>
      <Switch checked={checked} disabled={disabled} onChange={onChange} aria-label={title} aria-describedby={`${noteId} ${textId}`} />
    </div>
  );
}

function ConsentHistory({ history }: { history: ConsentsResponse['history'] }) {
  return (
    <div className="border-t border-slate-100 px-5 py-4 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">Son tercihlerim</h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">Henüz bir kayıt yok.</p>
      ) : (
        <ol aria-label="İzin geçmişi" className="mt-2 space-y-1.5 text-sm text-slate-600">
          {history.map((record, index) => (
            <li key={record.id} className="flex flex-wrap gap-x-2">
              <time dateTime={record.at} className="text-slate-500 tabular-nums">
                {formatDateTime(record.at)}
              </time>
              <span>
                {consentPurposeLabels[record.purpose]}: <strong className="font-medium text-slate-800">{recordOutcome(history, index)}</strong> (
                {consentSourceLabels[record.source]})
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
