import { useSelector } from 'react-redux';
import { ChatWorkspace } from '@/features/chat/components/chat-workspace';
import { selectCurrentUser } from '@/features/users';

/** The seller's customer conversations, inside the panel (its top bar is 4rem, its padding 1–2rem). */
export default function SellerChatPage() {
  const user = useSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <ChatWorkspace
      myId={user._id}
      basePath="/seller-panel/chat"
      scope="selling"
      title="Müşteri mesajları"
      className="h-[calc(100dvh-6rem)] rounded-2xl border sm:h-[calc(100dvh-7rem)] lg:h-[calc(100dvh-8rem)]"
    />
  );
}
