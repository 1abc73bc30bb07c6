import { notificationMessages } from '@pazaryeri/contract/notifications/index';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '../notifications-api';

const digestLabel = 'Size uygun talepleri saatlik e-posta özeti olarak gönder';

/** The reader's notification choices: for now the hourly e-mail digest of requests that fit their store. */
export function NotificationSettings() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetNotificationPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();

  let content;
  if (isLoading) content = <Skeleton className="h-8 w-full max-w-md rounded-lg" />;
  else if (isError || !data) content = <LoadError title="Bildirim ayarları yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else {
    content = (
      <Switch
        checked={data.preferences.requestDigest}
        disabled={saving}
        label={digestLabel}
        className="text-left"
        onChange={async (requestDigest) => {
          const result = await update({ requestDigest });
          if ('data' in result && result.data) toast.success(result.data.message || notificationMessages.preferencesSaved);
        }}
      />
    );
  }

  return (
    <section aria-labelledby="notification-settings-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id="notification-settings-title" className="font-semibold text-slate-900">
          Bildirim ayarları
        </h2>
        <p className="text-sm text-slate-500">Mağazanıza uyan yeni talepler her zaman burada görünür; e-posta özeti en fazla saatte bir gelir.</p>
      </div>
      {content}
    </section>
  );
}
