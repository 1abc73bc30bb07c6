import { couponMessages } from '@pazaryeri/contract/coupons/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createCategories, createListedProduct } from '../products';
import { createApprovedSeller } from '../sellers';
import { applyCoupon, createCoupon, createOrderRow } from './coupon-fixtures';
import { recordCouponUse } from './coupons.checkout';
import { coupons } from '../../db/schema/coupons';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let storeA: Awaited<ReturnType<typeof createApprovedSeller>>;
let storeB: Awaited<ReturnType<typeof createApprovedSeller>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
const product: Record<'vise' | 'drill' | 'gloves', string> = { vise: '', drill: '', gloves: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  storeA = await createApprovedSeller(t.app, { storeName: 'Anadolu Hırdavat' });
  storeB = await createApprovedSeller(t.app, { storeName: 'Marmara İş Güvenliği' });
  buyer = await createUser(t.app);
  const tree = await createCategories(t.app, { Hırdavat: [] });
  const category = tree['Hırdavat'].id;
  product.vise = (await createListedProduct(t.app, storeA.token, admin.token, { name: 'Tezgah Mengenesi', price: 100, stock: 10, mainCategory: category }))._id;
  product.drill = (await createListedProduct(t.app, storeA.token, admin.token, { name: 'Darbeli Matkap', price: 400, stock: 10, mainCategory: category }))._id;
  product.gloves = (await createListedProduct(t.app, storeB.token, admin.token, { name: 'Nitril Eldiven', price: 50, stock: 10, mainCategory: category }))._id;
}, 60_000);
afterAll(() => t.close());

const expectRefusal = (response: { status: number; body: { message: string } }, status: number, message: string) =>
  expect([response.status, response.body.message]).toEqual([status, message]);

