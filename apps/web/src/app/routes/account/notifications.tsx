import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { selectCurrentUser } from '@/features/users';
import { AccountPage } from './account-page';

/** /hesabim/bildirimler: every notification, a page at a time, and (for a store) the e-mail digest's switch. */
export default function NotificationsPage() {
  const user = useSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('sayfa')) || 1;
  return (
    <AccountPage title="Bildirimler" description="Size uygun talepler, taleplerinize gelen teklifler ve son tarihi geçen talepleriniz.">
      <div className="space-y-6">
        {user?.role === 'seller' && <NotificationSettings />}
        <NotificationList page={page} onPageChange={(next) => setParams(next > 1 ? { sayfa: String(next) } : {})} />
      </div>
    </AccountPage>
  );
}
