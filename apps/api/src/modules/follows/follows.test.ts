import { istanbulDay } from '@pazaryeri/contract/reports/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApplicant, createApprovedSeller } from '../sellers';
import { users } from '../../db/schema/users';
import { follows } from '../../db/schema/follows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const follow = (token: string, following: string) =>
  injectJson(t.app, { method: 'POST', url: '/api/follow', headers: auth(token), body: { following } });
const unfollow = (token: string, sellerId: string) =>
  injectJson(t.app, { method: 'DELETE', url: `/api/follow/${sellerId}`, headers: auth(token) });
const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });

describe('following stores', () => {
  it("follows a store once ('Takip edildi'), however often the button is pressed", async () => {
    const store = await createApprovedSeller(t.app);
    const buyer = await createUser(t.app);
    const first = await follow(buyer.token, store.seller._id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Takip edildi',
      following: store.seller._id,
      isFollowing: true,
      followerStats: { followerCount: 1 },
    });
    const twice = await Promise.all([follow(buyer.token, store.seller._id), follow(buyer.token, store.seller._id)]);
    for (const again of twice) expect([again.status, again.body.followerStats.followerCount]).toEqual([200, 1]);
    const page = await get(`/api/seller/${store.seller._id}`, buyer.token);
    expect(page.body).toMatchObject({ followerCount: 1, isFollowing: true });
    expect((await get(`/api/seller/${store.seller._id}`)).body.isFollowing).toBe(false);
  });

  it('refuses the own store (422), unknown and pending stores (404), and visitors (401)', async () => {
    const store = await createApprovedSeller(t.app);
    const own = await follow(store.token, store.seller._id);
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(sellerMessages.cannotFollowOwnStore);
    const pending = await createApplicant(t.app);
    const buyer = await createUser(t.app);
    for (const id of [pending.seller._id, '00000000-0000-4000-8000-000000000000', 'olmayan']) {
      const { status, body } = await follow(buyer.token, id);
      expect([id, status, body.message]).toEqual([id, 404, sellerMessages.storeNotFound]);
    }
    const empty = await follow(buyer.token, '');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.following).toBe('Takip edilecek mağaza gerekli.');
    const visitor = await injectJson(t.app, { method: 'POST', url: '/api/follow', body: { following: store.seller._id } });
    expect(visitor.status).toBe(401);
  });

  it('unfollows (twice is harmless) and lists followed stores newest first with counts', async () => {
    const [a, b] = [await createApprovedSeller(t.app, { storeName: 'Alfa Döküm' }), await createApprovedSeller(t.app)];
    const buyer = await createUser(t.app);
    const friend = await createUser(t.app);
    await follow(buyer.token, a.seller._id);
    await follow(friend.token, a.seller._id);
    await follow(buyer.token, b.seller._id);

    const list = await get('/api/follow/following', buyer.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(list.body.following.map((store: { _id: string }) => store._id)).toEqual([b.seller._id, a.seller._id]);
    expect(list.body.following[1]).toMatchObject({
      storeName: 'Alfa Döküm',
      alias: a.seller.alias,
      storeLogo: null,
      companyType: 'limited',
      verifiedSeller: true,
      followerCount: 2,
      followedAt: expect.any(String),
    });

    const gone = await unfollow(buyer.token, a.seller._id);
    expect(gone.body).toEqual({
      message: 'Takipten çıkıldı',
      following: a.seller._id,
      isFollowing: false,
      followerStats: { followerCount: 1 },
    });
    expect((await unfollow(buyer.token, a.seller._id)).status).toBe(200);
    expect((await unfollow(buyer.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const after = await get('/api/follow/following', buyer.token);
    expect(after.body.following.map((store: { _id: string }) => store._id)).toEqual([b.seller._id]);
  });
});

describe('follower report', () => {
  it('reports active followers and the last 30 days of new followers for the own store', async () => {
    const store = await createApprovedSeller(t.app);
    const followers = await Promise.all([1, 2, 3].map(() => createUser(t.app)));
    for (const follower of followers) await follow(follower.token, store.seller._id);
    // One follower is suspended (not active), one followed 40 days ago, one 3 days ago.
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, followers[0].user.id));
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.app.db.update(follows).set({ createdAt: daysAgo(40) }).where(eq(follows.userId, followers[1].user.id));
    await t.app.db.update(follows).set({ createdAt: daysAgo(3) }).where(eq(follows.userId, followers[2].user.id));

    const { status, body } = await get('/api/follow/report', store.token);
    expect(status).toBe(200);
    expect(body.report).toHaveLength(1);
    const [entry] = body.report;
    expect(entry).toMatchObject({
      seller: { id: store.seller._id, storeName: store.seller.storeName, alias: store.seller.alias },
      activeFollowers: 2,
      totalFollowers: 3,
      newFollowers: 1,
    });
    expect(entry.dailyFollowers).toHaveLength(30);
    expect(body.endDate).toBe(istanbulDay(new Date()));
    expect(entry.dailyFollowers[29].date).toBe(body.endDate);
    expect(entry.dailyFollowers[0].date).toBe(body.startDate);
    expect(entry.dailyFollowers.find((day: { date: string }) => day.date === istanbulDay(daysAgo(3))).count).toBe(1);
    expect(entry.dailyFollowers.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(1);
    expect((await get(`/api/seller/${store.seller._id}`)).body.followerCount).toBe(2);

    const chosen = await get(`/api/follow/report?sellerId=${store.seller._id}`, store.token);
    expect(chosen.body.report[0].seller.id).toBe(store.seller._id);
  });

  it("answers 'Takipçi raporu bulunamadı' for another store or a seller account without one", async () => {
    const store = await createApprovedSeller(t.app);
    const other = await createApprovedSeller(t.app);
    const foreign = await get(`/api/follow/report?sellerId=${other.seller._id}`, store.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Takipçi raporu bulunamadı');
    const storeless = await createUser(t.app, { role: 'seller' });
    expect((await get('/api/follow/report', storeless.token)).body.message).toBe('Takipçi raporu bulunamadı');
    const buyer = await createUser(t.app);
    expect((await get('/api/follow/report', buyer.token)).status).toBe(403);
    expect((await get('/api/follow/report')).status).toBe(401);
  });
});
