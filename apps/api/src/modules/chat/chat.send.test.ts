import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ChatMessage, type ChatMessageEvent, chatLimits, chatMessageTexts, chatSocketEvents, messages, sendChatMessageResponse } from '@pazaryeri/contract';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, chatMessages } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { auth, createTestApp, createUser, type FilePart, injectJson, type TestApp } from '../../test/helper';
import { chatContext } from './chat.context';
import { sendMessageFlow } from './send-message.flow';
import { connectSocket, createChatPair, emitWithAck, listen, myChats, nextEvent, sendMessage, sendText, startRoom } from './chat-fixtures';
import { chatSendEvent } from './chat.socket';

/**
 * The send (issue 28): one statement checks the sender's membership as it writes and reads back
 * both members' view of the room; the early check before the upload remembers members for a
 * minute. These tests hold what that must not change.
 */
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

const storedFiles = async () => readdir(path.join(t.dataDir, 'private', 'chat')).catch(() => [] as string[]);
const textFile: FilePart = { field: 'attachments', name: 'not.txt', type: 'text/plain', data: Buffer.from('teklif notları\n') };

const removeMember = (roomId: string, userId: string) =>
  t.app.db.delete(chatMembers).where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));

const messagesIn = async (roomId: string) => t.app.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));

describe('sending', () => {
  it('answers 201 with exactly the contract’s message', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const sent = await sendMessage(t.app, first.token, roomId, ' Merhaba ');
    expect(sent.status).toBe(201);
    expect(sendChatMessageResponse.strict().parse(sent.body)).toEqual(sent.body);
    expect(sendChatMessageResponse.shape.message.strict().parse(sent.body.message)).toEqual(sent.body.message);
  });

  it('refuses a member removed after their last message (404), writes nothing and keeps no file, though the early check remembered them', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    await sendText(t.app, first.token, roomId, 'Bir');
    await removeMember(roomId, first.user.id);

    const text = await sendMessage(t.app, first.token, roomId, 'İki');
    expect([text.status, text.body]).toEqual([404, { message: chatMessageTexts.roomNotFound, code: 'NOT_FOUND' }]);
    const before = await storedFiles();
    const withFile = await sendMessage(t.app, first.token, roomId, 'Üç', [textFile]);
    expect([withFile.status, withFile.body.message]).toEqual([404, chatMessageTexts.roomNotFound]);
    expect(await storedFiles()).toEqual(before);
    expect((await messagesIn(roomId)).map((message) => message.content)).toEqual(['Bir']);
    // Nothing changed for the one still there: no unread from the refused sends.
    const [left] = await t.app.db.select().from(chatMembers).where(eq(chatMembers.roomId, roomId));
    expect([left.userId, left.unreadCount]).toEqual([second.user.id, 1]);
  });

  it('refuses at once a sender banned or signed out everywhere since their last message (403/401), writes nothing and keeps no file', async () => {
    const banned = await createChatPair(t.app);
    const revoked = await createChatPair(t.app);
    for (const pair of [banned, revoked]) await sendText(t.app, pair.first.token, pair.roomId, 'Bir');
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.first.user.id));
    await t.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, revoked.first.user.id));
    const before = await storedFiles();
    for (const [pair, status, message] of [
      [banned, 403, messages.accountBanned],
      [revoked, 401, messages.sessionExpired],
    ] as const) {
      for (const files of [[], [textFile]]) {
        const sent = await sendMessage(t.app, pair.first.token, pair.roomId, 'İki', files);
        expect([sent.status, sent.body.message]).toEqual([status, message]);
      }
      expect((await messagesIn(pair.roomId)).map((row) => row.content)).toEqual(['Bir']);
    }
    expect(await storedFiles()).toEqual(before);
    const anonymous = await injectJson(t.app, { method: 'POST', url: `/api/chat/${banned.roomId}/messages`, payload: { content: 'Üç' } });
    expect(anonymous.status).toBe(401);
    const badToken = await injectJson(t.app, { method: 'POST', url: `/api/chat/${banned.roomId}/messages`, headers: auth('bozuk'), payload: { content: 'Üç' } });
    expect(badToken.status).toBe(401);
  });

  it('refuses a stranger before and after members have written, with or without a file', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const stranger = await createUser(t.app);
    for (let round = 0; round < 2; round += 1) {
      await sendText(t.app, first.token, roomId, `üye ${round}`);
      const before = await storedFiles();
      for (const files of [[], [textFile]]) {
        const sent = await sendMessage(t.app, stranger.token, roomId, 'Ben de', files);
        expect([sent.status, sent.body.message]).toEqual([404, chatMessageTexts.roomNotFound]);
      }
      expect(await storedFiles()).toEqual(before);
    }
    expect(await messagesIn(roomId)).toHaveLength(2);
    // Past the early check too, the statement that writes refuses them.
    await expect(sendMessageFlow(chatContext(t.app), stranger.user.id, roomId, { content: 'Arka kapı', files: [] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: chatMessageTexts.roomNotFound,
    });
    expect(await messagesIn(roomId)).toHaveLength(2);
  });

  it('takes the sender’s role as it stands when the message is written (a room started again changes roles)', async () => {
    const buyer = await createUser(t.app, { name: 'Alıcı' });
    const maker = await createUser(t.app, { name: 'Usta' });
    const { room } = await startRoom(t.app, buyer.token, { contextType: 'advert', userId: maker.user.id });
    // Neither has a store: whoever answers the advert is the freelancer.
    expect((await sendText(t.app, buyer.token, room.roomId, 'İlk')).senderRole).toBe('freelancer');
    await startRoom(t.app, buyer.token, { contextType: 'offer', userId: maker.user.id });
    expect((await sendText(t.app, buyer.token, room.roomId, 'İkinci')).senderRole).toBe('buyer');
    expect((await sendText(t.app, maker.token, room.roomId, 'Cevap')).senderRole).toBe('freelancer');
  });

  it("gives each member's socket the room exactly as their my-chats shows it", async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const receiver = await connect(second.token);
    const senderTab = await connect(first.token);
    await sendText(t.app, second.token, roomId, 'Önce ben');
    const received = nextEvent<ChatMessageEvent>(receiver, chatSocketEvents.message, (event) => event.message.content === 'Sonra sen');
    const echoed = nextEvent<ChatMessageEvent>(senderTab, chatSocketEvents.message, (event) => event.message.content === 'Sonra sen');
    const sent = await sendText(t.app, first.token, roomId, 'Sonra sen');
    const [theirs, mine] = await Promise.all([received, echoed]);
    expect(theirs.message).toEqual(sent);
    expect(mine.message).toEqual(sent);
    expect(theirs.room).toEqual((await myChats(t.app, second.token)).rooms[0]);
    expect(mine.room).toEqual((await myChats(t.app, first.token)).rooms[0]);
    expect([theirs.room.unreadCount, mine.room.unreadCount]).toEqual([1, 1]);
  });

  it('keeps answering a JSON send from a member whose room is new to this process', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const sent = await injectJson(t.app, { method: 'POST', url: `/api/chat/${roomId}/messages`, headers: auth(first.token), body: { content: 'Selam' } });
    expect([sent.status, sent.body.message.content]).toEqual([201, 'Selam']);
  });
});

