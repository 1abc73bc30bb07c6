import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createApplicant } from '../sellers';
import { coupons, couponUsages, userCoupons } from '../../db/schema/coupons';
import { createOrderRow } from './coupon-fixtures';
import { couponsPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

describe('coupons personal data', () => {
  it("gives the person's coupons and uses, and their store's coupons without who holds or used them", async () => {
    const a = await createApplicant(t.app, { storeName: 'Kara Hırdavat' }, 'Ayşe Kara');
    const b = await createUser(t.app, { name: 'Bora Demirtaş' });
    const [welcome, storeCoupon, apology, borasOwn] = await t.app.db
      .insert(coupons)
      .values([
        { code: 'HOSGELDIN10', kind: 'admin', description: 'Hoş geldin indirimi', discountType: 'percent', discountValue: 1000, usedCount: 1 },
        { code: 'KARA50', kind: 'seller', sellerId: a.seller._id, createdById: a.user.id, discountType: 'fixed', discountValue: 5_000, minCartTotal: 50_000, usageLimit: 100, usedCount: 1, createdAt: new Date('2025-05-01T09:00:00Z') },
        { code: 'KARAOZUR', kind: 'user', sellerId: a.seller._id, ownerUserId: b.user.id, createdById: a.user.id, description: 'Geciken kargo için', discountType: 'fixed', discountValue: 2_500, createdAt: new Date('2025-06-01T09:00:00Z') },
        { code: 'BORAYAOZEL', kind: 'admin', discountType: 'fixed', discountValue: 1_000 },
      ])
      .returning();
    await t.app.db.insert(userCoupons).values([
      { userId: a.user.id, couponId: welcome.id },
      { userId: b.user.id, couponId: apology.id },
      { userId: b.user.id, couponId: borasOwn.id },
    ]);
    const aOrder = await createOrderRow(t.app, a.user.id);
    const bOrder = await createOrderRow(t.app, b.user.id);
    await t.app.db.insert(couponUsages).values([
      { couponId: welcome.id, userId: a.user.id, orderId: aOrder, discount: 10_000 },
      { couponId: storeCoupon.id, userId: b.user.id, orderId: bOrder, discount: 5_000 },
    ]);

    const { data, files } = await couponsPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.myCoupons).toEqual([
      expect.objectContaining({ couponId: welcome.id, code: 'HOSGELDIN10', kind: 'admin', description: 'Hoş geldin indirimi', discountType: 'percent', discountValue: 1000, storeName: null, earnedAt: expect.any(Date) }),
    ]);
    expect(data.couponUses).toEqual([expect.objectContaining({ couponId: welcome.id, code: 'HOSGELDIN10', orderId: aOrder, discount: 10_000, releasedAt: null })]);
    expect(data.storeCoupons).toEqual([
      expect.objectContaining({ id: storeCoupon.id, code: 'KARA50', kind: 'seller', discountValue: 5_000, minCartTotal: 50_000, usageLimit: 100, usedCount: 1 }),
      expect.objectContaining({ id: apology.id, code: 'KARAOZUR', kind: 'user', description: 'Geciken kargo için' }),
    ]);
    expect(files).toEqual([]);
    const json = JSON.stringify(data);
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', 'BORAYAOZEL', bOrder, 'ownerUserId', 'createdById']) expect(json).not.toContain(absent);
  });

  it('gives empty lists to a person without coupons or a store', async () => {
    const c = await createUser(t.app);
    expect(await couponsPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { myCoupons: [], couponUses: [], storeCoupons: [] }, files: [] });
  });
});
