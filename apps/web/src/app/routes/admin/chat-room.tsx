import { useParams } from 'react-router';
import { AdminChatRoomView } from '@/features/chat/components/admin/admin-chat-room';
import { AdminPage } from './admin-page';

export default function AdminChatRoomPage() {
  const { roomId = '' } = useParams();
  return (
    <AdminPage>
      <AdminChatRoomView roomId={roomId} />
    </AdminPage>
  );
}
