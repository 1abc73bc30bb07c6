import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { sellers } from '../../db/schema/sellers';
import { findStoreByUserId } from '../sellers';
import { coupons, couponUsages, userCoupons } from '../../db/schema/coupons';

/** A coupon's terms as stored: percent discounts in basis points of a percent, fixed ones and limits in kuruş. */
const terms = {
  code: coupons.code,
  kind: coupons.kind,
  description: coupons.description,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minCartTotal: coupons.minCartTotal,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  isActive: coupons.isActive,
};

/**
 * The coupons in the person's "my coupons", their uses at checkout, and for a store owner the
 * store's coupons with how often they were used: not who used them, nor whom a personal coupon was for.
 */
export const couponsPersonalData: PersonalDataSource = {
  folder: 'kuponlar',
  title: 'Kuponlar ve kupon kullanımları',
  async collect(db, person) {
    const [held, uses, store] = await Promise.all([
      db
        .select({ couponId: coupons.id, ...terms, storeName: sellers.storeName, earnedAt: userCoupons.earnedAt })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
        .where(eq(userCoupons.userId, person.id))
        .orderBy(asc(userCoupons.earnedAt), asc(userCoupons.couponId)),
      db
        .select({
          id: couponUsages.id,
          couponId: couponUsages.couponId,
          code: coupons.code,
          orderId: couponUsages.orderId,
          discount: couponUsages.discount,
          usedAt: couponUsages.createdAt,
          releasedAt: couponUsages.releasedAt,
        })
        .from(couponUsages)
        .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
        .where(eq(couponUsages.userId, person.id))
        .orderBy(asc(couponUsages.createdAt), asc(couponUsages.id)),
      findStoreByUserId(db, person.id),
    ]);
    const storeCoupons = store
      ? await db
          .select({
            id: coupons.id,
            ...terms,
            usageLimit: coupons.usageLimit,
            perUserLimit: coupons.perUserLimit,
            usedCount: coupons.usedCount,
            createdAt: coupons.createdAt,
            updatedAt: coupons.updatedAt,
          })
          .from(coupons)
          .where(eq(coupons.sellerId, store.id))
          .orderBy(asc(coupons.createdAt), asc(coupons.id))
      : [];
    return { data: { myCoupons: held, couponUses: uses, storeCoupons }, files: [] };
  },
  /** Coupons given to the person go from their wallet; the uses stay with the orders they discounted. */
  async erase(tx, person) {
    await tx.delete(userCoupons).where(eq(userCoupons.userId, person.id));
  },
};
