import { useSelector } from 'react-redux';
import { ChatWorkspace } from '@/features/chat/components/chat-workspace';
import { selectCurrentUser } from '@/features/users';

/**
 * `/chat` (spec §2: no footer, no minimum height): the workspace fills the screen below the fixed
 * navbar (7rem; on large screens the page starts at 10rem).
 */
export default function ChatPage() {
  const user = useSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <div className="mx-auto flex h-[calc(100dvh-7rem)] max-w-7xl sm:h-[calc(100dvh-8rem)] sm:px-4 lg:h-[calc(100dvh-11.5rem)] lg:px-6">
      <ChatWorkspace myId={user._id} basePath="/chat" className="w-full" />
    </div>
  );
}
