import type { IncomingMessage } from 'node:http';
import { chatMessageTexts, chatSocketEvents, type PresenceEvent, type ServerRestartingEvent } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import { isAppError } from '../../lib/errors';
import { createMemoryPresence, createRedisPresence, type Presence } from '../../lib/presence';
import { SESSION_COOKIE } from '../../modules/session';
import type { AuthUser } from '../app/auth';

export interface RealtimeSocketData {
  user: AuthUser;
}

export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, RealtimeSocketData>;

/** Every socket of a user joins this channel, in whichever process it connected. */
export const userChannel = (userId: string) => `user:${userId}`;
/** Every socket of a chat room's two members: read receipts, offers, presence of the other member. */
export const roomChannel = (roomId: string) => `room:${roomId}`;
const isRoomChannel = (name: string) => name.startsWith('room:');

export interface Realtime {
  io: RealtimeServer;
  presence: Presence;
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** To every socket of a chat room's members (those joined to its channel; see `addToRoom`). */
  emitToRoom(roomId: string, event: string, payload: unknown): void;
  /** Puts every open socket of these users, in any process, into the room's channel. */
  addToRoom(roomId: string, userIds: string[]): void;
  /** Runs for each authenticated socket before its presence is announced; attach listeners first, then await. */
  onConnection(handler: (socket: RealtimeSocket) => void | Promise<void>): void;
  /** Runs when a user's last connection anywhere closed, before the offline event goes out. */
  onOffline(handler: (userId: string, lastSeen: Date) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The token from the handshake: `auth.token`, else an `Authorization: Bearer` header, else the session cookie. */
function handshakeToken(app: FastifyInstance, socket: RealtimeSocket): { token: string; fromCookie: boolean } | null {
  const given = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof given === 'string' && given.trim()) return { token: given.trim().replace(/^Bearer\s+/i, ''), fromCookie: false };
  const header = /^Bearer\s+(\S+)\s*$/i.exec(socket.handshake.headers.authorization ?? '');
  if (header) return { token: header[1], fromCookie: false };
  const cookie = socket.handshake.headers.cookie ? app.parseCookie(socket.handshake.headers.cookie)[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/**
 * A browser sends its cookies to any site's WebSocket: a connection authenticated by the session
 * cookie must come from one of our own origins (a token in `auth` cannot be forged by another site).
 */
function originAllowed(request: IncomingMessage, origins: string[]): boolean {
  const origin = request.headers.origin;
  return !origin || origins.includes(origin);
}

function refusal(message: string, code: string) {
  return Object.assign(new Error(message), { data: { code, message } });
}

const createPresence = (app: FastifyInstance): Presence =>
  app.redis ? createRedisPresence(app.redis, app.config.redisPrefix) : createMemoryPresence();

/** With Redis, a broadcast from one process reaches sockets connected to every other. */
async function attachRedisAdapter(app: FastifyInstance, io: RealtimeServer) {
  if (!app.redis) return;
  const pub = app.redis.duplicate();
  const sub = app.redis.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => app.log.warn({ err: error }, 'socket.io redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  const { createAdapter } = await import('@socket.io/redis-adapter');
  io.adapter(createAdapter(pub, sub, { key: `${app.config.redisPrefix}socket.io` }));
  app.addHook('onClose', async () => {
    await Promise.all([pub, sub].map((client) => client.quit().catch(() => client.disconnect())));
  });
}

/** A client reconnects this long after the hint, plus up to RECONNECT_JITTER_MS: the sockets of a closing process spread over the others. */
const RECONNECT_AFTER_MS = 500;
const RECONNECT_JITTER_MS = 2000;
/** How long the closing transports may take to say goodbye before the engine closes them anyway. */
const TRANSPORT_CLOSE_WAIT_MS = 1000;

/**
 * Tells every socket of this process when to reconnect, then closes its transport. A closed
 * transport is what socket.io clients reconnect after (a server-side `disconnect()` would make
 * them give up); the hint lets ours wait their jittered moment and reach another process.
 */
async function closeWithReconnectHint(io: RealtimeServer) {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  const closed = sockets.map((socket) => new Promise<void>((resolve) => (socket.disconnected ? resolve() : socket.once('disconnect', () => resolve()))));
  for (const socket of sockets) {
    const hint: ServerRestartingEvent = { reconnectInMs: RECONNECT_AFTER_MS + Math.floor(Math.random() * RECONNECT_JITTER_MS) };
    socket.emit(chatSocketEvents.restarting, hint);
    // The hint is written first: engine.io closes a transport once its write buffer is drained.
    socket.conn.close();
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closed), new Promise((resolve) => (timer = setTimeout(resolve, TRANSPORT_CLOSE_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * socket.io on the API's own HTTP server (path /socket.io, websocket only), authenticated with
 * the same JWT as HTTP. Each socket joins its user's channel; presence is counted per user (in
 * Redis when shared) and announced online/offline to everyone sharing a chat room with them.
 */
async function socketIo(app: FastifyInstance) {
  const { config } = app;
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: config.corsOrigins, credentials: true },
  });
  await attachRedisAdapter(app, io);
  const presence = createPresence(app);
  const connectionHandlers: ((socket: RealtimeSocket) => void | Promise<void>)[] = [];
  const offlineHandlers: ((userId: string, lastSeen: Date) => Promise<void>)[] = [];
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.catch((error) => app.log.warn({ err: error }, 'realtime connection bookkeeping failed')).finally(() => pending.delete(settled));
    pending.add(settled);
    return settled;
  };

  io.use(async (socket, next) => {
    const found = handshakeToken(app, socket);
    if (!found) return next(refusal(chatMessageTexts.socketUnauthorized, 'TOKEN_MISSING'));
    if (found.fromCookie && !originAllowed(socket.request, config.corsOrigins)) {
      return next(refusal(chatMessageTexts.socketUnauthorized, 'FORBIDDEN'));
    }
    try {
      socket.data.user = await app.resolveToken(found.token);
      next();
    } catch (error) {
      if (isAppError(error)) return next(refusal(error.message, error.code));
      app.log.error({ err: error }, 'socket authentication failed');
      next(refusal(chatMessageTexts.socketUnauthorized, 'INTERNAL'));
    }
  });

  const announce = (rooms: string[], event: PresenceEvent, except?: RealtimeSocket) => {
    if (rooms.length === 0) return;
    (except ? except.to(rooms) : io.to(rooms)).emit(chatSocketEvents.presence, event);
  };

  io.on('connection', (socket) => {
    const { user } = socket.data;
    void socket.join(userChannel(user.id));
    const opened = track(
      (async () => {
        for (const handler of connectionHandlers) await handler(socket);
        if (await presence.connect(user.id)) {
          announce([...socket.rooms].filter(isRoomChannel), { userId: user.id, isOnline: true, lastSeen: null }, socket);
        }
      })(),
    );
    socket.on('disconnecting', () => {
      const rooms = [...socket.rooms].filter(isRoomChannel);
      void track(
        (async () => {
          await opened;
          if (!(await presence.disconnect(user.id))) return;
          const lastSeen = new Date();
          for (const handler of offlineHandlers) await handler(user.id, lastSeen);
          announce(rooms, { userId: user.id, isOnline: false, lastSeen: lastSeen.toISOString() });
        })(),
      );
    });
  });

  app.decorate('realtime', {
    io,
    presence,
    emitToUser: (userId, event, payload) => void io.to(userChannel(userId)).emit(event, payload),
    emitToRoom: (roomId, event, payload) => void io.to(roomChannel(roomId)).emit(event, payload),
    addToRoom: (roomId, userIds) => io.in(userIds.map(userChannel)).socketsJoin(roomChannel(roomId)),
    onConnection: (handler) => void connectionHandlers.push(handler),
    onOffline: (handler) => void offlineHandlers.push(handler),
  } satisfies Realtime);

  // Open websockets would keep the HTTP server from closing: end them first, and let the
  // presence updates they trigger (last seen in the database) finish while the database is open.
  app.addHook('preClose', async () => {
    await closeWithReconnectHint(io);
    await Promise.all(pending);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await presence.close();
    await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
  });
}

export default fp(socketIo, { name: 'socket-io', dependencies: ['config', 'redis', 'http', 'auth'] });
