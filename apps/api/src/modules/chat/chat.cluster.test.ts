import { randomUUID } from 'node:crypto';
import {
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
  chatSocketEvents,
  messages,
  type PresenceEvent,
} from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { createRedisPresence } from '../../lib/presence';
import { createSiblingApp, createTestApp, createUser, type TestApp } from '../../test/helper';
import { startApiProcesses } from '../../test/processes';
import { checkPostgres, checkRedis, redisUrl } from '../../test/services';
import { connectSocket, createChatPair, emitWithAck, listen, myChats, nextEvent, pause, sendMessage, sendText } from './chat-fixtures';

/**
 * Several API processes behind a load balancer: socket.io's Redis adapter carries events between
 * them and presence lives in Redis. Redis is the one of REDIS_URL, else the local default; without
 * one (a machine with only Node and npm) these tests are skipped, saying so (see test/services.ts).
 */
const redis = await checkRedis();
const postgres = await checkPostgres();

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
async function connect(url: string, token: string) {
  const socket = await connectSocket(url, { token });
  sockets.push(socket);
  return socket;
}

describe.skipIf(!redis.available)(`two API instances sharing the database and Redis ${redis.reason}`, () => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await createSiblingApp(a);
    [urlA, urlB] = [await listen(a.app), await listen(b)];
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message sent to instance A to a socket connected to instance B within 1 s', async () => {
    const { first, second, roomId } = await createChatPair(a.app);
    const onB = await connect(urlB, second.token);
    const senderTabOnB = await connect(urlB, first.token);
    const received = nextEvent<ChatMessageEvent>(onB, chatSocketEvents.message, () => true, 1000);
    const echoed = nextEvent<ChatMessageEvent>(senderTabOnB, chatSocketEvents.message, () => true, 1000);
    const started = performance.now();
    const sent = await sendText(a.app, first.token, roomId, 'A sunucusundan merhaba');
    const event = await received;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(event.message).toMatchObject({ _id: sent._id, content: 'A sunucusundan merhaba' });
    expect(event.room).toMatchObject({ roomId, unreadCount: 1 });
    expect((await echoed).room.unreadCount).toBe(0);
  });

  it('shows presence across instances: events and my-chats on A see a user connected to B', async () => {
    const { first, second } = await createChatPair(a.app);
    await sendText(a.app, first.token, (await myChats(a.app, first.token)).rooms[0].roomId, 'Selam');
    const watcherOnA = await connect(urlA, first.token);
    const online = nextEvent<PresenceEvent>(watcherOnA, chatSocketEvents.presence, (event) => event.userId === second.user.id);
    const partnerOnB = await connectSocket(urlB, { token: second.token });
    expect(await online).toMatchObject({ isOnline: true });
    expect((await myChats(a.app, first.token)).rooms[0].otherUser.isOnline).toBe(true);
    expect((await myChats(b, first.token)).rooms[0].otherUser.isOnline).toBe(true);

    const offline = nextEvent<PresenceEvent>(watcherOnA, chatSocketEvents.presence, (event) => !event.isOnline);
    partnerOnB.close();
    const gone = await offline;
    expect((await myChats(a.app, first.token)).rooms[0].otherUser).toMatchObject({ isOnline: false, lastSeen: gone.lastSeen });
  });

  it('shows in each message who is online as it is sent, over HTTP and over the socket: the partner on the other instance, then gone', async () => {
    const { first, second, roomId } = await createChatPair(a.app);
    const senderOnA = await connect(urlA, first.token);
    const partnerOnB = await connectSocket(urlB, { token: second.token });
    const isOnline = (event: ChatMessageEvent) => event.room.otherUser.isOnline;
    const echoOf = (content: string) => nextEvent<ChatMessageEvent>(senderOnA, chatSocketEvents.message, (event) => event.message.content === content);
    // The first send asks the database about membership; the next ones know the room already.
    for (const content of ['Bir', 'İki']) {
      const echo = echoOf(content);
      const received = nextEvent<ChatMessageEvent>(partnerOnB, chatSocketEvents.message, (event) => event.message.content === content);
      await sendText(a.app, first.token, roomId, content);
      expect([isOnline(await echo), isOnline(await received)]).toEqual([true, true]);
    }
    const viaSocket = echoOf('Soket');
    expect(await emitWithAck(senderOnA, chatSocketEvents.send, { roomId, content: 'Soket' })).toMatchObject({ ok: true });
    expect(isOnline(await viaSocket)).toBe(true);

    const offline = nextEvent<PresenceEvent>(senderOnA, chatSocketEvents.presence, (event) => !event.isOnline);
    partnerOnB.close();
    await offline;
    for (const [content, send] of [
      ['Orada mısın?', () => sendText(a.app, first.token, roomId, 'Orada mısın?')],
      ['Hâlâ yok', () => emitWithAck(senderOnA, chatSocketEvents.send, { roomId, content: 'Hâlâ yok' })],
    ] as const) {
      const echo = echoOf(content);
      await send();
      expect(isOnline(await echo)).toBe(false);
    }
  });

  it('refuses at once, on either instance, a sender banned or signed out everywhere after both let them write', async () => {
    const banned = await createChatPair(a.app);
    const revoked = await createChatPair(a.app);
    for (const pair of [banned, revoked]) {
      // Each instance lets them through and remembers their membership.
      for (const app of [a.app, b]) await sendText(app, pair.first.token, pair.roomId, 'Önce');
    }
    await a.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.first.user.id));
    await a.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, revoked.first.user.id));
    for (const [pair, status, message] of [
      [banned, 403, messages.accountBanned],
      [revoked, 401, messages.sessionExpired],
    ] as const) {
      for (const app of [a.app, b]) {
        const sent = await sendMessage(app, pair.first.token, pair.roomId, 'Sonra');
        expect([sent.status, sent.body.message]).toEqual([status, message]);
      }
      const stored = await a.app.db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.roomId, pair.roomId));
      expect(stored.map((row) => row.content)).toEqual(['Önce', 'Önce']);
    }
  });

  it('carries typing and read receipts across instances, and refuses a stranger on either', async () => {
    const { first, second, roomId } = await createChatPair(a.app);
    await sendText(b, first.token, roomId, 'B üzerinden');
    const typistOnA = await connect(urlA, first.token);
    const viewerOnB = await connect(urlB, second.token);
    expect(await emitWithAck(viewerOnB, chatSocketEvents.join, { roomId })).toEqual({ ok: true });
    const typing = nextEvent<ChatTypingEvent>(viewerOnB, chatSocketEvents.typing);
    await emitWithAck(typistOnA, chatSocketEvents.typing, { roomId });
    expect(await typing).toEqual({ roomId, userId: first.user.id, isTyping: true });

    const receipt = nextEvent<ChatReadEvent>(typistOnA, chatSocketEvents.read);
    expect(await emitWithAck(viewerOnB, chatSocketEvents.markRead, { roomId })).toMatchObject({ ok: true });
    expect((await receipt).readerId).toBe(second.user.id);

    const stranger = await createUser(a.app);
    for (const url of [urlA, urlB]) {
      expect(await emitWithAck(await connect(url, stranger.token), chatSocketEvents.join, { roomId })).toMatchObject({ ok: false });
    }
  });
});

