import { couponMessages, formatCouponDate, formatKurus } from '@pazaryeri/contract/coupons/index';
import { formatMessage } from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countActiveUses, type CouponView, isFollowingStoreOf } from './coupons.queries';
import type { CouponRow } from '../../db/schema/coupons';

const refuse = (message: string): never => {
  throw new AppError('UNPROCESSABLE', message);
};

const storeName = (view: CouponView) => view.store?.storeName ?? 'mağaza';

/** Switched on and inside its window. A coupon may be saved before it starts (`allowScheduled`). */
export function checkValidNow(coupon: CouponRow, now: Date, options: { allowScheduled?: boolean } = {}) {
  if (coupon.isActive !== 1) refuse(couponMessages.inactive);
  if (coupon.endsAt && coupon.endsAt < now) refuse(couponMessages.expired);
  if (!options.allowScheduled && coupon.startsAt > now) {
    refuse(formatMessage(couponMessages.notStarted, { date: formatCouponDate(coupon.startsAt) }));
  }
}

/** Whether the user is someone the coupon is for: its owner (user coupons), a follower (follower coupons). */
export async function checkAudience(db: Db, view: CouponView, userId: string) {
  const { coupon } = view;
  if (coupon.kind === 'user' && coupon.ownerUserId !== userId) refuse(couponMessages.notOwner);
  if (coupon.kind === 'followers' && !(await isFollowingStoreOf(db, userId, coupon.id))) {
    refuse(formatMessage(couponMessages.followersOnly, { store: storeName(view) }));
  }
}

/** Uses left overall and for this user (given-back uses do not count). */
export async function checkUsesLeft(db: Db, coupon: CouponRow, userId: string) {
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) refuse(couponMessages.exhausted);
  if ((await countActiveUses(db, coupon.id, userId)) >= coupon.perUserLimit) refuse(couponMessages.perUserExhausted);
}

/** Every rule about who may use the coupon now, in the order a buyer is told about them. */
export async function checkUsableBy(db: Db, view: CouponView, userId: string, now = new Date()) {
  checkValidNow(view.coupon, now);
  await checkAudience(db, view, userId);
  await checkUsesLeft(db, view.coupon, userId);
}

export interface PricedLine {
  sellerId: string;
  /** kuruş */
  lineTotal: number;
}

/** a × b / c rounded half up, exact for any kuruş amounts. */
const mulDivRound = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c)));

/**
 * Splits `total` over `amounts` in proportion, in whole kuruş that add up exactly (largest
 * remainders get the leftover kuruş). No share exceeds its amount while total ≤ their sum.
 */
export function splitDiscount(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((acc, amount) => acc + amount, 0);
  if (sum === 0 || total === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => BigInt(total) * BigInt(amount));
  const shares = exact.map((value) => Number(value / BigInt(sum)));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const remainders = exact.map((value, index) => ({ index, remainder: value % BigInt(sum) }));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : b.remainder > a.remainder ? 1 : -1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discount of a coupon on a buyer's lines: a store's coupons cover that store's lines only,
 * platform coupons all of them. The covered lines must reach the minimum; a percent is rounded
 * to the kuruş and capped by `maxDiscount`; nothing exceeds the covered lines.
 */
export function priceCoupon(view: CouponView, lines: PricedLine[]): { discountByLine: number[]; total: number } {
  const { coupon } = view;
  const covered = lines.map((line) => coupon.sellerId === null || line.sellerId === coupon.sellerId);
  const amounts = lines.map((line, index) => (covered[index] ? line.lineTotal : 0));
  const coveredTotal = amounts.reduce((acc, amount) => acc + amount, 0);
  if (coveredTotal === 0) {
    refuse(coupon.sellerId === null ? couponMessages.notForCart : formatMessage(couponMessages.storeOnly, { store: storeName(view) }));
  }
  if (coveredTotal < coupon.minCartTotal) {
    const amount = formatKurus(coupon.minCartTotal);
    refuse(
      coupon.sellerId === null
        ? formatMessage(couponMessages.minCartTotal, { amount })
        : formatMessage(couponMessages.minStoreTotal, { amount, store: storeName(view) }),
    );
  }
  let total = coupon.discountType === 'percent' ? mulDivRound(coveredTotal, coupon.discountValue, 10_000) : coupon.discountValue;
  if (coupon.discountType === 'percent' && coupon.maxDiscount !== null) total = Math.min(total, coupon.maxDiscount);
  total = Math.min(total, coveredTotal);
  return { discountByLine: splitDiscount(total, amounts), total };
}