type SendAck = { ok: boolean; message?: string; sent?: ChatMessage };
const sendOverSocket = (socket: Socket, roomId: unknown, content: unknown) => emitWithAck<SendAck>(socket, chatSendEvent, { roomId, content });

describe('sending over the socket (chat:send)', () => {
  it('sends as the HTTP call does: trimmed, to both members with their own room, listed after', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const writer = await connect(first.token);
    const reader = await connect(second.token);
    const received = nextEvent<ChatMessageEvent>(reader, chatSocketEvents.message);
    const echoed = nextEvent<ChatMessageEvent>(writer, chatSocketEvents.message);
    const ack = await sendOverSocket(writer, roomId, '  Soketten merhaba \r\n ');
    expect(ack.ok).toBe(true);
    expect(ack.sent).toMatchObject({ roomId, content: 'Soketten merhaba', senderId: first.user.id, senderRole: 'freelancer', attachments: [] });
    expect(sendChatMessageResponse.shape.message.strict().parse(ack.sent)).toEqual(ack.sent);
    const [theirs, mine] = await Promise.all([received, echoed]);
    expect([theirs.message, mine.message]).toEqual([ack.sent, ack.sent]);
    expect(theirs.room).toEqual((await myChats(t.app, second.token)).rooms[0]);
    expect(theirs.room.unreadCount).toBe(1);
    const listed = await injectJson(t.app, { method: 'GET', url: `/api/chat/${roomId}/messages`, headers: auth(second.token) });
    expect(listed.body.messages.map((message: ChatMessage) => message._id)).toEqual([ack.sent!._id]);
  });

  it('refuses a stranger, a removed member, an empty or too long text, and writes nothing', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const stranger = await connect((await createUser(t.app)).token);
    const refused = { ok: false, message: chatMessageTexts.roomNotFound };
    expect(await sendOverSocket(stranger, roomId, 'Ben de')).toEqual(refused);
    expect(await sendOverSocket(stranger, 'yok', 'Ben de')).toEqual(refused);
    const writer = await connect(first.token);
    expect(await sendOverSocket(writer, roomId, ' \n ')).toEqual({ ok: false, message: chatMessageTexts.empty });
    expect(await sendOverSocket(writer, roomId, 42)).toEqual({ ok: false, message: chatMessageTexts.empty });
    expect(await sendOverSocket(writer, roomId, 'ç'.repeat(chatLimits.contentMax + 1))).toEqual({ ok: false, message: chatMessageTexts.tooLong });
    expect((await sendOverSocket(writer, roomId, 'Bir')).ok).toBe(true);
    await removeMember(roomId, second.user.id);
    // The other member left: the writer is still a member, of a room with nobody to write to.
    expect(await sendOverSocket(writer, roomId, 'İki')).toEqual(refused);
    await removeMember(roomId, first.user.id);
    expect(await sendOverSocket(writer, roomId, 'Üç')).toEqual(refused);
    expect((await messagesIn(roomId)).map((message) => message.content)).toEqual(['Bir']);
  });

  it('refuses a connection whose account was banned or whose tokens were revoked after it connected', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const banned = await connect(first.token);
    const revoked = await connect(second.token);
    expect((await sendOverSocket(banned, roomId, 'Bir')).ok).toBe(true);
    expect((await sendOverSocket(revoked, roomId, 'İki')).ok).toBe(true);
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, first.user.id));
    await t.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, second.user.id));
    expect(await sendOverSocket(banned, roomId, 'Üç')).toEqual({ ok: false, message: messages.accountBanned });
    expect(await sendOverSocket(revoked, roomId, 'Dört')).toEqual({ ok: false, message: messages.sessionExpired });
    expect((await messagesIn(roomId)).map((message) => message.content).sort()).toEqual(['Bir', 'İki']);
  });
});
