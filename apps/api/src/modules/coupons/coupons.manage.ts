import {
  type ActivateCouponBody,
  type AdminCouponsQuery,
  type AdminCouponsResponse,
  couponMessages,
  type CouponResponse,
  type PublicCoupon,
  type SellerCouponsResponse,
} from '@pazaryeri/contract/coupons/index';
import { kurusToTl } from '@pazaryeri/contract/products/index';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { matchesKeyword } from '../../lib/sql-filters';
import { type Actor, requireCouponStore } from './coupons.create';
import { findCouponByRef } from './coupons.lookup';
import { selectCouponPage, selectCouponView, sumActiveDiscounts } from './coupons.queries';
import { coupons } from '../../db/schema/coupons';
import { pageCount, toCoupon, toPublicCoupon } from './coupons.view';

/** `seller-history`: the store's coupons, newest first, with their uses and the discount they gave. */
export async function listSellerCoupons(db: Db, actor: Actor, page: number, limit: number): Promise<SellerCouponsResponse> {
  const store = await requireCouponStore(db, actor.id);
  const { rows, total } = await selectCouponPage(db, eq(coupons.sellerId, store.id), (page - 1) * limit, limit);
  const discounts = await sumActiveDiscounts(db, rows.map((row) => row.coupon.id));
  const now = new Date();
  return {
    coupons: rows.map((row) => ({ ...toCoupon(row, now), totalDiscount: kurusToTl(discounts.get(row.coupon.id) ?? 0) })),
    page,
    limit,
    total,
    totalPages: pageCount(total, limit),
  };
}

/** `all` (admin): every coupon, newest first; by kind, on/off, store, or a part of the code. */
export async function listAdminCoupons(db: Db, query: AdminCouponsQuery): Promise<AdminCouponsResponse> {
  const conditions: (SQL | undefined)[] = [
    query.kind ? eq(coupons.kind, query.kind) : undefined,
    query.isActive ? eq(coupons.isActive, query.isActive === 'true' ? 1 : 0) : undefined,
    query.search ? matchesKeyword(coupons.code, query.search) : undefined,
  ];
  if (query.sellerId) {
    if (!isId(query.sellerId)) return { coupons: [], page: query.page, limit: query.limit, total: 0, totalPages: 0 };
    conditions.push(eq(coupons.sellerId, query.sellerId));
  }
  const { rows, total } = await selectCouponPage(db, and(...conditions), (query.page - 1) * query.limit, query.limit);
  const now = new Date();
  return { coupons: rows.map((row) => toCoupon(row, now)), page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}

/**
 * `activate-coupon` (admin): one coupon holds a code at a time, so switching one on switches off
 * the one holding the code (spec §4: the answer replaces the coupon with that code in the list).
 * Without `id` the code's active coupon stays (idempotent), else its newest one comes back.
 * `isActive: false` switches the code off. The code's rows are locked, so two admins at once
 * cannot leave two active coupons (the unique index would refuse it anyway).
 */
export async function activateCoupon(db: Db, body: ActivateCouponBody): Promise<CouponResponse> {
  const id = await db.transaction(async (tx) => {
    const rows = await tx.select().from(coupons).where(eq(coupons.code, body.code)).orderBy(asc(coupons.id)).for('update');
    const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const active = rows.find((row) => row.isActive === 1);
    const target = body.id ? rows.find((row) => row.id === body.id) : (active ?? newest[0]);
    if (!target) throw new AppError('NOT_FOUND', couponMessages.notFound);
    const now = new Date();
    if (!body.isActive) {
      await tx.update(coupons).set({ isActive: 0, updatedAt: now }).where(and(eq(coupons.id, target.id), eq(coupons.isActive, 1)));
      return target.id;
    }
    if (target.isActive === 1) return target.id;
    await tx
      .update(coupons)
      .set({ isActive: 0, updatedAt: now })
      .where(and(eq(coupons.code, body.code), eq(coupons.isActive, 1), ne(coupons.id, target.id)));
    await tx.update(coupons).set({ isActive: 1, updatedAt: now }).where(eq(coupons.id, target.id));
    return target.id;
  });
  const view = await selectCouponView(db, eq(coupons.id, id));
  return { message: body.isActive ? couponMessages.activated : couponMessages.deactivated, coupon: toCoupon(view!) };
}

/**
 * `GET /coupon/{id}` (no token): a coupon's terms by id or code, never its usage. A personal
 * coupon shows only to its owner, its store and admins; to anyone else it does not exist.
 */
export async function getPublicCoupon(db: Db, ref: string, viewer: Actor | null): Promise<PublicCoupon> {
  const view = await findCouponByRef(db, ref);
  if (!view) throw new AppError('NOT_FOUND', couponMessages.notFound);
  if (view.coupon.kind === 'user' && !viewer?.isAdmin && viewer?.id !== view.coupon.ownerUserId && viewer?.id !== view.coupon.createdById) {
    throw new AppError('NOT_FOUND', couponMessages.notFound);
  }
  return toPublicCoupon(view);
}
