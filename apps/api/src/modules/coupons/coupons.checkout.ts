import { couponMessages, normalizeCouponCode } from '@pazaryeri/contract/coupons/index';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findUsableCoupon } from './coupons.lookup';
import { checkUsableBy, checkUsesLeft, priceCoupon } from './coupons.rules';
import { coupons, couponUsages } from '../../db/schema/coupons';

/**
 * What the orders module asks of coupons during checkout, inside its transaction. The coupons
 * module owns the rules (validity window, minimum total, usage limits overall and per user,
 * percentage or fixed, seller coupons only on that seller's lines, followers only, one coupon per
 * order); orders only passes the lines and stores what comes back.
 */
export interface CheckoutLine {
  sellerId: string;
  productId: string;
  /** unit price × quantity, kuruş */
  lineTotal: number;
}

export interface CouponApplication {
  couponId: string;
  code: string;
  /** The discount on each line, kuruş, in the order of `lines`; sums to `total`. */
  discountByLine: number[];
  total: number;
}

/**
 * Checks a code against a buyer's lines and computes the discount, locking the coupon row
 * (`for update`) so concurrent checkouts count its uses one at a time. Refuses with a Turkish
 * 422 (or 404 for an unknown code) when it does not apply. Records nothing.
 */
export async function applyCouponAtCheckout(
  tx: Db,
  input: { code: string; userId: string; lines: CheckoutLine[] },
): Promise<CouponApplication> {
  const view = await findUsableCoupon(tx, normalizeCouponCode(input.code), { lock: true });
  await checkUsableBy(tx, view, input.userId);
  const { discountByLine, total } = priceCoupon(view, input.lines);
  return { couponId: view.coupon.id, code: view.coupon.code, discountByLine, total };
}

/**
 * Counts the use for the order (guarded by the usage limits); call in the same transaction, after
 * applyCouponAtCheckout. The coupon row is locked again (a no-op after applyCouponAtCheckout), so
 * the per-user count below sees every use committed before; the increment is guarded as well, so
 * `used_count` never passes `usage_limit` whatever the caller did before.
 */
export async function recordCouponUse(tx: Db, input: { couponId: string; userId: string; orderId: string; discount: number }): Promise<void> {
  if (!isId(input.couponId)) throw new AppError('NOT_FOUND', couponMessages.notFound);
  if (!Number.isSafeInteger(input.discount) || input.discount < 0) throw new RangeError('discount must be whole kuruş, 0 or more');
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
  if (!coupon) throw new AppError('NOT_FOUND', couponMessages.notFound);
  if (coupon.isActive !== 1) throw new AppError('UNPROCESSABLE', couponMessages.inactive);
  const [orderUse] = await tx.select({ id: couponUsages.id }).from(couponUsages).where(eq(couponUsages.orderId, input.orderId));
  if (orderUse) throw new AppError('CONFLICT', couponMessages.onePerOrder);
  await checkUsesLeft(tx, coupon, input.userId);
  const [counted] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: new Date() })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (!counted) throw new AppError('UNPROCESSABLE', couponMessages.exhausted);
  try {
    await tx.insert(couponUsages).values({ couponId: coupon.id, userId: input.userId, orderId: input.orderId, discount: input.discount });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', couponMessages.onePerOrder);
    throw error;
  }
}

/** Gives the use back when the order is cancelled or its payment fails (idempotent). */
export async function releaseCouponUse(tx: Db, orderId: string): Promise<void> {
  if (!isId(orderId)) return;
  const released = await tx
    .update(couponUsages)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponUsages.orderId, orderId), isNull(couponUsages.releasedAt)))
    .returning({ couponId: couponUsages.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)`, updatedAt: new Date() })
      .where(eq(coupons.id, couponId));
  }
}
