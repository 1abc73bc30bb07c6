import { chatMessageTexts } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createCategories, createListedProduct } from '../products';
import { createApprovedSeller } from '../sellers';
import { createChatPair, myChats, sendText, startRoom } from './chat-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (token: string | null, body: unknown) =>
  injectJson(t.app, { method: 'POST', url: '/api/chat/start', headers: token ? auth(token) : {}, body: body as Record<string, unknown> });

describe('starting a conversation', () => {
  it('from a product reaches its store owner; starting again finds the same room', async () => {
    const seller = await createApprovedSeller(t.app, {}, 'Hakan Demir');
    const admin = await createUser(t.app, { role: 'admin' });
    const tree = await createCategories(t.app, { 'Hırdavat': ['Cıvata'] });
    const product = await createListedProduct(t.app, seller.token, admin.token, {
      name: 'M8 Paslanmaz Cıvata',
      price: 12.5,
      stock: 100,
      mainCategory: tree['Hırdavat'].id,
    });
    const buyer = await createUser(t.app, { name: 'Ayşe Alıcı' });

    const first = await start(buyer.token, { contextType: 'product', productId: product._id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      room: {
        unreadCount: 0,
        lastMessage: null,
        myRole: 'buyer',
        otherUser: { _id: seller.user.id, name: 'Hakan Demir', role: 'seller', storeName: seller.seller.storeName, isOnline: false },
        context: { type: 'product', id: product._id, title: 'M8 Paslanmaz Cıvata', slug: product.slug },
      },
    });

    const again = await start(buyer.token, { contextType: 'store', sellerId: seller.seller._id });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.room.roomId).toBe(first.body.room.roomId);
    // The room now says where it was last started from.
    expect(again.body.room.context).toMatchObject({ type: 'store', id: seller.seller._id, title: seller.seller.storeName });

    // The store owner starting from their side finds the same room too.
    const fromStore = await start(seller.token, { contextType: 'advert', userId: buyer.user.id });
    expect(fromStore.body.room.roomId).toBe(first.body.room.roomId);
  });

  it('refuses oneself (422), unknown or hidden targets (404), a missing target (400) and visitors (401)', async () => {
    const seller = await createApprovedSeller(t.app);
    const self = await start(seller.token, { contextType: 'store', sellerId: seller.seller._id });
    expect([self.status, self.body.message]).toEqual([422, chatMessageTexts.selfChat]);

    const buyer = await createUser(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const body of [
      { contextType: 'product', productId: unknown },
      { contextType: 'store', sellerId: unknown },
      { contextType: 'advert', userId: unknown },
      { contextType: 'offer', userId: 'yok' },
      { contextType: 'request', userId: seller.user.id, contextId: 'ilan-1' },
    ]) {
      const reply = await start(buyer.token, body);
      expect([reply.status, reply.body.message]).toEqual([404, chatMessageTexts.targetNotFound]);
    }
    expect((await start(buyer.token, { contextType: 'product', sellerId: seller.seller._id })).status).toBe(400);
    expect((await start(buyer.token, { contextType: 'lunapark', userId: seller.user.id })).status).toBe(400);
    expect((await start(null, { contextType: 'advert', userId: seller.user.id })).status).toBe(401);
  });

  it('gives the side with a store the freelancer role in advert conversations', async () => {
    const freelancer = await createApprovedSeller(t.app, {}, 'Serbest Tasarımcı');
    const customer = await createUser(t.app);
    const { room } = await startRoom(t.app, freelancer.token, { contextType: 'request', userId: customer.user.id });
    expect(room.myRole).toBe('freelancer');
    expect(room.otherUser).toMatchObject({ role: 'buyer', storeName: null });
    expect((await myChats(t.app, freelancer.token)).rooms[0].roomId).toBe(room.roomId);
  });
});

describe('my chats (spec §4)', () => {
  it('lists newest activity first; a new message moves its room to the top; unread rises only for the receiver; reading sets 0', async () => {
    const me = await createUser(t.app, { name: 'Benim Hesabım' });
    const a = await createUser(t.app, { name: 'Ali Tedarik' });
    const b = await createUser(t.app, { name: 'Banu Makina' });
    const withA = (await startRoom(t.app, me.token, { contextType: 'advert', userId: a.user.id })).room.roomId;
    const withB = (await startRoom(t.app, me.token, { contextType: 'advert', userId: b.user.id })).room.roomId;

    await sendText(t.app, a.token, withA, 'Merhaba, fiyat teklifim hazır.');
    await sendText(t.app, b.token, withB, 'Numuneyi yarın kargoluyorum.');
    let chats = await myChats(t.app, me.token);
    expect(chats.rooms.map((room) => room.roomId)).toEqual([withB, withA]);
    expect(chats.rooms.map((room) => room.unreadCount)).toEqual([1, 1]);
    expect(chats.totalUnread).toBe(2);
    expect(chats.rooms[0]).toMatchObject({
      otherUser: { name: 'Banu Makina', isOnline: false, lastSeen: null },
      lastMessage: { content: 'Numuneyi yarın kargoluyorum.', senderId: b.user.id, hasAttachments: false },
    });

    await sendText(t.app, a.token, withA, 'Teslim süresi 3 gün.');
    chats = await myChats(t.app, me.token);
    expect(chats.rooms.map((room) => [room.roomId, room.unreadCount])).toEqual([
      [withA, 2],
      [withB, 1],
    ]);

    // My own message moves the room up but adds nothing to my unread count.
    await sendText(t.app, me.token, withB, 'Teşekkürler.');
    chats = await myChats(t.app, me.token);
    expect(chats.rooms.map((room) => [room.roomId, room.unreadCount])).toEqual([
      [withB, 1],
      [withA, 2],
    ]);
    expect(chats.totalUnread).toBe(3);
    expect((await myChats(t.app, b.token)).rooms[0]).toMatchObject({ roomId: withB, unreadCount: 1 });

    const read = await injectJson(t.app, { method: 'PUT', url: `/api/chat/${withA}/read`, headers: auth(me.token) });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ roomId: withA, unreadCount: 0 });
    chats = await myChats(t.app, me.token);
    expect(chats.rooms.find((room) => room.roomId === withA)?.unreadCount).toBe(0);
    expect(chats.totalUnread).toBe(1);
  });

  it('shows a room nobody has written in only to whoever started it', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    expect((await myChats(t.app, first.token)).rooms.map((room) => room.roomId)).toEqual([roomId]);
    expect((await myChats(t.app, second.token)).rooms).toEqual([]);
    await sendText(t.app, first.token, roomId, 'Selam');
    expect((await myChats(t.app, second.token)).rooms.map((room) => room.roomId)).toEqual([roomId]);
  });

  it('needs a token', async () => {
    expect((await injectJson(t.app, { method: 'GET', url: '/api/chat/my-chats' })).status).toBe(401);
  });
});
