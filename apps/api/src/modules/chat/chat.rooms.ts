import {
  type ChatContext as RoomContext,
  type ChatRoom,
  chatMessageTexts,
  type MyChatsResponse,
  type StartChatBody,
  type StartChatResponse,
} from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { isProductVisible } from '../products';
import { findStoreById } from '../sellers';
import type { ChatContext } from './chat.context';
import {
  type MemberRole,
  type Membership,
  type RoomViewRow,
  selectMembership,
  selectProductOwner,
  selectReachableUser,
  selectRoomViewsOfRoom,
  selectRoomViewsOfUser,
  sumUnread,
  upsertRoom,
} from './chat.queries';
import type { ChatContextType } from '../../db/schema/chat';

/** my-chats lists at most this many rooms (newest activity first); the unread total counts them all. */
const MY_CHATS_MAX = 500;

export const roomNotFound = () => new AppError('NOT_FOUND', chatMessageTexts.roomNotFound);
const targetNotFound = () => new AppError('NOT_FOUND', chatMessageTexts.targetNotFound);

/** Two users' room key: their ids sorted, so either of them starting finds the same room. */
export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

/** The caller's membership of a room; anyone else learns nothing, not even that it exists (404). */
export async function findMembership(db: Db, roomId: string, userId: string): Promise<Membership> {
  const membership = isId(roomId) ? await selectMembership(db, roomId, userId) : null;
  if (!membership) throw roomNotFound();
  return membership;
}

interface StartTarget {
  userId: string;
  contextType: ChatContextType;
  contextId: string | null;
  productId: string | null;
  sellerId: string | null;
}

const requireId = (value: string | undefined) => {
  if (!value) throw new AppError('VALIDATION_FAILED', chatMessageTexts.startTargetMissing);
  if (!isId(value)) throw targetNotFound();
  return value;
};

/** Who is on the other side: a product's store owner, a store's owner, or the named user. */
async function resolveStartTarget(db: Db, body: StartChatBody): Promise<StartTarget> {
  if (body.contextType === 'product') {
    const productId = requireId(body.productId);
    const owner = (await isProductVisible(db, productId)) ? await selectProductOwner(db, productId) : null;
    if (!owner) throw targetNotFound();
    return { userId: owner.userId, contextType: 'product', contextId: null, productId, sellerId: owner.sellerId };
  }
  if (body.contextType === 'store') {
    const store = await findStoreById(db, requireId(body.sellerId));
    if (!store || store.status !== 'approved') throw targetNotFound();
    return { userId: store.userId, contextType: 'store', contextId: null, productId: null, sellerId: store.id };
  }
  const userId = requireId(body.userId);
  if (body.contextId !== undefined && !isId(body.contextId)) throw targetNotFound();
  return { userId, contextType: body.contextType, contextId: body.contextId ?? null, productId: null, sellerId: null };
}

/**
 * Roles in the room: about a product or a store, the starter is the buyer and the owner the
 * store. About an advert, a request or an offer, the side with a store is the freelancer; when
 * both or neither have one, whoever answers an advert or request is the freelancer, and an
 * offer's author is the one contacted.
 */
function memberRoles(contextType: ChatContextType, starterHasStore: boolean, targetHasStore: boolean): [MemberRole, MemberRole] {
  if (contextType === 'product' || contextType === 'store') return ['buyer', 'seller'];
  if (starterHasStore !== targetHasStore) return starterHasStore ? ['freelancer', 'buyer'] : ['buyer', 'freelancer'];
  return contextType === 'offer' ? ['buyer', 'freelancer'] : ['freelancer', 'buyer'];
}