describe('apply-coupon: what the cart is told', () => {
  it('finds the code whatever its case or Turkish letters, and answers code, discount, newTotal in TL', async () => {
    await createCoupon(t.app, admin.token, 'create-admin', { code: 'HOSGELDIN-UYGULA', discountValue: 10, minCartTotal: 250 });
    for (const typed of ['hosgeldin-uygula', 'HOŞGELDİN-UYGULA', ' Hoşgeldin-Uygula ']) {
      const { status, body } = await applyCoupon(t.app, buyer.token, { couponCode: typed, totalAmount: '1.234,50' });
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'Kupon uygulandı.', code: 'HOSGELDIN-UYGULA', discount: 123.45, newTotal: 1111.05, seller: null });
    }
  });

  it('a percent stops at its cap; a fixed amount never exceeds the lines it covers', async () => {
    const capped = await createCoupon(t.app, admin.token, 'create-admin', { discountValue: 20, maxDiscount: 30 });
    expect((await applyCoupon(t.app, buyer.token, { couponCode: capped.code, totalAmount: 500 })).body).toMatchObject({ discount: 30, newTotal: 470 });
    const fixed = await createCoupon(t.app, storeA.token, 'create', { discountType: 'fixed', discountValue: 250 });
    const onStoreLines = await applyCoupon(t.app, buyer.token, {
      couponCode: fixed.code,
      totalAmount: 200,
      items: [
        { productId: product.vise, quantity: 1 },
        { productId: product.gloves, quantity: 2 },
      ],
    });
    expect(onStoreLines.body).toMatchObject({ discount: 100, newTotal: 100, seller: { _id: storeA.seller._id, storeName: 'Anadolu Hırdavat' } });
    const wholeCart = await applyCoupon(t.app, buyer.token, { couponCode: fixed.code, totalAmount: 80 });
    expect(wholeCart.body).toMatchObject({ discount: 80, newTotal: 0 });
  });

  it("a store coupon counts that store's lines only, priced from the database", async () => {
    const coupon = await createCoupon(t.app, storeA.token, 'create', { discountValue: 10 });
    const { body } = await applyCoupon(t.app, buyer.token, {
      couponCode: coupon.code,
      totalAmount: 1,
      items: [
        { productId: product.vise, quantity: 2 },
        { productId: product.gloves, quantity: 4 },
      ],
    });
    expect(body).toMatchObject({ discount: 1, newTotal: 0 });
    const real = await applyCoupon(t.app, buyer.token, {
      couponCode: coupon.code,
      totalAmount: 400,
      items: [
        { productId: product.vise, quantity: 2 },
        { productId: product.gloves, quantity: 4 },
      ],
    });
    expect(real.body).toMatchObject({ discount: 20, newTotal: 380 });
    const otherStoreOnly = await applyCoupon(t.app, buyer.token, { couponCode: coupon.code, totalAmount: 50, items: [{ productId: product.gloves, quantity: 1 }] });
    expectRefusal(otherStoreOnly, 422, 'Bu kupon yalnızca Anadolu Hırdavat ürünlerinde geçerli.');
  });

  it('the minimum: of the cart for platform coupons, of the store’s lines for store coupons', async () => {
    const platform = await createCoupon(t.app, admin.token, 'create-admin', { minCartTotal: 250 });
    const short = await applyCoupon(t.app, buyer.token, { couponCode: platform.code, totalAmount: 249.99 });
    expectRefusal(short, 422, 'Bu kuponu kullanmak için sepet tutarınız en az ₺250,00 olmalı.');
    expect((await applyCoupon(t.app, buyer.token, { couponCode: platform.code, totalAmount: 250 })).status).toBe(200);
    const store = await createCoupon(t.app, storeA.token, 'create', { minCartTotal: 300 });
    const items = [
      { productId: product.vise, quantity: 1 },
      { productId: product.gloves, quantity: 10 },
    ];
    expectRefusal(
      await applyCoupon(t.app, buyer.token, { couponCode: store.code, totalAmount: 600, items }),
      422,
      'Bu kuponu kullanmak için Anadolu Hırdavat ürünlerinden en az ₺300,00 tutarında alışveriş yapmalısınız.',
    );
    const enough = await applyCoupon(t.app, buyer.token, { couponCode: store.code, totalAmount: 1000, items: [...items, { productId: product.drill, quantity: 1 }] });
    expect(enough.body).toMatchObject({ discount: 50, newTotal: 950 });
  });

  it('an unknown code is 404; a switched-off one, one not started and an ended one are 422', async () => {
    expectRefusal(await applyCoupon(t.app, buyer.token, { couponCode: 'YOK-BOYLE-KOD', totalAmount: 100 }), 404, couponMessages.notFound);
    const off = await createCoupon(t.app, admin.token, 'create-admin');
    await injectJson(t.app, { method: 'PUT', url: '/api/coupon/activate-coupon', headers: auth(admin.token), body: { code: off.code, isActive: false } });
    expectRefusal(await applyCoupon(t.app, buyer.token, { couponCode: off.code, totalAmount: 100 }), 422, couponMessages.inactive);
    const later = await createCoupon(t.app, admin.token, 'create-admin', { startsAt: '2099-06-01T09:00' });
    const early = await applyCoupon(t.app, buyer.token, { couponCode: later.code, totalAmount: 100 });
    expectRefusal(early, 422, 'Bu kupon 1 Haziran 2099 09:00 tarihinden itibaren kullanılabilir.');
    const ended = await createCoupon(t.app, admin.token, 'create-admin');
    await t.app.db.update(coupons).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, ended._id));
    expectRefusal(await applyCoupon(t.app, buyer.token, { couponCode: ended.code, totalAmount: 100 }), 422, couponMessages.expired);
  });

  it('the overall limit and each buyer’s own limit', async () => {
    const scarce = await createCoupon(t.app, admin.token, 'create-admin', { usageLimit: 1 });
    await t.app.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, scarce._id));
    expectRefusal(await applyCoupon(t.app, buyer.token, { couponCode: scarce.code, totalAmount: 100 }), 422, couponMessages.exhausted);
    const once = await createCoupon(t.app, admin.token, 'create-admin', { perUserLimit: 1 });
    const orderId = await createOrderRow(t.app, buyer.user.id);
    await t.app.db.transaction((tx) => recordCouponUse(tx, { couponId: once._id, userId: buyer.user.id, orderId, discount: 1000 }));
    expectRefusal(await applyCoupon(t.app, buyer.token, { couponCode: once.code, totalAmount: 100 }), 422, couponMessages.perUserExhausted);
    const other = await createUser(t.app);
    expect((await applyCoupon(t.app, other.token, { couponCode: once.code, totalAmount: 100 })).status).toBe(200);
  });

  it("follower coupons need the follow; personal coupons their owner", async () => {
    const followers = await createCoupon(t.app, storeA.token, 'create-for-followers', { discountType: 'fixed', discountValue: 20 });
    expectRefusal(
      await applyCoupon(t.app, buyer.token, { couponCode: followers.code, totalAmount: 100 }),
      422,
      'Bu kupon yalnızca Anadolu Hırdavat mağazasının takipçilerine özel. Mağazayı takip ederek kullanabilirsiniz.',
    );
    const fan = await createUser(t.app);
    await injectJson(t.app, { method: 'POST', url: '/api/follow', headers: auth(fan.token), body: { following: storeA.seller._id } });
    expect((await applyCoupon(t.app, fan.token, { couponCode: followers.code, totalAmount: 100 })).body).toMatchObject({ discount: 20, newTotal: 80 });

    const personal = await createCoupon(t.app, admin.token, 'user-create', { userId: fan.user.id });
    expectRefusal(await applyCoupon(t.app, buyer.token, { couponCode: personal.code, totalAmount: 100 }), 422, couponMessages.notOwner);
    expect((await applyCoupon(t.app, fan.token, { couponCode: personal.code, totalAmount: 100 })).status).toBe(200);
  });

  it('needs a token (401) and a well-formed body (400)', async () => {
    const visitor = await injectJson(t.app, { method: 'POST', url: '/api/coupon/apply-coupon', body: { couponCode: 'X', totalAmount: 1 } });
    expect(visitor.status).toBe(401);
    const bad = await applyCoupon(t.app, buyer.token, { couponCode: '', totalAmount: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ couponCode: couponMessages.codeRequired, totalAmount: 'Sepet tutarı en az 0.01 olmalı.' });
  });
});

