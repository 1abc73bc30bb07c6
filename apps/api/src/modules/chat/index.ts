/** Chat: rooms and messages between two users over HTTP and socket.io, and the admin's view of them. */

export { default as adminChatsRoutes } from './admin-chats.routes';
export { listUserChatsForAdmin } from './admin-chats.service';
export { insertMessageInRoom } from './chat-messages.queries';
export { collectAttachments, prepareAttachments, removeAttachments, type UploadedFile } from './chat.attachments';
export { chatContext, type ChatContext } from './chat.context';
export { upsertRoom } from './chat.queries';
export { pairKeyOf } from './chat.rooms';
export { default as chatRoutes } from './chat.routes';
export { announceOfferChange, postOfferMessage, roomBetween, roomMembership } from './offer-messages';
export { chatPersonalData } from './chat.personal-data';

// Fixtures, for tests and the demo only:
export { startRoom } from './chat-fixtures';
