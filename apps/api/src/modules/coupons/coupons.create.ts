import {
  couponMessages,
  type CouponResponse,
  type CouponTermsBody,
  type CreateUserCouponBody,
} from '@pazaryeri/contract/coupons/index';
import { tlToKurus } from '@pazaryeri/contract/products/index';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { findStoreByUserId } from '../sellers';
import type { SellerRow } from '../../db/schema/sellers';
import { findAuthUser } from '../users';
import { insertCoupon, insertUserCoupon, selectCouponView } from './coupons.queries';
import { type CouponKind, coupons } from '../../db/schema/coupons';
import { toCoupon } from './coupons.view';

export interface Actor {
  id: string;
  isAdmin: boolean;
}

/** The caller's store; coupons are made only by an approved one. */
export async function requireCouponStore(db: Db, userId: string): Promise<SellerRow> {
  const store = await findStoreByUserId(db, userId);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', couponMessages.storeRequired);
  return store;
}

interface NewCoupon {
  kind: CouponKind;
  createdById: string;
  sellerId?: string;
  ownerUserId?: string;
}

/** Writes the coupon (and, for a user coupon, puts it in its owner's list) in one transaction. */
async function saveCoupon(db: Db, terms: CouponTermsBody, who: NewCoupon): Promise<CouponResponse> {
  try {
    const id = await db.transaction(async (tx) => {
      const row = await insertCoupon(tx, {
        ...who,
        code: terms.code,
        description: terms.description ?? null,
        discountType: terms.discountType,
        // A percent is kept in basis points of a percent (12.5 % → 1250), TL in kuruş.
        discountValue: terms.discountType === 'percent' ? Math.round(terms.discountValue * 100) : tlToKurus(terms.discountValue),
        maxDiscount: terms.maxDiscount === undefined ? null : tlToKurus(terms.maxDiscount),
        minCartTotal: tlToKurus(terms.minCartTotal),
        usageLimit: terms.usageLimit ?? null,
        perUserLimit: terms.perUserLimit,
        startsAt: terms.startsAt ?? new Date(),
        endsAt: terms.endsAt ?? null,
      });
      if (who.ownerUserId) await insertUserCoupon(tx, who.ownerUserId, row.id);
      return row.id;
    });
    const view = await selectCouponView(db, eq(coupons.id, id));
    return { message: couponMessages.created, coupon: toCoupon(view!) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', couponMessages.codeTaken);
    throw error;
  }
}

/** `create` (every buyer of the store) and `create-for-followers` (its followers only): on the store's items. */
export async function createStoreCoupon(db: Db, actor: Actor, terms: CouponTermsBody, kind: 'seller' | 'followers') {
  const store = await requireCouponStore(db, actor.id);
  return saveCoupon(db, terms, { kind, createdById: actor.id, sellerId: store.id });
}

/** `create-admin`: a platform coupon on every store's items (the platform funds it). */
export async function createAdminCoupon(db: Db, actor: Actor, terms: CouponTermsBody) {
  return saveCoupon(db, terms, { kind: 'admin', createdById: actor.id });
}

/**
 * `user-create`: a personal coupon for one user (a goodwill gesture, an apology for a late
 * parcel). A store's covers its own items; an admin's covers everything. Only that user can use
 * it, and it lands in their "my coupons" at once.
 */
export async function createUserCoupon(db: Db, actor: Actor, body: CreateUserCouponBody) {
  const { userId, ...terms } = body;
  const store = actor.isAdmin ? null : await requireCouponStore(db, actor.id);
  if (userId === actor.id) throw new AppError('UNPROCESSABLE', couponMessages.ownerIsSelf);
  const owner = await findAuthUser(db, userId);
  if (!owner || owner.deletedAt || owner.bannedAt) throw new AppError('NOT_FOUND', couponMessages.ownerNotFound);
  return saveCoupon(db, terms, { kind: 'user', createdById: actor.id, sellerId: store?.id, ownerUserId: owner.id });
}
