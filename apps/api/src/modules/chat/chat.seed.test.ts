import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStores, seedDemoUsers } from '../../demo';
import { seedDemoChats } from '../../demo/chats';
import { auth, createTestApp, injectJson, type TestApp } from '../../test/helper';
import { myChats } from './chat-fixtures';

let t: TestApp;
// The demo accounts and the demo seller's store, without the drawn catalogue (slow to draw).
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  (await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } })).body.token as string;

describe('demo chats', () => {
  it("give the demo buyer a conversation with the demo seller's store, unread on both sides, once", async () => {
    expect(await seedDemoChats(t.app.db)).toEqual({ rooms: 1, messages: 5 });
    const buyer = await login('alici@pazaryeri.test', 'Alici12345');
    const seller = await login('satici@pazaryeri.test', 'Satici12345');
    const chats = await myChats(t.app, buyer);
    // Without the drawn catalogue only the demo seller's store exists.
    expect(chats.rooms).toHaveLength(1);
    expect(chats.rooms[0]).toMatchObject({
      unreadCount: 2,
      myRole: 'buyer',
      otherUser: { storeName: 'Demir Endüstriyel Makina' },
      context: { type: 'store', title: 'Demir Endüstriyel Makina' },
      lastMessage: { content: 'Teknik föyü de isterseniz buradan paylaşabilirim.' },
    });
    expect(chats.totalUnread).toBe(2);
    const page = await injectJson(t.app, { method: 'GET', url: `/api/chat/${chats.rooms[0].roomId}/messages`, headers: auth(seller) });
    expect(page.body.messages.map((message: { readStatus: boolean }) => message.readStatus)).toEqual([true, true, true, false, false]);

    expect(await seedDemoChats(t.app.db)).toEqual({ rooms: 0, messages: 0 });
    expect((await myChats(t.app, buyer)).rooms).toHaveLength(1);
  });
});
