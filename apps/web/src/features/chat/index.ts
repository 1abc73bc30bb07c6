/**
 * The chat as the shell holds it: its slice, the realtime connection's hook (the connection itself
 * is a chunk of its own, loaded once someone signs in) and the navbar's link with its unread count.
 * The chat pages import the workspace and the admin's screens from their files.
 */
export { chatReset, chatSlice } from './chat-slice';
export { ChatNavLink, ChatUnreadCount } from './components/chat-nav-link';
export { useChatRealtime } from './realtime/use-chat-realtime';
