import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUnsubscribeDigestMutation } from '@/features/notifications/notifications-api';
import { errorMessage } from '@/lib/api-client';

/**
 * `/bildirimler/abonelik-iptal?token=…`: the link in the hourly digest of fitting requests. One
 * button, as on the campaign mails' page, so a link scanner opening the page unsubscribes nobody.
 */
export default function DigestUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, outcome] = useUnsubscribeDigestMutation();

  let content;
  if (outcome.isLoading) content = <Spinner label="İşleniyor" />;
  else if (outcome.isSuccess) {
    content = (
      <>
        <CheckCircle2 aria-hidden className="mx-auto size-10 text-emerald-600" />
        <p className="font-medium text-slate-900">{outcome.data.message}</p>
        <p>Uygun talepler uygulama içi bildirimlerinizde görünmeye devam eder; e-posta özetini bildirim ayarlarından yeniden açabilirsiniz.</p>
      </>
    );
  } else if (outcome.isError) {
    content = (
      <>
        <TriangleAlert aria-hidden className="mx-auto size-10 text-amber-600" />
        <p role="alert">{errorMessage(outcome.error)}</p>
        <p>E-posta özetini giriş yaptıktan sonra bildirim ayarlarından kapatabilirsiniz.</p>
      </>
    );
  } else if (!token) {
    content = (
      <>
        <MailX aria-hidden className="mx-auto size-10 text-slate-400" />
        <p>Bağlantı eksik. Lütfen e-postadaki bağlantıyı olduğu gibi açın.</p>
      </>
    );
  } else {
    content = (
      <>
        <p>Size uygun taleplerin saatlik e-posta özetini artık almak istemiyorsanız onaylayın.</p>
        <Button variant="danger" onClick={() => void unsubscribe(token)}>
          E-posta özetini durdur
        </Button>
      </>
    );
  }

  return (
    <section className="mx-auto my-12 max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Talep özeti e-postalarından çıkış</h1>
      <div className="mt-6 space-y-4 text-sm text-slate-600" aria-live="polite">
        {content}
      </div>
      <ButtonLink to="/hesabim/bildirimler" variant="outline" className="mt-8">
        Bildirim ayarları
      </ButtonLink>
    </section>
  );
}
