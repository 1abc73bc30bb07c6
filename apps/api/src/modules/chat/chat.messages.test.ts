import { type ChatMessage, chatLimits, chatMessageTexts, messages } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createChatPair, myChats, sendMessage, sendText } from './chat-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (token: string, roomId: string, query = '') =>
  injectJson(t.app, { method: 'GET', url: `/api/chat/${roomId}/messages${query}`, headers: auth(token) });

describe('sending and reading messages', () => {
  it('stores text trimmed, without control characters, and never as HTML', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const sent = await sendMessage(t.app, first.token, roomId, '  <b>Merhaba</b> <script>alert(1)</script>\r\nFiyat?\t \n ');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      roomId,
      content: '<b>Merhaba</b> <script>alert(1)</script>\nFiyat?',
      senderId: first.user.id,
      senderRole: 'freelancer',
      readStatus: false,
      readAt: null,
      attachments: [],
    });
    const { body } = await page(second.token, roomId);
    expect(body.messages.map((message: ChatMessage) => message.content)).toEqual(['<b>Merhaba</b> <script>alert(1)</script>\nFiyat?']);
  });

  it('refuses an empty message and one over the length limit (422)', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const empty = await sendMessage(t.app, first.token, roomId, ' \n\t ');
    expect([empty.status, empty.body]).toEqual([422, { message: chatMessageTexts.empty, code: 'UNPROCESSABLE' }]);
    // A NUL never reaches the chat: the input guard refuses it for every route (issue 18).
    const nul = await sendMessage(t.app, first.token, roomId, ' \n\u0000 ');
    expect([nul.status, nul.body.code, nul.body.message]).toEqual([400, 'VALIDATION_FAILED', messages.controlCharacters]);
    const long = await sendMessage(t.app, first.token, roomId, 'ç'.repeat(chatLimits.contentMax + 1));
    expect([long.status, long.body.message]).toEqual([422, chatMessageTexts.tooLong]);
    expect((await sendMessage(t.app, first.token, roomId, 'ç'.repeat(chatLimits.contentMax))).status).toBe(201);
  });

  it('accepts a JSON body too', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const sent = await injectJson(t.app, { method: 'POST', url: `/api/chat/${roomId}/messages`, headers: auth(first.token), body: { content: ' Merhaba ' } });
    expect([sent.status, sent.body.message.content]).toEqual([201, 'Merhaba']);
  });

  it('answers 404 to anyone outside the room, on every call, and 401 to visitors', async () => {
    const { first, roomId } = await createChatPair(t.app);
    await sendText(t.app, first.token, roomId, 'Özel konuşma');
    const stranger = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    for (const token of [stranger.token, admin.token]) {
      const calls = [
        await page(token, roomId),
        await sendMessage(t.app, token, roomId, 'Ben de yazayım'),
        await injectJson(t.app, { method: 'PUT', url: `/api/chat/${roomId}/read`, headers: auth(token) }),
      ];
      for (const call of calls) expect([call.status, call.body.message]).toEqual([404, chatMessageTexts.roomNotFound]);
    }
    expect((await page(stranger.token, 'oda-yok')).status).toBe(404);
    expect((await injectJson(t.app, { method: 'GET', url: `/api/chat/${roomId}/messages` })).status).toBe(401);
    expect((await page(first.token, roomId)).body.total).toBe(1);
  });

  it('marks read: my unread count goes to 0 and the other side sees read marks on their messages', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    await sendText(t.app, first.token, roomId, 'Bir');
    await sendText(t.app, first.token, roomId, 'İki');
    await sendText(t.app, second.token, roomId, 'Cevap');
    expect((await myChats(t.app, second.token)).rooms[0].unreadCount).toBe(2);
    const read = await injectJson(t.app, { method: 'PUT', url: `/api/chat/${roomId}/read`, headers: auth(second.token) });
    expect(read.status).toBe(200);
    expect((await myChats(t.app, second.token)).rooms[0].unreadCount).toBe(0);
    const { body } = await page(first.token, roomId);
    expect(body.messages.map((message: ChatMessage) => [message.content, message.readStatus])).toEqual([
      ['Bir', true],
      ['İki', true],
      ['Cevap', false],
    ]);
    expect(body.messages[0].readAt).toBe(read.body.readAt);
    // first has not read the reply yet.
    expect((await myChats(t.app, first.token)).rooms[0].unreadCount).toBe(1);
  });

  it('rate-limits sending per account (429 with a Turkish message)', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    for (let index = 0; index < chatLimits.sendPerMinute; index += 1) await sendText(t.app, first.token, roomId, `Mesaj ${index}`);
    const over = await sendMessage(t.app, first.token, roomId, 'Bir tane daha');
    expect([over.status, over.body]).toEqual([429, { message: chatMessageTexts.tooFast, code: 'RATE_LIMITED' }]);
    // The other member still writes.
    expect((await sendMessage(t.app, second.token, roomId, 'Ben yazabiliyorum')).status).toBe(201);
  });

  it('counts sends per account, not against the per-address limit: people behind one address keep writing', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { first, second, roomId } = await createChatPair(limited.app);
      for (let index = 0; index < 6; index += 1) {
        expect((await sendMessage(limited.app, [first, second][index % 2].token, roomId, `Mesaj ${index}`)).status).toBe(201);
      }
      // Every other call from the address still counts: /chat/start was one, the third after it is refused.
      const statuses = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await injectJson(limited.app, { method: 'GET', url: '/api/chat/my-chats', headers: auth(first.token) })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('message pages', () => {
  it('gives 30 a page by default, newest page first, each page oldest to newest', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    for (let index = 1; index <= 35; index += 1) await sendText(t.app, index % 2 ? first.token : second.token, roomId, `m${index}`);
    const one = await page(first.token, roomId);
    expect(one.body).toMatchObject({ page: 1, limit: 30, total: 35, totalPages: 2, hasMore: true });
    expect(one.body.messages.map((message: ChatMessage) => message.content)).toEqual(Array.from({ length: 30 }, (_, index) => `m${index + 6}`));
    const two = await page(first.token, roomId, '?page=2');
    expect(two.body.messages.map((message: ChatMessage) => message.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(two.body.hasMore).toBe(false);
  });

  it('keeps pages stable under new arrivals when anchored with before', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    for (let index = 1; index <= 12; index += 1) await sendText(t.app, first.token, roomId, `m${index}`);
    const newest = await page(second.token, roomId, '?limit=5');
    expect(newest.body.messages.map((message: ChatMessage) => message.content)).toEqual(['m8', 'm9', 'm10', 'm11', 'm12']);
    const anchor = newest.body.messages[0]._id;

    // Two messages arrive while the reader scrolls up.
    await sendText(t.app, first.token, roomId, 'yeni 1');
    await sendText(t.app, first.token, roomId, 'yeni 2');
    const older = await page(second.token, roomId, `?limit=5&before=${anchor}`);
    expect(older.body).toMatchObject({ page: 1, total: 7, totalPages: 2, hasMore: true });
    expect(older.body.messages.map((message: ChatMessage) => message.content)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    const oldest = await page(second.token, roomId, `?limit=5&page=2&before=${anchor}`);
    expect(oldest.body.messages.map((message: ChatMessage) => message.content)).toEqual(['m1', 'm2']);
    expect(oldest.body.hasMore).toBe(false);
    // Without the anchor the same page would have shifted by two.
    expect((await page(second.token, roomId, '?limit=5&page=2')).body.messages[0].content).toBe('m5');

    const elsewhere = await createChatPair(t.app);
    const foreign = await sendText(t.app, elsewhere.first.token, elsewhere.roomId, 'başka oda');
    const wrong = await page(second.token, roomId, `?before=${foreign._id}`);
    expect([wrong.status, wrong.body.message]).toEqual([400, chatMessageTexts.anchorNotFound]);
  });
});
