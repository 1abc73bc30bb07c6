import { type AdminChatRoom, chatMessageTexts } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { png } from '../products';
import { createApprovedSeller } from '../sellers';
import { myChats, sendMessage, sendText, startRoom, writeMessages } from './chat-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => injectJson(t.app, { method: 'GET', url: `/api/admin${url}`, headers: auth(token) });

describe('admin chat inspection', () => {
  it('is for admins only: 401 for visitors, 403 for others', async () => {
    const user = await createUser(t.app);
    for (const url of ['/chats', '/chats/statistics']) {
      expect((await injectJson(t.app, { method: 'GET', url: `/api/admin${url}` })).status).toBe(401);
      expect((await get(url, user.token)).status).toBe(403);
    }
  });

  it('lists rooms newest first with both members, and finds them by name, e-mail or store name with Turkish letters folded', async () => {
    const store = await createApprovedSeller(t.app, { storeName: 'Işıklı Çelik Döküm' }, 'Gökhan Işık');
    const buyer = await createUser(t.app, { name: 'Şule Öztürk', email: `sule.${Date.now()}@firma.com.tr` });
    const other = await createUser(t.app, { name: 'Başka Biri' });
    const { room } = await startRoom(t.app, buyer.token, { contextType: 'store', sellerId: store.seller._id });
    await sendText(t.app, buyer.token, room.roomId, 'Döküm parça fiyatı nedir?');
    const { room: second } = await startRoom(t.app, other.token, { contextType: 'advert', userId: buyer.user.id });
    await sendText(t.app, other.token, second.roomId, 'Merhaba');

    const all = await get('/chats');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, limit: 20 });
    expect(all.body.rooms.slice(0, 2).map((item: AdminChatRoom) => item.roomId)).toEqual([second.roomId, room.roomId]);
    const listed = all.body.rooms.find((item: AdminChatRoom) => item.roomId === room.roomId);
    expect(listed).toMatchObject({
      messageCount: 1,
      context: { type: 'store', title: 'Işıklı Çelik Döküm' },
      lastMessage: { content: 'Döküm parça fiyatı nedir?', senderId: buyer.user.id },
    });
    expect(listed.members).toEqual(
      expect.arrayContaining([
        { _id: buyer.user.id, name: 'Şule Öztürk', email: buyer.user.email, role: 'buyer', storeName: null, unreadCount: 0 },
        { _id: store.user.id, name: 'Gökhan Işık', email: store.user.email, role: 'seller', storeName: 'Işıklı Çelik Döküm', unreadCount: 1 },
      ]),
    );

    const ids = async (search: string) => (await get(`/chats?search=${encodeURIComponent(search)}`)).body.rooms.map((item: AdminChatRoom) => item.roomId);
    expect(await ids('isikli celik')).toEqual([room.roomId]);
    expect(await ids('GÖKHAN')).toEqual([room.roomId]);
    expect(await ids('sule ozturk')).toEqual([second.roomId, room.roomId]);
    expect(await ids(buyer.user.email.slice(0, 12))).toEqual([second.roomId, room.roomId]);
    expect(await ids('hiç kimse')).toEqual([]);
  });

  it("reads a room's messages 50 a page without touching the members' read state; offers are an empty list", async () => {
    const { token: buyerToken, user: buyer } = await createUser(t.app);
    const maker = await createUser(t.app);
    const { room } = await startRoom(t.app, buyerToken, { contextType: 'advert', userId: maker.user.id });
    await writeMessages(t.app, buyer.id, room.roomId, Array.from({ length: 52 }, (_, index) => `mesaj ${index + 1}`));
    await sendMessage(t.app, maker.token, room.roomId, 'Çizim ekte', [{ field: 'attachments', name: 'cizim.png', type: 'image/png', data: await png() }]);

    const first = await get(`/chats/${room.roomId}/messages`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 50, total: 53, totalPages: 2, room: { roomId: room.roomId, messageCount: 53 } });
    expect(first.body.messages.at(-1)).toMatchObject({ content: 'Çizim ekte', readStatus: false });
    expect(first.body.messages[0].content).toBe('mesaj 4');
    expect((await get(`/chats/${room.roomId}/messages?page=2`)).body.messages.map((message: { content: string }) => message.content)).toEqual([
      'mesaj 1',
      'mesaj 2',
      'mesaj 3',
    ]);
    // The admin opens the attachment with a link made for them.
    const picture = await t.app.inject({ method: 'GET', url: first.body.messages.at(-1).attachments[0].previewUrl });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/webp']);

    expect((await myChats(t.app, maker.token)).rooms[0].unreadCount).toBe(52);
    expect((await myChats(t.app, buyerToken)).rooms[0].unreadCount).toBe(1);
    const mine = await injectJson(t.app, { method: 'GET', url: `/api/chat/${room.roomId}/messages?limit=1`, headers: auth(buyerToken) });
    expect(mine.body.messages[0].senderId).not.toBe(buyer.id);
    expect(mine.body.messages[0].readStatus).toBe(false);

    expect((await get(`/chats/${room.roomId}/offers`)).body).toEqual({ offers: [] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/chats/${unknown}/messages`, `/chats/${unknown}/offers`, '/chats/oda/offers']) {
      const reply = await get(url);
      expect([reply.status, reply.body.message]).toEqual([404, chatMessageTexts.roomNotFound]);
    }
  });

  it('gives statistics: totals, rooms today, senders of the last 7 days and 30 days of messages', async () => {
    const before = (await get('/chats/statistics')).body;
    expect(before.messagesPerDay).toHaveLength(30);
    const one = await createUser(t.app);
    const two = await createUser(t.app);
    const { room } = await startRoom(t.app, one.token, { contextType: 'advert', userId: two.user.id });
    await sendText(t.app, one.token, room.roomId, 'Bir');
    await sendText(t.app, two.token, room.roomId, 'İki');
    const after = await get('/chats/statistics');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      totalRooms: before.totalRooms + 1,
      totalMessages: before.totalMessages + 2,
      roomsToday: before.roomsToday + 1,
      activeUsers7d: before.activeUsers7d + 2,
    });
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(after.body.messagesPerDay.at(-1)).toEqual({ date: today, count: before.messagesPerDay.at(-1).count + 2 });
  });

  it("lists a user's rooms on the admin's user screen", async () => {
    const one = await createUser(t.app);
    const two = await createUser(t.app);
    const { room } = await startRoom(t.app, one.token, { contextType: 'advert', userId: two.user.id });
    await sendText(t.app, one.token, room.roomId, 'Merhaba');
    const { body } = await get(`/users/${two.user.id}/chats`);
    expect(body).toMatchObject({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(body.chats.map((chat: AdminChatRoom) => chat.roomId)).toEqual([room.roomId]);
  });
});