describe.skipIf(!redis.available)(`presence in Redis ${redis.reason}`, () => {
  it('lets a crashed process’s users go offline once their entries expire', async () => {
    const redis = new Redis(redisUrl);
    const prefix = `pz-test-${randomUUID()}:`;
    // The first "process" never renews its entries, as if it had died right after connecting.
    const crashed = createRedisPresence(redis, prefix, { ttlMs: 300, heartbeatMs: 60_000 });
    const alive = createRedisPresence(redis, prefix, { ttlMs: 300, heartbeatMs: 100 });
    try {
      expect(await crashed.connect('kullanici-1')).toBe(true);
      expect(await alive.connect('kullanici-2')).toBe(true);
      expect(await alive.onlineAmong(['kullanici-1', 'kullanici-2', 'kullanici-3'])).toEqual(new Set(['kullanici-1', 'kullanici-2']));
      await pause(600);
      expect(await alive.onlineAmong(['kullanici-1', 'kullanici-2'])).toEqual(new Set(['kullanici-2']));
      // Connecting again elsewhere counts as coming online.
      expect(await alive.connect('kullanici-1')).toBe(true);
      expect(await alive.disconnect('kullanici-1')).toBe(true);
    } finally {
      await crashed.close();
      await alive.close();
      await redis.quit();
    }
  });

  it('keeps every connected user of a live process online, however many, through entries that would have expired several times', async () => {
    const redis = new Redis(redisUrl);
    const prefix = `pz-test-${randomUUID()}:`;
    // Renewed a share at a time: each user's entry still within every 100 ms, well inside its 300 ms.
    const alive = createRedisPresence(redis, prefix, { ttlMs: 300, heartbeatMs: 100 });
    const watcher = createRedisPresence(redis, prefix, { ttlMs: 300, heartbeatMs: 60_000 });
    const people = Array.from({ length: 25 }, (_, index) => `kullanici-${index}`);
    try {
      for (const userId of people) await alive.connect(userId);
      await pause(1000);
      expect(await watcher.onlineAmong(people)).toEqual(new Set(people));
      // Those who leave stop being renewed, the others stay.
      for (const userId of people.slice(0, 10)) expect(await alive.disconnect(userId)).toBe(true);
      await pause(600);
      expect(await watcher.onlineAmong(people)).toEqual(new Set(people.slice(10)));
    } finally {
      await watcher.close();
      await alive.close();
      await redis.quit();
    }
  });
});

