import { AdminChatRooms } from '@/features/chat/components/admin/admin-chat-rooms';
import { AdminPage } from './admin-page';

export default function AdminChatsPage() {
  return (
    <AdminPage>
      <AdminChatRooms />
    </AdminPage>
  );
}
