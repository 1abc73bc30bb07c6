import type { Role } from '@pazaryeri/contract';
import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';
import { createdBetween, matchesKeyword } from '../../lib/sql-filters';

export interface UserFilters {
  keyword?: string;
  role?: Role;
  startDate?: string;
  endDate?: string;
}

/** Deleted (anonymised) accounts never show in admin lists. */
function userConditions(filters: UserFilters): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    filters.keyword ? or(matchesKeyword(users.name, filters.keyword), matchesKeyword(users.email, filters.keyword)) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
    ...createdBetween(users.createdAt, filters.startDate, filters.endDate),
  );
}

/** One page of users, newest first, and how many match in all. */
export async function selectUserPage(db: Db, filters: UserFilters, page: number, limit: number) {
  const where = userConditions(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

/** A live (not deleted) user; `lock` holds the row until the transaction ends. */
export async function selectLiveUser(db: Db, id: string, options: { lock?: boolean } = {}): Promise<UserRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

export async function updateUserRow(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