describe('earn-coupon and my coupons', () => {
  const earn = (token: string, body: Record<string, unknown>) =>
    injectJson(t.app, { method: 'POST', url: '/api/coupon/earn-coupon', headers: auth(token), body });
  const myCoupons = (token: string) => injectJson(t.app, { method: 'GET', url: '/api/coupon/my-coupons', headers: auth(token) });

  it('adds a coupon once (earning again changes nothing) and lists it with the uses left', async () => {
    const holder = await createUser(t.app);
    const coupon = await createCoupon(t.app, admin.token, 'create-admin', { perUserLimit: 2 });
    const first = await earn(holder.token, { userId: holder.user.id, code: coupon.code.toLowerCase() });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(couponMessages.earned);
    expect(first.body.coupon).toMatchObject({ code: coupon.code, timesUsed: 0, remainingUses: 2, usable: true, status: 'active' });
    expect((await earn(holder.token, { code: coupon.code })).body.message).toBe(couponMessages.alreadyEarned);
    const later = await createCoupon(t.app, admin.token, 'create-admin', { startsAt: '2099-01-01' });
    expect((await earn(holder.token, { code: later.code })).body.coupon).toMatchObject({ status: 'scheduled', usable: false });

    const list = await myCoupons(holder.token);
    expect(list.body).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(list.body.coupons.map((entry: { code: string }) => entry.code)).toEqual([later.code, coupon.code]);
    expect(list.body.coupons[1]).not.toHaveProperty('usedCount');
  });

  it("a used-up coupon shows as used in the holder's list", async () => {
    const holder = await createUser(t.app);
    const coupon = await createCoupon(t.app, admin.token, 'create-admin');
    await earn(holder.token, { code: coupon.code });
    const orderId = await createOrderRow(t.app, holder.user.id);
    await t.app.db.transaction((tx) => recordCouponUse(tx, { couponId: coupon._id, userId: holder.user.id, orderId, discount: 500 }));
    expect((await myCoupons(holder.token)).body.coupons[0]).toMatchObject({ status: 'used', timesUsed: 1, remainingUses: 0, usable: false });
  });

  it("the token says who earns: another user's id is 403 unless the caller is an admin", async () => {
    const coupon = await createCoupon(t.app, admin.token, 'create-admin');
    const other = await createUser(t.app);
    expectRefusal(await earn(buyer.token, { userId: other.user.id, code: coupon.code }), 403, couponMessages.earnForOthers);
    const byAdmin = await earn(admin.token, { userId: other.user.id, code: coupon.code });
    expect([byAdmin.status, byAdmin.body.message]).toEqual([200, couponMessages.earned]);
    expect((await myCoupons(other.token)).body.total).toBe(1);
    expectRefusal(await earn(admin.token, { userId: '00000000-0000-4000-8000-000000000000', code: coupon.code }), 404, couponMessages.ownerNotFound);
  });

  it('refuses unknown, ended, used-up, follower-only and someone else’s coupons', async () => {
    const holder = await createUser(t.app);
    expectRefusal(await earn(holder.token, { code: 'BILINMEYEN-KOD' }), 404, couponMessages.notFound);
    const ended = await createCoupon(t.app, admin.token, 'create-admin');
    await t.app.db.update(coupons).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, ended._id));
    expectRefusal(await earn(holder.token, { code: ended.code }), 422, couponMessages.expired);
    const scarce = await createCoupon(t.app, admin.token, 'create-admin', { usageLimit: 1 });
    await t.app.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, scarce._id));
    expectRefusal(await earn(holder.token, { code: scarce.code }), 422, couponMessages.exhausted);
    const followers = await createCoupon(t.app, storeB.token, 'create-for-followers');
    expect((await earn(holder.token, { code: followers.code })).status).toBe(422);
    const personal = await createCoupon(t.app, storeB.token, 'user-create', { userId: buyer.user.id });
    expectRefusal(await earn(holder.token, { code: personal.code }), 422, couponMessages.notOwner);
  });
});
