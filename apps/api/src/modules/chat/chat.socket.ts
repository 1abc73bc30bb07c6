import { chatMessageTexts, chatSocketEvents, messages, roomIdParam } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import { isAppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { type RealtimeSocket, roomChannel } from '../../plugins/external/socket-io';
import type { ChatContext } from './chat.context';
import { markRead } from './chat.messages';
import { selectMembership, selectRoomIdsOfUser, updateLastSeen } from './chat.queries';

/** Sockets that have the conversation open (joined with `chat:join`): they receive typing. */
const viewChannel = (roomId: string) => `view:${roomId}`;

interface Ack {
  ok: boolean;
  message?: string;
  [field: string]: unknown;
}

const refused: Ack = { ok: false, message: chatMessageTexts.roomNotFound };

const roomIdOf = (payload: unknown): string | null => {
  const parsed = roomIdParam.safeParse(payload);
  return parsed.success && isId(parsed.data.roomId) ? parsed.data.roomId : null;
};

/** Answers the client's acknowledgement callback if it sent one; a failure becomes `{ ok: false }`, never a crash. */
function handle(socket: RealtimeSocket, event: string, work: (payload: unknown) => Ack | Promise<Ack>) {
  socket.on(event, async (payload: unknown, ack?: unknown) => {
    let answer: Ack;
    try {
      answer = await work(payload);
    } catch (error) {
      answer = { ok: false, message: isAppError(error) ? error.message : messages.serverError };
    }
    if (typeof ack === 'function') ack(answer);
  });
}

/** Joins the room's channels after checking membership in the database: a stranger's room is refused. */
async function joinRoom(ctx: ChatContext, socket: RealtimeSocket, payload: unknown): Promise<Ack> {
  const roomId = roomIdOf(payload);
  if (!roomId || !(await selectMembership(ctx.db, roomId, socket.data.user.id))) return refused;
  await socket.join([roomChannel(roomId), viewChannel(roomId)]);
  return { ok: true };
}

/**
 * Typing goes to the sockets viewing the room, except the typist's. Only a member's socket is in
 * the room's channel (joined after a membership check), so that is the membership test here:
 * typing, frequent as it is, costs no query.
 */
function relayTyping(socket: RealtimeSocket, payload: unknown, isTyping: boolean): Ack {
  const roomId = roomIdOf(payload);
  if (!roomId || !socket.rooms.has(roomChannel(roomId))) return refused;
  socket.to(viewChannel(roomId)).emit(chatSocketEvents.typing, { roomId, userId: socket.data.user.id, isTyping });
  return { ok: true };
}

/**
 * Chat over the realtime connection: each socket joins the channels of its user's rooms (read
 * receipts, offers and presence arrive there); `chat:join`/`chat:leave` open and close a
 * conversation (typing), `chat:mark-read` is `PUT /chat/{roomId}/read`. When a user's last
 * connection closes, their last-seen time is saved.
 */
export function registerChatSocket(app: FastifyInstance, ctx: ChatContext) {
  app.realtime.onConnection(async (socket) => {
    handle(socket, chatSocketEvents.join, (payload) => joinRoom(ctx, socket, payload));
    handle(socket, chatSocketEvents.leave, async (payload) => {
      const roomId = roomIdOf(payload);
      if (roomId) await socket.leave(viewChannel(roomId));
      return { ok: Boolean(roomId) };
    });
    handle(socket, chatSocketEvents.typing, (payload) => relayTyping(socket, payload, true));
    handle(socket, chatSocketEvents.stopTyping, (payload) => relayTyping(socket, payload, false));
    handle(socket, chatSocketEvents.markRead, async (payload) => {
      const roomId = roomIdOf(payload);
      if (!roomId) return refused;
      return { ok: true, ...(await markRead(ctx, socket.data.user.id, roomId)) };
    });
    const roomIds = await selectRoomIdsOfUser(ctx.db, socket.data.user.id);
    if (roomIds.length > 0) await socket.join(roomIds.map(roomChannel));
  });
  app.realtime.onOffline((userId, lastSeen) => updateLastSeen(ctx.db, userId, lastSeen));
}
