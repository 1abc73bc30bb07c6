import {
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatMessagesResponse,
  chatMessageTexts,
  chatSocketEvents,
} from '@pazaryeri/contract';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { ChatContext } from './chat.context';
import { deliverMessages, type MessageDelivery } from './chat.delivery';
import { userChannel } from '../../plugins/external/socket-io';
import { markRoomRead, messageExistsInRoom, selectMessagePage } from './chat-messages.queries';
import { toChatAttachment } from './chat.files';
import { findMembership, toChatRoom } from './chat.rooms';
import type { SentMessage } from './chat.queries';
import type { ChatMessageRow } from '../../db/schema/chat';

/** Spec §3 chat message, its attachment links signed for the viewer. */
export async function toChatMessage(secret: Uint8Array, viewerId: string, row: ChatMessageRow): Promise<ChatMessage> {
  return {
    _id: row.id,
    roomId: row.roomId,
    content: row.content,
    attachments: await Promise.all(row.attachments.map((record) => toChatAttachment(secret, viewerId, row.id, record))),
    senderId: row.senderId,
    senderRole: row.senderRole,
    kind: row.offerId ? 'offer' : 'text',
    offerId: row.offerId,
    readStatus: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of messages as the viewer sees it: fetched newest first, returned oldest → newest. */
export async function messagePage(
  ctx: Pick<ChatContext, 'db' | 'secret'>,
  viewerId: string,
  roomId: string,
  options: { page: number; limit: number; beforeId?: string },
) {
  const { rows, total } = await selectMessagePage(ctx.db, roomId, { ...options, offset: (options.page - 1) * options.limit });
  const messages = await Promise.all(rows.reverse().map((row) => toChatMessage(ctx.secret, viewerId, row)));
  return { messages, page: options.page, limit: options.limit, total, totalPages: Math.ceil(total / options.limit) };
}

/**
 * `GET /chat/{roomId}/messages`: page 1 is the newest. With `before` (a message of this room)
 * the pages count back from that message, so messages arriving meanwhile do not shift them.
 */
export async function listRoomMessages(ctx: ChatContext, userId: string, roomId: string, query: ChatMessagesQuery): Promise<ChatMessagesResponse> {
  await findMembership(ctx.db, roomId, userId);
  if (query.before !== undefined && !(isId(query.before) && (await messageExistsInRoom(ctx.db, roomId, query.before)))) {
    throw new AppError('VALIDATION_FAILED', chatMessageTexts.anchorNotFound, { before: chatMessageTexts.anchorNotFound });
  }
  const page = await messagePage(ctx, userId, roomId, { page: query.page, limit: query.limit, beforeId: query.before });
  return { ...page, hasMore: query.page * query.limit < page.total };
}

/**
 * Sends a new message to both members' sockets, each with the room as they now see it (the views
 * the send's statement returned), after one presence lookup; one Redis publish for both (chat.delivery.ts). Answers the message as the sender
 * sees it. Without attachments (no links signed per viewer) both get the same message object.
 */
export async function announceMessage(ctx: ChatContext, sent: SentMessage): Promise<ChatMessage> {
  const { message: row, views } = sent;
  const shared = row.attachments.length === 0 ? await toChatMessage(ctx.secret, row.senderId, row) : null;
  const messageFor = async (viewerId: string) => shared ?? (await toChatMessage(ctx.secret, viewerId, row));
  try {
    const online = await ctx.realtime.presence.onlineAmong(views.map((view) => view.other.id));
    const deliveries: MessageDelivery[] = [];
    for (const view of views) deliveries.push([view.viewerId, { message: await messageFor(view.viewerId), room: toChatRoom(view, online) }]);
    deliverMessages(ctx.realtime, deliveries);
  } catch (error) {
    ctx.log.warn({ err: error }, 'chat message not delivered live');
  }
  return messageFor(row.senderId);
}

/**
 * `PUT /chat/{roomId}/read` (and the socket's mark-read): my unread count goes to 0, the other
 * member's messages are marked read, and both members' sockets get a read receipt.
 */
export async function markRead(ctx: ChatContext, userId: string, roomId: string) {
  const membership = await findMembership(ctx.db, roomId, userId);
  const readAt = new Date();
  if (await markRoomRead(ctx.db, membership.roomId, userId, readAt)) {
    const receipt = { roomId: membership.roomId, readerId: userId, readAt: readAt.toISOString() };
    // One broadcast to both members' channels: one Redis publish.
    ctx.realtime.io.to([userId, membership.otherUserId].map(userChannel)).emit(chatSocketEvents.read, receipt);
  }
  return { roomId: membership.roomId, unreadCount: 0 as const, readAt: readAt.toISOString() };
}
