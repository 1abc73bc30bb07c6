import { couponMessages, normalizeCouponCode } from '@pazaryeri/contract/coupons/index';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { type CouponView, selectActiveCouponByCode, selectCouponView } from './coupons.queries';
import { coupons } from '../../db/schema/coupons';

const codePattern = /^[A-Z0-9-]{1,64}$/;

/**
 * The coupon holding a (normalised) code now. A code whose coupons are all switched off answers
 * 'no longer valid' (422) rather than 'unknown' (404): the buyer did not mistype it.
 */
export async function findUsableCoupon(db: Db, code: string, options: { lock?: boolean } = {}): Promise<CouponView> {
  if (!codePattern.test(code)) throw new AppError('NOT_FOUND', couponMessages.notFound);
  const view = await selectActiveCouponByCode(db, code, options);
  if (view) return view;
  if (await selectCouponView(db, eq(coupons.code, code))) throw new AppError('UNPROCESSABLE', couponMessages.inactive);
  throw new AppError('NOT_FOUND', couponMessages.notFound);
}

/** A coupon by id, or by code (the active one, else the newest). */
export async function findCouponByRef(db: Db, ref: string): Promise<CouponView | null> {
  if (isId(ref)) return selectCouponView(db, eq(coupons.id, ref));
  const code = normalizeCouponCode(ref);
  return codePattern.test(code) ? selectCouponView(db, eq(coupons.code, code)) : null;
}
