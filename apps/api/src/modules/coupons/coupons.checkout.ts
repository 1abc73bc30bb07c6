import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';

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
  _tx: Db,
  _input: { code: string; userId: string; lines: CheckoutLine[] },
): Promise<CouponApplication> {
  throw new AppError('SERVICE_UNAVAILABLE', 'Kuponlar henüz kullanılamıyor.');
}

/** Counts the use for the order (guarded by the usage limits); call in the same transaction, after applyCouponAtCheckout. */
export async function recordCouponUse(_tx: Db, _input: { couponId: string; userId: string; orderId: string; discount: number }): Promise<void> {
  throw new AppError('SERVICE_UNAVAILABLE', 'Kuponlar henüz kullanılamıyor.');
}

/** Gives the use back when the order is cancelled or its payment fails (idempotent). */
export async function releaseCouponUse(_tx: Db, _orderId: string): Promise<void> {
  throw new AppError('SERVICE_UNAVAILABLE', 'Kuponlar henüz kullanılamıyor.');
}
