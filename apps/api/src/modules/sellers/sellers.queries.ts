import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeFollowerCount, isFollowedBy } from './store-followers';
import { storeRatingColumns } from './store-rating';
import { users } from '../../db/schema/users';
import { type SellerRow, sellers } from '../../db/schema/sellers';

/** A store with what every view of it shows: the owner's name and e-mail, follower count. */
export interface SellerDetailRow {
  seller: SellerRow;
  userName: string;
  userEmail: string;
  followerCount: number;
  isFollowing: boolean;
  /** Over the store's products' published reviews. */
  ratingAverage: number;
  ratingCount: number;
  /** False once an admin has suspended or deleted the owner's account. */
  ownerActive: boolean;
}

const ownerActive = and(isNull(users.bannedAt), isNull(users.deletedAt));

const detailColumns = (viewerId: string | null) => ({
  seller: sellers,
  userName: users.name,
  userEmail: users.email,
  followerCount: activeFollowerCount(sellers.id),
  isFollowing: isFollowedBy(viewerId, sellers.id),
  ...storeRatingColumns(sellers.id),
  ownerActive: sql<boolean>`(${ownerActive})`.mapWith(Boolean),
});

async function selectSellerDetail(db: Db, where: SQL, viewerId: string | null): Promise<SellerDetailRow | null> {
  const [row] = await db
    .select(detailColumns(viewerId))
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export const selectSellerDetailById = (db: Db, id: string, viewerId: string | null = null) =>
  selectSellerDetail(db, eq(sellers.id, id), viewerId);

export const selectSellerDetailByAlias = (db: Db, alias: string, viewerId: string | null = null) =>
  selectSellerDetail(db, eq(sellers.alias, alias), viewerId);

export const selectSellerDetailByUserId = (db: Db, userId: string, viewerId: string | null = null) =>
  selectSellerDetail(db, eq(sellers.userId, userId), viewerId);

export async function selectSellerByUserId(db: Db, userId: string): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row ?? null;
}

export async function selectSellerById(db: Db, id: string): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  return row ?? null;
}

export async function aliasExists(db: Db, alias: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.alias, alias)).limit(1);
  return Boolean(row);
}

/** Locks the store row until the transaction ends: writers of one store queue behind each other. */
export async function lockSellerById(tx: Db, id: string): Promise<SellerRow | null> {
  const [row] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
  return row ?? null;
}

export async function lockSellerByUserId(tx: Db, userId: string): Promise<SellerRow | null> {
  const [row] = await tx.select().from(sellers).where(eq(sellers.userId, userId)).for('update');
  return row ?? null;
}

export async function insertSeller(db: Db, values: typeof sellers.$inferInsert): Promise<SellerRow> {
  const [row] = await db.insert(sellers).values(values).returning();
  return row;
}

export async function updateSeller(db: Db, id: string, values: Partial<typeof sellers.$inferInsert>): Promise<SellerRow | null> {
  const [row] = await db
    .update(sellers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sellers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSeller(db: Db, id: string): Promise<void> {
  await db.delete(sellers).where(eq(sellers.id, id));
}

/** Approval hands the seller role to a buyer; staff accounts keep theirs. */
export async function grantSellerRole(tx: Db, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ role: 'seller', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
}

export type SellerOrder = 'storeName' | 'oldest' | 'newest';

export interface SellerPageOptions {
  status: SellerRow['status'];
  order: SellerOrder;
  offset: number;
  limit: number;
  storeName?: string;
  /** Leave out stores whose owner is suspended or deleted (public lists). */
  activeOwnersOnly?: boolean;
  viewerId?: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of stores in one status; each order runs on (status, store_name) or (status, created_at). */
export async function selectSellerPage(db: Db, options: SellerPageOptions) {
  const where = and(
    eq(sellers.status, options.status),
    // A deleted account's withdrawn store is kept for its history but listed nowhere, not even
    // in the approvals queue.
    isNull(users.deletedAt),
    options.storeName ? ilike(sellers.storeName, `%${escapeLike(options.storeName)}%`) : undefined,
    options.activeOwnersOnly ? ownerActive : undefined,
  );
  const orderBy = {
    storeName: [asc(sellers.storeName), asc(sellers.id)],
    oldest: [asc(sellers.createdAt), asc(sellers.id)],
    newest: [desc(sellers.createdAt), desc(sellers.id)],
  }[options.order];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(detailColumns(options.viewerId ?? null))
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where),
  ]);
  return { rows, total };
}
