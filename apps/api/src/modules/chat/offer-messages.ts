import { chatSocketEvents } from '@pazaryeri/contract';
import { isId } from '../../lib/ids';
import type { ChatContext } from './chat.context';
import { announceMessage } from './chat.messages';
import { insertMessageWithViews } from './chat.queries';
import { findMembership, roomNotFound, startChat } from './chat.rooms';

/**
 * What the offers module uses of chat: an offer card posted as a message of kind `offer`, the
 * room between a buyer and a store (found or opened), and the live status of a card.
 */

/** The membership of `userId` in the room, or 404 (a stranger does not learn that it exists). */
export const roomMembership = (ctx: ChatContext, roomId: string, userId: string) => findMembership(ctx.db, roomId, userId);

/** The pair's room (opened if there is none), started by `fromUserId` about a request. */
export async function roomBetween(ctx: ChatContext, fromUserId: string, toUserId: string, requestId: string | null): Promise<string> {
  const { room } = await startChat(ctx, fromUserId, { contextType: 'request', userId: toUserId, ...(requestId && { contextId: requestId }) });
  return room.roomId;
}

/** Posts the offer as a card in the room, from `senderId`, with an optional line of text. */
export async function postOfferMessage(ctx: ChatContext, senderId: string, roomId: string, offerId: string, content = '') {
  const sent = isId(roomId) ? await insertMessageWithViews(ctx.db, { roomId, senderId, content, attachments: [], offerId }) : null;
  if (!sent) throw roomNotFound();
  await announceMessage(ctx, sent);
  return sent.message;
}

/** `chat:offer {roomId, offer}` to both members' sockets: the card's status changes live. */
export function announceOfferChange(ctx: Pick<ChatContext, 'realtime'>, roomId: string, offer: unknown) {
  ctx.realtime.emitToRoom(roomId, chatSocketEvents.offer, { roomId, offer });
}
