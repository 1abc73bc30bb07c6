import { couponMessages } from '@pazaryeri/contract/coupons/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/helper';
import { createApplicant, createApprovedSeller } from '../sellers';
import { couponBody, createCoupon, postCoupon, uniqueCode } from './coupon-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let store: Awaited<ReturnType<typeof createApprovedSeller>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  store = await createApprovedSeller(t.app, { storeName: 'Demir Cıvata' });
  buyer = await createUser(t.app);
});
afterAll(() => t.close());

describe('creating coupons', () => {
  it('a store coupon: upper-case code, the store from the token, TL and percent as given', async () => {
    const { status, body } = await postCoupon(t.app, store.token, 'create', {
      code: ' hoşgeldin-demir ',
      description: 'İlk siparişe özel',
      discountType: 'percent',
      discountValue: '12,5',
      maxDiscount: 150,
      minCartTotal: '1.000,00',
      usageLimit: 100,
      perUserLimit: 2,
      startsAt: '2020-01-01',
      endsAt: '2099-12-31',
      sellerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Kupon başarıyla oluşturuldu.');
    expect(body.coupon).toMatchObject({
      code: 'HOSGELDIN-DEMIR',
      kind: 'seller',
      description: 'İlk siparişe özel',
      discountType: 'percent',
      discountValue: 12.5,
      maxDiscount: 150,
      minCartTotal: 1000,
      usageLimit: 100,
      perUserLimit: 2,
      usedCount: 0,
      isActive: true,
      status: 'active',
      seller: { _id: store.seller._id, storeName: 'Demir Cıvata', alias: store.seller.alias },
      owner: null,
      startsAt: '2019-12-31T21:00:00.000Z',
      endsAt: '2099-12-31T20:59:59.999Z',
    });
  });

  it('a follower coupon and a platform coupon; fixed amounts in TL, no end, one use per user by default', async () => {
    const followers = await createCoupon(t.app, store.token, 'create-for-followers', { discountType: 'fixed', discountValue: 50 });
    expect(followers).toMatchObject({ kind: 'followers', discountType: 'fixed', discountValue: 50, perUserLimit: 1, endsAt: null, usageLimit: null });
    const platform = await createCoupon(t.app, admin.token, 'create-admin');
    expect(platform).toMatchObject({ kind: 'admin', seller: null });
  });

  it('refuses a code an active coupon holds (409), whatever its case or Turkish letters', async () => {
    await createCoupon(t.app, admin.token, 'create-admin', { code: 'YAZ-ŞENLİĞİ' });
    const again = await postCoupon(t.app, store.token, 'create', couponBody({ code: 'yaz-senligi' }));
    expect([again.status, again.body.message]).toEqual([409, couponMessages.codeTaken]);
  });

  it.each([
    [{ code: '' }, 'code', couponMessages.codeRequired],
    [{ code: 'AB1' }, 'code', couponMessages.codeLength],
    [{ code: 'A'.repeat(33) }, 'code', couponMessages.codeLength],
    [{ code: 'İNDİRİM 10' }, 'code', couponMessages.codeChars],
    [{ code: 'KUPON%10' }, 'code', couponMessages.codeChars],
    [{ discountType: 'bedava' }, 'discountType', couponMessages.discountTypeInvalid],
    [{ discountValue: 0 }, 'discountValue', 'İndirim değeri en az 0.01 olmalı.'],
    [{ discountValue: 101 }, 'discountValue', couponMessages.percentTooHigh],
    [{ discountType: 'fixed', discountValue: 50, maxDiscount: 20 }, 'maxDiscount', couponMessages.maxDiscountOnlyPercent],
    [{ minCartTotal: -1 }, 'minCartTotal', 'Alt sepet tutarı negatif olamaz.'],
    [{ usageLimit: 0 }, 'usageLimit', 'Toplam kullanım limiti en az 1 olmalı.'],
    [{ perUserLimit: 1.5 }, 'perUserLimit', 'Kişi başı kullanım limiti bir tam sayı olmalı.'],
    [{ endsAt: '2020-01-01' }, 'endsAt', couponMessages.endInPast],
    [{ startsAt: '2099-05-02', endsAt: '2099-05-01' }, 'endsAt', couponMessages.endBeforeStart],
    [{ startsAt: '31.12.2099' }, 'startsAt', couponMessages.dateInvalid],
  ])('answers 400 in Turkish for %j', async (overrides, field, message) => {
    const { status, body } = await postCoupon(t.app, store.token, 'create', couponBody({ code: uniqueCode(), ...overrides }));
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(message);
  });
});

describe('who may create which coupon', () => {
  it('needs a token (401) before reading the body', async () => {
    for (const route of ['create', 'create-for-followers', 'create-admin', 'user-create'] as const) {
      const { status } = await postCoupon(t.app, null, route, {});
      expect([route, status]).toEqual([route, 401]);
    }
  });

  it('stores create store coupons; buyers, admins and applicants waiting for approval may not (403)', async () => {
    const applicant = await createApplicant(t.app);
    for (const caller of [buyer, admin, applicant]) {
      for (const route of ['create', 'create-for-followers'] as const) {
        expect((await postCoupon(t.app, caller.token, route, couponBody())).status).toBe(403);
      }
    }
  });

  it('only admins create platform coupons', async () => {
    for (const caller of [buyer, store]) expect((await postCoupon(t.app, caller.token, 'create-admin', couponBody())).status).toBe(403);
  });

  it("a store coupon is always the caller's store's: another store cannot be named", async () => {
    const other = await createApprovedSeller(t.app);
    const coupon = await createCoupon(t.app, other.token, 'create', { sellerId: store.seller._id });
    expect(coupon).toMatchObject({ seller: { _id: other.seller._id } });
  });
});

describe('personal coupons (user-create)', () => {
  it("a store's covers its items; an admin's everything; it lands in the owner's coupons", async () => {
    const fromStore = await createCoupon(t.app, store.token, 'user-create', { userId: buyer.user.id });
    expect(fromStore).toMatchObject({ kind: 'user', seller: { _id: store.seller._id }, owner: { _id: buyer.user.id, name: buyer.user.name } });
    const fromAdmin = await createCoupon(t.app, admin.token, 'user-create', { userId: buyer.user.id, discountType: 'fixed', discountValue: 25 });
    expect(fromAdmin).toMatchObject({ kind: 'user', seller: null });
    const mine = await t.app.inject({ method: 'GET', url: '/api/coupon/my-coupons', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(mine.json().coupons.map((coupon: { code: string }) => coupon.code)).toEqual([fromAdmin.code, fromStore.code]);
  });

  it('buyers may not (403); an unknown user is 404, oneself 422, a missing user 400', async () => {
    const other = await createUser(t.app);
    const byBuyer = await postCoupon(t.app, buyer.token, 'user-create', couponBody({ userId: other.user.id }));
    expect([byBuyer.status, byBuyer.body.message]).toEqual([403, couponMessages.userCreateRole]);
    const unknown = await postCoupon(t.app, admin.token, 'user-create', couponBody({ userId: '00000000-0000-4000-8000-000000000000' }));
    expect([unknown.status, unknown.body.message]).toEqual([404, couponMessages.ownerNotFound]);
    const self = await postCoupon(t.app, store.token, 'user-create', couponBody({ userId: store.user.id }));
    expect([self.status, self.body.message]).toEqual([422, couponMessages.ownerIsSelf]);
    const missing = await postCoupon(t.app, admin.token, 'user-create', couponBody());
    expect([missing.status, missing.body.fields.userId]).toEqual([400, couponMessages.userRequired]);
  });
});
