/**
 * Chat's limits, texts and socket event names, without zod: the web's lazily loaded chunks use
 * them without pulling the schema library in.
 */

/** Spec §9 and our own limits for chat. */
export const chatLimits = {
  /** Spec §9: chat messages per page. */
  messagesPerPage: 30,
  /** Spec §9: admin chat rooms and messages per page. */
  adminRoomsPerPage: 20,
  adminMessagesPerPage: 50,
  contentMax: 2000,
  attachmentsMax: 5,
  /** Bytes per attachment. */
  attachmentBytesMax: 10 * 1024 * 1024,
  /** Messages one account may send per minute. */
  sendPerMinute: 30,
  /** How long a signed attachment link works; a list fetched again gives fresh links. */
  attachmentLinkSeconds: 60 * 60,
} as const;

/** What may be attached: images (previewed as WebP), PDFs, office sheets/docs, STL and ZIP. */
export const chatAttachmentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/zip',
  'model/stl',
  'text/plain',
] as const;

export const chatMessageTexts = {
  /** Spec §8. */
  listFailed: 'Could not fetch chat list',
  messagesFailed: 'Could not fetch messages',
  sendFailed: 'Could not send message',
  roomNotFound: 'Sohbet bulunamadı.',
  empty: 'Boş mesaj gönderilemez. Bir metin yazın veya dosya ekleyin.',
  tooLong: `Mesaj en fazla ${chatLimits.contentMax} karakter olabilir.`,
  tooManyAttachments: `Bir mesaja en fazla ${chatLimits.attachmentsMax} dosya eklenebilir.`,
  attachmentTooLarge: `Her dosya en fazla ${chatLimits.attachmentBytesMax / 1024 / 1024} MB olabilir.`,
  attachmentType: 'Bu dosya türü gönderilemez. Resim, PDF, STL, ZIP veya metin dosyası ekleyin.',
  selfChat: 'Kendinizle sohbet başlatamazsınız.',
  targetNotFound: 'Sohbet başlatılacak kişi bulunamadı.',
  tooFast: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen biraz bekleyin.',
  socketUnauthorized: 'Oturum gerekli.',
  startTargetMissing: 'Sohbetin kiminle başlatılacağı belirtilmedi.',
  anchorNotFound: 'Sayfalama için verilen mesaj bu sohbette bulunamadı.',
  attachmentLinkInvalid: 'Dosya bağlantısı geçersiz.',
  attachmentLinkExpired: 'Dosya bağlantısının süresi doldu. Sohbeti yenileyip tekrar deneyin.',
  attachmentMissing: 'Dosya bulunamadı.',
} as const;

/** Socket events (server → client and client → server). */
export const chatSocketEvents = {
  /** server → client: `ChatMessage` plus the room's summary for the receiver. */
  message: 'chat:message',
  /** server → client: `{ roomId, readerId, readAt }`. */
  read: 'chat:read',
  /** client → server `{ roomId }`; server → client `{ roomId, userId, isTyping }`. */
  typing: 'chat:typing',
  stopTyping: 'chat:stop-typing',
  /** server → client: `{ userId, isOnline, lastSeen }`. */
  presence: 'presence:update',
  /** client → server `{ roomId }` with ack `{ ok, message? }`: join a room's typing channel. */
  join: 'chat:join',
  leave: 'chat:leave',
  /** client → server with ack: mark a room read. */
  markRead: 'chat:mark-read',
  /** client → server `{ roomId, content }` with ack `{ ok: true, sent: ChatMessage }` or `{ ok: false, message }`: a text message. */
  send: 'chat:send',
  /** server → client: `{ roomId, offer }` when an offer is created or changes in the room. */
  offer: 'chat:offer',
  /**
   * server → client: `{ reconnectInMs }` as the process shuts down; the connection closes right
   * after, and the client connects again after that long (through the load balancer, elsewhere).
   */
  restarting: 'server:restarting',
} as const;

/** What `server:restarting` carries. */
export interface ServerRestartingEvent {
  reconnectInMs: number;
}
