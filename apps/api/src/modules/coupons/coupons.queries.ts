import { and, count, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isFollowedBy } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { type CouponRow, coupons, couponUsages, userCoupons } from '../../db/schema/coupons';

/** A coupon with the store it belongs to and the user it was made for (both may be null). */
export interface CouponView {
  coupon: CouponRow;
  store: { id: string; storeName: string; alias: string } | null;
  owner: { id: string; name: string } | null;
}

const viewColumns = {
  coupon: getTableColumns(coupons),
  store: { id: sellers.id, storeName: sellers.storeName, alias: sellers.alias },
  owner: { id: users.id, name: users.name },
};

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .leftJoin(users, eq(users.id, coupons.ownerUserId));
}

export async function selectCouponView(db: Db, where: SQL, options: { lock?: boolean } = {}): Promise<CouponView | null> {
  const query = selectViews(db).where(where).orderBy(desc(coupons.isActive), desc(coupons.createdAt)).limit(1);
  // Only the coupon row is locked: checkouts of one coupon queue on it, the store row stays free.
  const [row] = options.lock ? await query.for('update', { of: coupons }) : await query;
  return row ?? null;
}

/** The coupon that holds a code now; with `lock`, its row stays locked until the transaction ends. */
export const selectActiveCouponByCode = (db: Db, code: string, options: { lock?: boolean } = {}) =>
  selectCouponView(db, and(eq(coupons.code, code), eq(coupons.isActive, 1))!, options);

export async function selectCouponPage(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    selectViews(db).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows, total };
}

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}

/** The uses a user has not been given back. */
export async function countActiveUses(db: Db, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId), isNull(couponUsages.releasedAt)));
  return row.value;
}

export async function isFollowingStoreOf(db: Db, userId: string, couponId: string): Promise<boolean> {
  const [row] = await db.select({ following: isFollowedBy(userId, coupons.sellerId) }).from(coupons).where(eq(coupons.id, couponId));
  return row?.following ?? false;
}

/** Kuruş given by each coupon's uses that still count. */
export async function sumActiveDiscounts(db: Db, couponIds: string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponUsages.couponId, total: sql<number>`coalesce(sum(${couponUsages.discount}), 0)`.mapWith(Number) })
    .from(couponUsages)
    .where(and(inArray(couponUsages.couponId, couponIds), isNull(couponUsages.releasedAt)))
    .groupBy(couponUsages.couponId);
  return new Map(rows.map((row) => [row.couponId, row.total]));
}

/** True when the coupon is new in the user's list. */
export async function insertUserCoupon(db: Db, userId: string, couponId: string): Promise<boolean> {
  const rows = await db.insert(userCoupons).values({ userId, couponId }).onConflictDoNothing().returning({ userId: userCoupons.userId });
  return rows.length > 0;
}

const timesUsed = sql<number>`(select count(*) from ${couponUsages} where ${couponUsages.couponId} = ${coupons.id}
  and ${couponUsages.userId} = ${userCoupons.userId} and ${couponUsages.releasedAt} is null)`.mapWith(Number);

/** A user's coupons, newest earned first, with their own uses counted. */
export async function selectMyCouponPage(db: Db, userId: string, offset: number, limit: number, couponId?: string) {
  const where = and(eq(userCoupons.userId, userId), couponId ? eq(userCoupons.couponId, couponId) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...viewColumns, earnedAt: userCoupons.earnedAt, timesUsed })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
      .leftJoin(users, eq(users.id, coupons.ownerUserId))
      .where(where)
      .orderBy(desc(userCoupons.earnedAt), desc(userCoupons.couponId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(userCoupons).where(where),
  ]);
  return { rows, total };
}

export async function selectUsagePage(db: Db, userId: string | undefined, offset: number, limit: number) {
  const where = userId ? eq(couponUsages.userId, userId) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        usage: getTableColumns(couponUsages),
        coupon: { id: coupons.id, code: coupons.code, kind: coupons.kind, discountType: coupons.discountType, discountValue: coupons.discountValue },
      })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .where(where)
      .orderBy(desc(couponUsages.createdAt), desc(couponUsages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(couponUsages).where(where),
  ]);
  return { rows, total };
}
