import { AdminChatStatistics } from '@/features/chat/components/admin/admin-chat-statistics';
import { AdminPage } from './admin-page';

export default function AdminChatStatisticsPage() {
  return (
    <AdminPage>
      <AdminChatStatistics />
    </AdminPage>
  );
}
