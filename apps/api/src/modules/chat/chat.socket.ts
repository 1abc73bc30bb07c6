import { chatMessageTexts, chatSocketEvents, messages, roomIdParam } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { verifyAccessToken } from '../../lib/tokens';
import { type RealtimeSocket, roomChannel } from '../../plugins/external/socket-io';
import { SESSION_COOKIE } from '../session';
import type { ChatContext } from './chat.context';
import { shareDeliveries } from './chat.delivery';
import { markRead } from './chat.messages';
import { selectMembership, selectRoomIdsOfUser, updateLastSeen } from './chat.queries';
import { limitSending, refusalOf, sendMessageFlow } from './send-message.flow';

/**
 * client → server `{ roomId, content }` with ack `{ ok: true, sent: ChatMessage }` or
 * `{ ok: false, message }`: a text message sent over the open connection instead of
 * `POST /chat/{roomId}/messages` (files still go over HTTP). Same rules, same events.
 */
export const chatSendEvent = chatSocketEvents.send;

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

/** The token the socket connected with, as the socket plugin took it: `auth.token`, a bearer header, else the session cookie. */
function handshakeToken(app: FastifyInstance, socket: RealtimeSocket): string | null {
  const given = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof given === 'string' && given.trim()) return given.trim().replace(/^Bearer\s+/i, '');
  const header = /^Bearer\s+(\S+)\s*$/i.exec(socket.handshake.headers.authorization ?? '');
  if (header) return header[1];
  return socket.handshake.headers.cookie ? (app.parseCookie(socket.handshake.headers.cookie)[SESSION_COOKIE] ?? null) : null;
}

/**
 * A text message over the socket, checked as the HTTP send checks it: the token the socket
 * connected with must still be valid (expiry here; the account's token version, ban and deletion
 * in the send's statement, with its membership), then the per-account rate limit, the text rules
 * and the membership. The identity is the token's, never the payload's.
 */
async function sendOverSocket(app: FastifyInstance, ctx: ChatContext, socket: RealtimeSocket, payload: unknown): Promise<Ack> {
  const roomId = roomIdOf(payload);
  if (!roomId) return refused;
  const token = handshakeToken(app, socket);
  const verified = token ? await verifyAccessToken(token, ctx.secret) : ({ failure: 'invalid' } as const);
  if ('failure' in verified) {
    throw verified.failure === 'expired' ? new AppError('TOKEN_EXPIRED', messages.sessionExpired) : new AppError('TOKEN_INVALID', messages.invalidToken);
  }
  const userId = socket.data.user.id;
  if (verified.claims.sub !== userId) return refused;
  await limitSending(ctx, userId);
  const content = (payload as { content?: unknown }).content;
  const sent = await sendMessageFlow(
    ctx,
    userId,
    roomId,
    { content: typeof content === 'string' ? content : undefined, files: [] },
    {
      tokenVersion: verified.claims.tv,
      // Refused by the statement: a signed-out or banned account says so, as over HTTP; else not a member.
      refused: () => refusalOf(app, token!),
    },
  );
  return { ok: true, sent };
}

/**
 * Chat over the realtime connection: each socket joins the channels of its user's rooms (read
 * receipts, offers and presence arrive there); `chat:join`/`chat:leave` open and close a
 * conversation (typing), `chat:mark-read` is `PUT /chat/{roomId}/read` and `chat:send` a text
 * `POST /chat/{roomId}/messages`. When a user's last
 * connection closes, their last-seen time is saved.
 */
export function registerChatSocket(app: FastifyInstance, ctx: ChatContext) {
  shareDeliveries(app.realtime, app.redis !== null);
  app.realtime.onConnection(async (socket) => {
    handle(socket, chatSocketEvents.join, (payload) => joinRoom(ctx, socket, payload));
    handle(socket, chatSocketEvents.leave, async (payload) => {
      const roomId = roomIdOf(payload);
      if (roomId) await socket.leave(viewChannel(roomId));
      return { ok: Boolean(roomId) };
    });
    handle(socket, chatSocketEvents.typing, (payload) => relayTyping(socket, payload, true));
    handle(socket, chatSocketEvents.stopTyping, (payload) => relayTyping(socket, payload, false));
    handle(socket, chatSendEvent, (payload) => sendOverSocket(app, ctx, socket, payload));
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
