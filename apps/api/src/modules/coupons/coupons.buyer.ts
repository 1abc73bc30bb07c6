import {
  type ApplyCouponBody,
  type ApplyCouponResponse,
  couponMessages,
  type EarnCouponBody,
  type EarnCouponResponse,
  type MyCouponsResponse,
} from '@pazaryeri/contract/coupons/index';
import { kurusToTl, tlToKurus } from '@pazaryeri/contract/products/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getProductDetail } from '../products';
import { findAuthUser } from '../users';
import type { Actor } from './coupons.create';
import { findUsableCoupon } from './coupons.lookup';
import { type CouponView, insertUserCoupon, selectMyCouponPage } from './coupons.queries';
import { checkAudience, checkUsableBy, checkValidNow, type PricedLine, priceCoupon } from './coupons.rules';
import { pageCount, storeCard, toMyCoupon } from './coupons.view';

/**
 * `earn-coupon`: puts a coupon in a user's "my coupons". The caller earns for themselves; an
 * admin may name anyone. A coupon not yet started may be saved; an ended, used-up or someone
 * else's one may not, and a follower coupon needs the follow first. Earning twice changes nothing.
 */
export async function earnCoupon(db: Db, actor: Actor, body: EarnCouponBody): Promise<EarnCouponResponse> {
  const userId = body.userId ?? actor.id;
  if (userId !== actor.id) {
    if (!actor.isAdmin) throw new AppError('FORBIDDEN', couponMessages.earnForOthers);
    const user = await findAuthUser(db, userId);
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', couponMessages.ownerNotFound);
  }
  const view = await findUsableCoupon(db, body.code);
  checkValidNow(view.coupon, new Date(), { allowScheduled: true });
  await checkAudience(db, view, userId);
  if (view.coupon.usageLimit !== null && view.coupon.usedCount >= view.coupon.usageLimit) {
    throw new AppError('UNPROCESSABLE', couponMessages.exhausted);
  }
  const added = await insertUserCoupon(db, userId, view.coupon.id);
  const { rows } = await selectMyCouponPage(db, userId, 0, 1, view.coupon.id);
  return { message: added ? couponMessages.earned : couponMessages.alreadyEarned, coupon: toMyCoupon(rows[0]) };
}

/** The cart's lines priced from the database (product price plus the variant's difference), kuruş. */
async function priceItems(db: Db, items: NonNullable<ApplyCouponBody['items']>): Promise<PricedLine[]> {
  const products = new Map<string, Awaited<ReturnType<typeof getProductDetail>>>();
  const lines: PricedLine[] = [];
  for (const item of items) {
    const product = products.get(item.productId) ?? (await getProductDetail(db, item.productId, null));
    products.set(item.productId, product);
    const delta = product.variants.find((variant) => variant._id === item.variantId)?.priceDelta ?? 0;
    lines.push({ sellerId: product.sellerId, lineTotal: tlToKurus(product.price + delta) * item.quantity });
  }
  return lines;
}

/**
 * `apply-coupon`: what the coupon takes off this cart, checked by the same rules as checkout
 * (nothing is recorded). With `items` the covered lines come from the database's prices; without,
 * the whole `totalAmount` counts as covered. `newTotal` = `totalAmount` − discount, never below 0.
 */
export async function previewCoupon(db: Db, userId: string, body: ApplyCouponBody): Promise<ApplyCouponResponse> {
  const view: CouponView = await findUsableCoupon(db, body.couponCode);
  await checkUsableBy(db, view, userId);
  const totalAmount = tlToKurus(body.totalAmount);
  const lines = body.items ? await priceItems(db, body.items) : [{ sellerId: view.coupon.sellerId ?? '', lineTotal: totalAmount }];
  const discount = Math.min(priceCoupon(view, lines).total, totalAmount);
  return {
    message: couponMessages.applied,
    code: view.coupon.code,
    discount: kurusToTl(discount),
    newTotal: kurusToTl(totalAmount - discount),
    seller: storeCard(view.store),
  };
}

export async function listMyCoupons(db: Db, userId: string, page: number, limit: number): Promise<MyCouponsResponse> {
  const { rows, total } = await selectMyCouponPage(db, userId, (page - 1) * limit, limit);
  const now = new Date();
  return { coupons: rows.map((row) => toMyCoupon(row, now)), page, limit, total, totalPages: pageCount(total, limit) };
}