/** Opens the conversation with the other side of a product, store, advert, request or offer; a second start finds the same room. */
export async function startChat(ctx: ChatContext, userId: string, body: StartChatBody): Promise<StartChatResponse> {
  const target = await resolveStartTarget(ctx.db, body);
  if (target.userId === userId) throw new AppError('UNPROCESSABLE', chatMessageTexts.selfChat);
  const [starter, other] = await Promise.all([selectReachableUser(ctx.db, userId), selectReachableUser(ctx.db, target.userId)]);
  if (!starter || !other) throw targetNotFound();
  const [starterRole, otherRole] = memberRoles(target.contextType, Boolean(starter.sellerId), Boolean(other.sellerId));
  const { userId: otherUserId, ...context } = target;
  const { roomId, created } = await upsertRoom(ctx.db, {
    pairKey: pairKeyOf(userId, otherUserId),
    startedById: userId,
    ...context,
    members: [
      { userId, role: starterRole },
      { userId: otherUserId, role: otherRole },
    ],
  });
  ctx.realtime.addToRoom(roomId, [userId, otherUserId]);
  const room = (await roomViews(ctx, roomId, [userId])).get(userId);
  if (!room) throw roomNotFound();
  return { room, created };
}

type ContextColumns = Pick<RoomViewRow, 'room' | 'product' | 'contextStore'>;

/** Where the room was (last) started from: a product or store with its name, link and picture, or an advert/request/offer id. */
export function contextOf(row: ContextColumns): RoomContext {
  const { room, product, contextStore } = row;
  if (room.contextType === 'product') {
    return { type: 'product', id: room.productId, title: product?.name ?? null, slug: product?.slug ?? null, image: product?.image ?? null };
  }
  if (room.contextType === 'store') {
    return {
      type: 'store',
      id: room.sellerId,
      title: contextStore?.storeName ?? null,
      slug: contextStore?.alias ?? null,
      image: contextStore?.logo ?? null,
    };
  }
  return { type: room.contextType, id: room.contextId, title: null, slug: null, image: null };
}

export function toLastMessage(last: RoomViewRow['lastMessage']): ChatRoom['lastMessage'] {
  if (!last?.id) return null;
  return {
    _id: last.id,
    content: last.content,
    senderId: last.senderId,
    createdAt: last.createdAt.toISOString(),
    hasAttachments: last.hasAttachments,
  };
}

/** Spec §3 chat room, for the viewer of the row. While online, `lastSeen` is null. */
export function toChatRoom(row: RoomViewRow, online: Set<string>): ChatRoom {
  const isOnline = online.has(row.other.id);
  const asStore = row.other.role !== 'buyer';
  return {
    roomId: row.room.id,
    lastMessage: toLastMessage(row.lastMessage),
    unreadCount: row.unreadCount,
    lastActivity: row.lastActivityAt.toISOString(),
    otherUser: {
      _id: row.other.id,
      name: row.other.name,
      avatar: row.other.avatar,
      storeName: asStore ? (row.otherStore?.storeName ?? null) : null,
      storeAlias: asStore ? (row.otherStore?.alias ?? null) : null,
      role: row.other.role,
      isOnline,
      lastSeen: isOnline ? null : (row.other.lastSeenAt?.toISOString() ?? null),
    },
    context: contextOf(row),
    myRole: row.myRole,
  };
}

/** One room as each of these members sees it (for events): one statement, one presence lookup. */
export async function roomViews(
  ctx: Pick<ChatContext, 'db' | 'realtime'>,
  roomId: string,
  userIds: [string] | [string, string],
): Promise<Map<string, ChatRoom>> {
  const rows = await selectRoomViewsOfRoom(ctx.db, roomId, userIds);
  const online = await ctx.realtime.presence.onlineAmong(rows.map((row) => row.other.id));
  return new Map(rows.map((row) => [row.viewerId, toChatRoom(row, online)]));
}

/** `GET /chat/my-chats`: newest activity first, with presence; two statements and one presence lookup whatever the count. */
export async function listMyChats(ctx: Pick<ChatContext, 'db' | 'realtime'>, userId: string): Promise<MyChatsResponse> {
  const [rows, totalUnread] = await Promise.all([selectRoomViewsOfUser(ctx.db, userId, MY_CHATS_MAX), sumUnread(ctx.db, userId)]);
  const online = await ctx.realtime.presence.onlineAmong(rows.map((row) => row.other.id));
  return { rooms: rows.map((row) => toChatRoom(row, online)), totalUnread };
}
