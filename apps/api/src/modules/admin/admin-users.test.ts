import { messages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp, uniqueEmail } from '../../test/helper';
import { addresses } from '../../db/schema/addresses';
import { follows } from '../../db/schema/follows';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { insertStore } from './admin-test-data';

let t: TestApp;
let admin: { id: string; token: string };

/** 24 accounts a day apart (newest: 24 Jan 2025), plus a few with names worth searching for. */
async function insertPeople() {
  await t.app.db.insert(users).values(
    Array.from({ length: 24 }, (_, index) => ({
      name: `Kişi ${String(index + 1).padStart(2, '0')}`,
      email: `kisi${index + 1}@liste.com.tr`,
      role: index % 4 === 0 ? ('seller' as const) : ('user' as const),
      passwordHash: 'argon2-yerine-gecen',
      createdAt: new Date(Date.UTC(2025, 0, index + 1, 12)),
    })),
  );
  await t.app.db.insert(users).values([
    { name: 'IŞIK Demir', email: 'isik@arama.com.tr', createdAt: new Date('2024-03-10T20:00:00Z') },
    { name: 'Şükrü Çelik', email: 'sukru@arama.com.tr', role: 'seller', createdAt: new Date('2024-03-10T21:30:00Z') },
    { name: 'Ayşe Yılmaz', email: 'ayse.celik@arama.com.tr', googleSub: 'g-123', createdAt: new Date('2024-03-09T12:00:00Z') },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  const created = await createUser(t.app, { role: 'admin', name: 'Yönetici Ayla' });
  await t.app.db.update(users).set({ createdAt: new Date('2023-01-01T00:00:00Z') }).where(eq(users.id, created.user.id));
  admin = { id: created.user.id, token: created.token };
  await insertPeople();
});
afterAll(() => t.close());

const as = (token: string) => ({ headers: auth(token) });
const get = (url: string, token = admin.token) => injectJson(t.app, { method: 'GET', url: encodeURI(`/api/admin${url}`), ...as(token) });
const put = (id: string, body: object, token = admin.token) =>
  injectJson(t.app, { method: 'PUT', url: `/api/admin/users/${id}`, body, ...as(token) });
const remove = (id: string, token = admin.token) => injectJson(t.app, { method: 'DELETE', url: `/api/admin/users/${id}`, ...as(token) });
const userNames = (body: { users: { name: string }[] }) => body.users.map((user) => user.name);

describe('admin user list', () => {
  it('pages 20 at a time, newest first, with the list shape', async () => {
    const first = await get('/users');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['limit', 'page', 'total', 'totalPages', 'users']);
    expect(first.body).toMatchObject({ page: 1, limit: 20, total: 28, totalPages: 2 });
    expect(userNames(first.body).slice(0, 3)).toEqual(['Kişi 24', 'Kişi 23', 'Kişi 22']);
    const second = await get('/users?page=2');
    expect(userNames(second.body)).toEqual(['Kişi 04', 'Kişi 03', 'Kişi 02', 'Kişi 01', 'Şükrü Çelik', 'IŞIK Demir', 'Ayşe Yılmaz', 'Yönetici Ayla']);
  });

  it('shows what an admin needs and no secret', async () => {
    const { body } = await get('/users/search?keyword=ayşe');
    const [ayse] = body.users;
    expect(Object.keys(ayse).sort()).toEqual(
      ['_id', 'avatar', 'banned', 'bannedAt', 'createdAt', 'email', 'hasGoogle', 'hasPassword', 'isAdmin', 'lastLoginAt', 'name', 'phone', 'role', 'updatedAt'].sort(),
    );
    expect(ayse).toMatchObject({ name: 'Ayşe Yılmaz', role: 'user', isAdmin: false, hasGoogle: true, hasPassword: false, banned: false });
    const raw = JSON.stringify((await get('/users')).body);
    for (const secret of ['passwordHash', 'password_hash', 'argon2-yerine-gecen', 'googleSub', 'g-123', 'tokenVersion']) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('admin user search and filter', () => {
  it('matches name or e-mail with Turkish letters folded, 10 per page', async () => {
    expect(userNames((await get('/users/search?keyword=ışık')).body)).toEqual(['IŞIK Demir']);
    expect(userNames((await get('/users/search?keyword=isik')).body)).toEqual(['IŞIK Demir']);
    // 'çelik' is Şükrü's surname and part of Ayşe's e-mail.
    expect(userNames((await get('/users/search?keyword=ÇELİK')).body)).toEqual(['Şükrü Çelik', 'Ayşe Yılmaz']);
    const page = await get('/users/search?keyword=liste.com');
    expect(page.body).toMatchObject({ page: 1, limit: 10, total: 24, totalPages: 3 });
    expect((await get('/users/search?keyword=100%_')).body.total).toBe(0);
  });

  it('narrows a search by role and dates', async () => {
    const sellersFound = await get('/users/search?keyword=kişi&role=seller');
    expect(userNames(sellersFound.body)).toEqual(['Kişi 21', 'Kişi 17', 'Kişi 13', 'Kişi 09', 'Kişi 05', 'Kişi 01']);
    const january = await get('/users/search?keyword=kişi&startDate=2025-01-10&endDate=2025-01-12');
    expect(userNames(january.body)).toEqual(['Kişi 12', 'Kişi 11', 'Kişi 10']);
  });

  it('filters by role and whole Istanbul days', async () => {
    // IŞIK: 10 Mar 23:00 Istanbul; Şükrü: 11 Mar 00:30 Istanbul.
    expect(userNames((await get('/users/filter?startDate=2024-03-10&endDate=2024-03-10')).body)).toEqual(['IŞIK Demir']);
    expect(userNames((await get('/users/filter?startDate=2024-03-11&endDate=2024-03-11')).body)).toEqual(['Şükrü Çelik']);
    expect((await get('/users/filter?role=seller')).body).toMatchObject({ total: 7, limit: 10 });
    expect((await get('/users/filter?role=admin')).body.users.map((user: { _id: string }) => user._id)).toEqual([admin.id]);
    expect((await get('/users/filter?role=')).body.total).toBe(28);
  });

  it.each([
    ['/users/filter?role=patron', 'role'],
    ['/users/filter?startDate=10.03.2024', 'startDate'],
    ['/users/search?keyword=a&limit=500', 'limit'],
  ])('answers %s with 400 in Turkish', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toContain(field);
  });

  it('refuses an end before the start', async () => {
    const { status, body } = await get('/users/filter?startDate=2025-02-01&endDate=2025-01-01');
    expect(status).toBe(400);
    expect(body.message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  });
});

describe('one user', () => {
  it('shows the account; an unknown id is 404', async () => {
    const { user } = await createUser(t.app, { name: 'Tek Kişi' });
    const { status, body } = await get(`/users/${user.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: user.id, name: 'Tek Kişi', email: user.email, role: 'user', banned: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const missing = await get(`/users/${id}`);
      expect([missing.status, missing.body.message]).toEqual([404, messages.userNotFound]);
    }
  });

  it("lists the user's chat rooms (none for a new account); an unknown user is 404", async () => {
    const { user, token } = await createUser(t.app);
    expect((await get(`/users/${user.id}/chats`)).body).toEqual({ chats: [], page: 1, limit: 20, total: 0, totalPages: 0 });
    const other = await createUser(t.app, { name: 'Sohbet Ortağı' });
    const started = await injectJson(t.app, {
      method: 'POST',
      url: '/api/chat/start',
      ...as(token),
      body: { contextType: 'advert', userId: other.user.id },
    });
    const { body } = await get(`/users/${user.id}/chats`);
    expect(body).toMatchObject({ total: 1, chats: [{ roomId: started.body.room.roomId, messageCount: 0 }] });
    expect(body.chats[0].members.map((member: { name: string }) => member.name).sort()).toEqual(['Sohbet Ortağı', 'Test Kullanıcı']);
    expect((await get('/users/00000000-0000-4000-8000-000000000000/chats')).status).toBe(404);
  });
});

describe('admin edits', () => {
  it('changes name, e-mail, phone and role; the new role counts on the next request', async () => {
    const { user, token } = await createUser(t.app, { name: 'Eski Ad' });
    expect((await get('/users', token)).status).toBe(403);
    const email = uniqueEmail('yeni');
    const { status, body } = await put(user.id, { name: 'Yeni Ad', email: email.toUpperCase(), phone: '0532 111 22 33', role: 'admin' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Kullanıcı başarıyla güncellendi.', user: { name: 'Yeni Ad', email, phone: '+905321112233', role: 'admin', isAdmin: true } });
    expect((await get('/users', token)).status).toBe(200);
    expect((await put(user.id, { role: 'marketing' })).body.user.role).toBe('marketing');
    expect((await get('/users', token)).status).toBe(403);
  });

  it('refuses an e-mail another account has (409) and unknown fields or roles (400)', async () => {
    const { user } = await createUser(t.app);
    const other = await createUser(t.app);
    const taken = await put(user.id, { email: other.user.email });
    expect([taken.status, taken.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    expect((await put(user.id, { role: 'patron' })).status).toBe(400);
    expect((await put(user.id, { isBanned: true })).status).toBe(400);
    expect((await put('00000000-0000-4000-8000-000000000000', { name: 'Kimse' })).status).toBe(404);
  });

  it("bans and unbans: a banned user's token gets 403", async () => {
    const { user, token } = await createUser(t.app);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/addresses', ...as(token) })).status).toBe(200);
    const banned = await put(user.id, { banned: true });
    expect(banned.body.user).toMatchObject({ banned: true, bannedAt: expect.any(String) });
    const refused = await injectJson(t.app, { method: 'GET', url: '/api/addresses', ...as(token) });
    expect([refused.status, refused.body.message]).toEqual([403, messages.accountBanned]);
    expect((await put(user.id, { banned: false })).body.user).toMatchObject({ banned: false, bannedAt: null });
    expect((await injectJson(t.app, { method: 'GET', url: '/api/addresses', ...as(token) })).status).toBe(200);
  });

  it('keeps an admin from demoting, banning or deleting themself (422)', async () => {
    for (const [body, message] of [
      [{ role: 'user' }, 'Kendi yönetici yetkinizi kaldıramazsınız.'],
      [{ banned: true }, 'Kendi hesabınızı askıya alamazsınız.'],
    ] as const) {
      const { status, body: answer } = await put(admin.id, body);
      expect([status, answer.message]).toEqual([422, message]);
    }
    const deleted = await remove(admin.id);
    expect([deleted.status, deleted.body.message]).toEqual([422, 'Kendi hesabınızı silemezsiniz.']);
    expect((await put(admin.id, { name: 'Yönetici Ayla', role: 'admin', banned: false })).status).toBe(200);
    expect((await get('/users')).status).toBe(200);
  });
});

describe('deleting a user', () => {
  it('anonymises the account, removes addresses and follows, kills tokens and frees the e-mail', async () => {
    const { user, token, password } = await createUser(t.app, { name: 'Silinecek Selin' });
    const followed = await insertStore(t.app, { storeName: 'Takip Edilen Mağaza' });
    await t.app.db.insert(follows).values({ userId: user.id, sellerId: followed.seller.id });
    const created = await injectJson(t.app, {
      method: 'POST',
      url: '/api/addresses',
      ...as(token),
      body: { title: 'Ev', fullName: 'Selin Kaya', phone: '05321234567', cityName: 'İzmir', districtName: 'Konak', addressLine: 'Alsancak Mah. 1453 Sk. No 5' },
    });
    expect(created.status).toBe(201);

    const { status, body } = await remove(user.id);
    expect([status, body]).toEqual([200, { message: 'Kullanıcı başarıyla silindi.' }]);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Silinmiş kullanıcı',
      email: `deleted+${user.id}@pazaryeri.invalid`,
      passwordHash: null,
      googleSub: null,
      phone: null,
      avatar: null,
      role: 'user',
      tokenVersion: user.tokenVersion + 1,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.bannedAt).toBeInstanceOf(Date);
    expect(await t.app.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    expect(await t.app.db.select().from(follows).where(eq(follows.userId, user.id))).toEqual([]);

    const withOldToken = await injectJson(t.app, { method: 'GET', url: '/api/addresses', ...as(token) });
    expect(withOldToken.status).toBe(401);
    const login = await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email: user.email, password } });
    expect(login.status).toBe(401);
    expect((await get(`/users/${user.id}`)).status).toBe(404);
    expect((await get('/users/search?keyword=silin')).body.total).toBe(0);
    expect((await remove(user.id)).status).toBe(404);
    const again = await injectJson(t.app, {
      method: 'POST',
      url: '/api/users/register',
      body: { name: 'Selin Yeniden', email: user.email, password: 'Yepyeni12345' },
    });
    expect(again.status).toBe(201);
  });

  it('deletes a pending store application with the account', async () => {
    const { owner, seller } = await insertStore(t.app, { storeName: 'Başvuru Mağazası', status: 'pending' });
    expect((await remove(owner.id)).status).toBe(200);
    expect(await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id))).toEqual([]);
  });

  it('withdraws an approved store: the row stays, unlisted, unverified, without followers', async () => {
    const { owner, seller } = await insertStore(t.app, { storeName: 'Onaylı Kapanan Mağaza' });
    const fan = await createUser(t.app);
    await t.app.db.insert(follows).values({ userId: fan.user.id, sellerId: seller.id });
    expect((await get('/users/sellers/search?storeName=kapanan')).body.totalSellers).toBe(1);

    expect((await remove(owner.id)).status).toBe(200);
    const [store] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(store).toMatchObject({ status: 'pending', verifiedSeller: false, storeName: 'Onaylı Kapanan Mağaza' });
    expect(await t.app.db.select().from(follows).where(eq(follows.sellerId, seller.id))).toEqual([]);
    expect((await get('/users/sellers/search?storeName=kapanan')).body.totalSellers).toBe(0);
    expect((await get(`/users/sellers/${seller.id}`)).status).toBe(404);
    const queue = await get('/seller-approvals');
    expect(queue.body.sellers.map((item: { _id: string }) => item._id)).not.toContain(seller.id);
    const publicPage = await injectJson(t.app, { method: 'GET', url: `/api/seller/${seller.id}` });
    expect([publicPage.status, publicPage.body]).toEqual([404, expect.anything()]);
  });
});