/**
 * The real thing: two `server.ts` processes on one PostgreSQL database and one Redis. Only with
 * DATABASE_URL (the CI run on PostgreSQL, `npm run test:api:pg`): on the embedded default the
 * database lives inside one process (PGlite) and cannot be shared with another.
 */
describe.skipIf(!redis.available || !postgres.available)(`two API processes ${postgres.reason || redis.reason}`, () => {
  let t: TestApp;
  let processes: Awaited<ReturnType<typeof startApiProcesses>> | undefined;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl });
    processes = await startApiProcesses(t, 2);
  }, 90_000);
  afterAll(async () => {
    await processes?.stop();
    await t?.close();
  }, 30_000);

  const post = async (url: string, token: string, body: unknown) => {
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  it('delivers a message posted to one process to a socket on the other within 1 s, and sees presence across', async () => {
    const [one, two] = processes!.servers;
    const buyer = await createUser(t.app, { name: 'Birinci Süreç' });
    const maker = await createUser(t.app, { name: 'İkinci Süreç' });
    const started = await post(`${one.url}/api/chat/start`, buyer.token, { contextType: 'advert', userId: maker.user.id });
    expect(started.status).toBe(201);
    const roomId = started.body.room.roomId;

    const watcherOnOne = await connect(one.url, buyer.token);
    const online = nextEvent<PresenceEvent>(watcherOnOne, chatSocketEvents.presence, (event) => event.userId === maker.user.id, 2000);
    const makerOnTwo = await connect(two.url, maker.token);
    expect(await online).toMatchObject({ isOnline: true });

    const received = nextEvent<ChatMessageEvent>(makerOnTwo, chatSocketEvents.message, () => true, 1000);
    const sentAt = performance.now();
    const sent = await post(`${one.url}/api/chat/${roomId}/messages`, buyer.token, { content: 'Süreçler arası merhaba' });
    expect(sent.status).toBe(201);
    expect((await received).message._id).toBe(sent.body.message._id);
    expect(performance.now() - sentAt).toBeLessThan(1000);

    const chats = await fetch(`${one.url}/api/chat/my-chats`, { headers: { authorization: `Bearer ${buyer.token}` } }).then((response) => response.json());
    expect(chats.rooms[0].otherUser).toMatchObject({ _id: maker.user.id, isOnline: true });
  });

  it('refuses at once, in both processes, a sender banned after both let them write', async () => {
    const [one, two] = processes!.servers;
    const buyer = await createUser(t.app, { name: 'Yasaklanacak Alıcı' });
    const maker = await createUser(t.app, { name: 'Üçüncü Usta' });
    const started = await post(`${one.url}/api/chat/start`, buyer.token, { contextType: 'advert', userId: maker.user.id });
    const roomId = started.body.room.roomId;
    for (const server of [one, two]) expect((await post(`${server.url}/api/chat/${roomId}/messages`, buyer.token, { content: 'Önce' })).status).toBe(201);
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, buyer.user.id));
    for (const server of [one, two]) {
      const refused = await post(`${server.url}/api/chat/${roomId}/messages`, buyer.token, { content: 'Sonra' });
      expect([refused.status, refused.body.message]).toEqual([403, messages.accountBanned]);
    }
    const stored = await t.app.db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.roomId, roomId));
    expect(stored.map((row) => row.content)).toEqual(['Önce', 'Önce']);
  });
});
