import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users';
import { follows } from '../../db/schema/follows';

// Aliased, so the subqueries never mix with a follows or users table of the outer query.
const follower = alias(users, 'follower');
const followRow = alias(follows, 'follow_row');
const qb = new QueryBuilder();

/** Followers whose accounts are usable: not deleted by an admin, not suspended. */
const activeFollower = and(isNull(follower.deletedAt), isNull(follower.bannedAt));

/**
 * A store's active follower count as a correlated subquery, so a list of stores gets its counts
 * in the same query (one range of follows_seller_created_idx per store).
 */
export function activeFollowerCount(sellerId: AnyPgColumn): SQL<number> {
  const counted = qb
    .select({ value: count() })
    .from(followRow)
    .innerJoin(follower, eq(follower.id, followRow.userId))
    .where(and(eq(followRow.sellerId, sellerId), activeFollower));
  return sql<number>`(${counted})`.mapWith(Number);
}

/** Whether a given user follows the store (false for a visitor). */
export function isFollowedBy(viewerId: string | null, sellerId: AnyPgColumn): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  const found = qb
    .select({ one: sql`1` })
    .from(followRow)
    .where(and(eq(followRow.userId, viewerId), eq(followRow.sellerId, sellerId)));
  return sql<boolean>`exists(${found})`.mapWith(Boolean);
}
