import {
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatTypingEvent,
  chatMessageTexts,
  chatSocketEvents,
  messages,
  type PresenceEvent,
} from '@pazaryeri/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/helper';
import { SESSION_COOKIE } from '../session';
import {
  connectSocket,
  createChatPair,
  emitWithAck,
  listen,
  myChats,
  nextEvent,
  pause,
  recordEvents,
  sendText,
  startRoom,
} from './chat-fixtures';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

async function connect(token: string) {
  const socket = await connectSocket(url, { token });
  sockets.push(socket);
  return socket;
}

describe('connecting', () => {
  it('refuses a connection without a token, or with a bad one, in Turkish', async () => {
    await expect(connectSocket(url)).rejects.toThrow(chatMessageTexts.socketUnauthorized);
    await expect(connectSocket(url, { token: 'sahte' })).rejects.toThrow(messages.invalidToken);
  });

  it('accepts the token as a bearer header or the session cookie; the cookie only from our own origin', async () => {
    const { token } = await createUser(t.app);
    sockets.push(await connectSocket(url, {}, { authorization: `Bearer ${token}` }));
    sockets.push(await connectSocket(url, {}, { cookie: `${SESSION_COOKIE}=${token}`, origin: t.config.appUrl }));
    await expect(connectSocket(url, {}, { cookie: `${SESSION_COOKIE}=${token}`, origin: 'https://kotu-site.example' })).rejects.toThrow(
      chatMessageTexts.socketUnauthorized,
    );
  });
});

describe('live messages', () => {
  it("delivers a message sent over HTTP to the other member's sockets and the sender's other tabs, each with their own room view", async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const receiver = await connect(second.token);
    const senderTab = await connect(first.token);
    const stranger = await connect((await createUser(t.app)).token);
    const strangerGot = recordEvents(stranger, chatSocketEvents.message);

    const received = nextEvent<ChatMessageEvent>(receiver, chatSocketEvents.message);
    const echoed = nextEvent<ChatMessageEvent>(senderTab, chatSocketEvents.message);
    const sent = await sendText(t.app, first.token, roomId, 'Teklifinizi aldım');
    const [theirs, mine] = await Promise.all([received, echoed]);
    expect(theirs.message).toMatchObject({ _id: sent._id, content: 'Teklifinizi aldım', senderId: first.user.id });
    expect(theirs.room).toMatchObject({ roomId, unreadCount: 1, otherUser: { _id: first.user.id, isOnline: true } });
    expect(mine.room).toMatchObject({ roomId, unreadCount: 0, otherUser: { _id: second.user.id, isOnline: true } });
    await pause(100);
    expect(strangerGot).toEqual([]);
  });

  it('sends read receipts to both members when a room is marked read (HTTP or socket)', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    await sendText(t.app, first.token, roomId, 'Okudun mu?');
    const writer = await connect(first.token);
    const reader = await connect(second.token);
    const receipt = nextEvent<ChatReadEvent>(writer, chatSocketEvents.read);
    const ack = await emitWithAck<{ ok: boolean; unreadCount: number }>(reader, chatSocketEvents.markRead, { roomId });
    expect(ack).toMatchObject({ ok: true, unreadCount: 0 });
    expect(await receipt).toMatchObject({ roomId, readerId: second.user.id });
    expect((await myChats(t.app, second.token)).rooms[0].unreadCount).toBe(0);
  });

  it("refuses a stranger's join, typing and mark-read; members' typing reaches the other member's open conversation only", async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    await sendText(t.app, first.token, roomId, 'Merhaba');
    const typist = await connect(first.token);
    const viewer = await connect(second.token);
    const stranger = await connect((await createUser(t.app)).token);
    const typistGot = recordEvents(typist, chatSocketEvents.typing);
    const viewerGot = recordEvents<ChatTypingEvent>(viewer, chatSocketEvents.typing);

    const refused = { ok: false, message: chatMessageTexts.roomNotFound };
    expect(await emitWithAck(stranger, chatSocketEvents.join, { roomId })).toEqual(refused);
    expect(await emitWithAck(stranger, chatSocketEvents.typing, { roomId })).toEqual(refused);
    expect(await emitWithAck(stranger, chatSocketEvents.markRead, { roomId })).toEqual(refused);
    expect(await emitWithAck(stranger, chatSocketEvents.join, { roomId: 'yok' })).toEqual(refused);

    // Not viewing the room yet: no typing indicator.
    expect(await emitWithAck(typist, chatSocketEvents.typing, { roomId })).toEqual({ ok: true });
    expect(await emitWithAck(viewer, chatSocketEvents.join, { roomId })).toEqual({ ok: true });
    expect(await emitWithAck(typist, chatSocketEvents.typing, { roomId })).toEqual({ ok: true });
    expect(await emitWithAck(typist, chatSocketEvents.stopTyping, { roomId })).toEqual({ ok: true });
    await pause(100);
    expect(viewerGot).toEqual([
      { roomId, userId: first.user.id, isTyping: true },
      { roomId, userId: first.user.id, isTyping: false },
    ]);
    expect(typistGot).toEqual([]);

    expect(await emitWithAck(viewer, chatSocketEvents.leave, { roomId })).toEqual({ ok: true });
    await emitWithAck(typist, chatSocketEvents.typing, { roomId });
    await pause(100);
    expect(viewerGot).toHaveLength(2);
  });
});

describe('presence', () => {
  it('announces online and offline to room partners (rooms started after connecting too) and keeps the last-seen time', async () => {
    const watcher = await createUser(t.app, { name: 'İzleyen' });
    const partner = await createUser(t.app, { name: 'Ortak' });
    const watching = await connect(watcher.token);
    const { room } = await startRoom(t.app, watcher.token, { contextType: 'advert', userId: partner.user.id });
    expect(room.otherUser).toMatchObject({ isOnline: false, lastSeen: null });

    const online = nextEvent<PresenceEvent>(watching, chatSocketEvents.presence, (event) => event.userId === partner.user.id);
    const partnerSocket = await connectSocket(url, { token: partner.token });
    expect(await online).toEqual({ userId: partner.user.id, isOnline: true, lastSeen: null });
    expect((await myChats(t.app, watcher.token)).rooms[0].otherUser).toMatchObject({ isOnline: true, lastSeen: null });

    // A second tab closing does not make anyone offline; the last one does.
    const secondTab = await connectSocket(url, { token: partner.token });
    const events = recordEvents<PresenceEvent>(watching, chatSocketEvents.presence);
    secondTab.close();
    await pause(150);
    expect(events).toEqual([]);
    const offline = nextEvent<PresenceEvent>(watching, chatSocketEvents.presence, (event) => !event.isOnline);
    partnerSocket.close();
    const gone = await offline;
    expect(gone).toMatchObject({ userId: partner.user.id, isOnline: false });
    expect(new Date(gone.lastSeen!).getTime()).toBeGreaterThan(Date.now() - 5000);
    const listed = (await myChats(t.app, watcher.token)).rooms[0].otherUser;
    expect(listed).toMatchObject({ isOnline: false, lastSeen: gone.lastSeen });
  });
});
