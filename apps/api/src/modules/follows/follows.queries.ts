import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '@pazaryeri/contract/reports/index';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { activeFollowerCount } from '../sellers';
import { follows } from '../../db/schema/follows';

/** True when the follow is new (following twice changes nothing). */
export async function insertFollow(db: Db, userId: string, sellerId: string): Promise<boolean> {
  const rows = await db.insert(follows).values({ userId, sellerId }).onConflictDoNothing().returning({ userId: follows.userId });
  return rows.length > 0;
}

export async function deleteFollow(db: Db, userId: string, sellerId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.sellerId, sellerId)))
    .returning({ userId: follows.userId });
  return rows.length > 0;
}

export async function countActiveFollowers(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .where(and(eq(follows.sellerId, sellerId), isNull(users.deletedAt), isNull(users.bannedAt)));
  return row.value;
}

/** A user's followed approved stores, newest follow first, with each store's follower count. */
export async function selectFollowingPage(db: Db, userId: string, offset: number, limit: number) {
  const where = and(eq(follows.userId, userId), eq(sellers.status, 'approved'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        store: {
          id: sellers.id,
          storeName: sellers.storeName,
          alias: sellers.alias,
          storeLogo: sellers.storeLogo,
          storeLocation: sellers.storeLocation,
          companyType: sellers.companyType,
          verifiedSeller: sellers.verifiedSeller,
        },
        followedAt: follows.createdAt,
        followerCount: activeFollowerCount(sellers.id),
      })
      .from(follows)
      .innerJoin(sellers, eq(sellers.id, follows.sellerId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.sellerId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(follows)
      .innerJoin(sellers, eq(sellers.id, follows.sellerId))
      .where(where),
  ]);
  return { rows, total };
}

// A constant, written into the SQL so GROUP BY sees the very expression the SELECT has.
const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);

/**
 * All followers and the active ones, and the active followers who started following on each
 * Turkish calendar day from `startDay` on (a range of follows_seller_created_idx).
 */
export async function selectFollowerStats(db: Db, sellerId: string, startDay: string) {
  const active = and(isNull(users.deletedAt), isNull(users.bannedAt));
  const day = sql<string>`to_char((${follows.createdAt} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  const since = sql`(${startDay}::timestamp at time zone ${zone})`;
  const [[totals], daily] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .where(eq(follows.sellerId, sellerId)),
    db
      .select({ day, count: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .where(and(eq(follows.sellerId, sellerId), gte(follows.createdAt, since), active))
      .groupBy(day),
  ]);
  return { total: totals.total, active: totals.active, daily };
}
