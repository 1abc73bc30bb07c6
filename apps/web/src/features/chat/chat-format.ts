import type { ChatOtherUser, ChatRoom } from '@pazaryeri/contract/chat/index';

const time = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('tr-TR', { weekday: 'long' });
const numeric = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two moments in the viewer's time zone (0 = same day). */
function daysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / 86_400_000);
}

/** "14:05" */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}

/** A room's last activity in the list: "14:05", "Dün", "Salı", "03.05.2025". */
export function formatRoomTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return time.format(date);
  if (days === 1) return 'Dün';
  if (days < 7) return weekday.format(date);
  return numeric.format(date);
}

/** The line between days in a conversation: "Bugün", "Dün", "5 Mayıs", "5 Mayıs 2024". */
export function formatDayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return 'Bugün';
  if (days === 1) return 'Dün';
  return date.getFullYear() === now.getFullYear() ? dayMonth.format(date) : dayMonthYear.format(date);
}

export function sameDay(a: string, b: string): boolean {
  return daysBetween(new Date(a), new Date(b)) === 0;
}

/** "Çevrimiçi", "Son görülme bugün 14:05", "Son görülme dün 09:12", "Son görülme 3 Mayıs 18:40"; null when unknown. */
export function presenceLabel(presence: Pick<ChatOtherUser, 'isOnline' | 'lastSeen'>, now = new Date()): string | null {
  if (presence.isOnline) return 'Çevrimiçi';
  if (!presence.lastSeen) return null;
  const date = new Date(presence.lastSeen);
  if (Number.isNaN(date.getTime())) return null;
  const days = daysBetween(date, now);
  const day = days <= 0 ? 'bugün' : days === 1 ? 'dün' : dayMonth.format(date);
  return `Son görülme ${day} ${time.format(date)}`;
}

/** The store for a store's side of the conversation, the person otherwise. */
export function displayName(user: Pick<ChatOtherUser, 'name' | 'storeName'>): string {
  return user.storeName || user.name;
}

/** The list's one-line preview of the last message. */
export function lastMessagePreview(room: ChatRoom, myId: string): string {
  const last = room.lastMessage;
  if (!last) return 'Henüz mesaj yok';
  // A message with neither text nor files is an offer's card.
  const text = last.content.trim() || (last.hasAttachments ? '📎 Dosya' : '🤝 Teklif');
  return last.senderId === myId ? `Siz: ${text}` : text;
}

/** Turkish-aware folding for the room search box. */
export function fold(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}
