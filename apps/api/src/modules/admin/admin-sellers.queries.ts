import type { CompanyType } from '@pazaryeri/contract/sellers/index';
import { and, asc, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { createdBetween, matchesKeyword, turkishSortKey } from '../../lib/sql-filters';

export interface SellerFilters {
  companyType?: CompanyType;
  storeName?: string;
  startDate?: string;
  endDate?: string;
}

export interface SellerSort {
  by: 'storeName' | 'createdAt';
  order: 'asc' | 'desc';
}

const sellerColumns = {
  seller: sellers,
  owner: { id: users.id, name: users.name, email: users.email },
};

export type SellerWithOwner = { seller: typeof sellers.$inferSelect; owner: { id: string; name: string; email: string } };

/** Stores of deleted accounts are withdrawn and never listed. */
function sellerConditions(filters: SellerFilters): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    filters.companyType ? eq(sellers.companyType, filters.companyType) : undefined,
    filters.storeName ? matchesKeyword(sellers.storeName, filters.storeName) : undefined,
    ...createdBetween(sellers.createdAt, filters.startDate, filters.endDate),
  );
}

function sellerOrder({ by, order }: SellerSort): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const primary = by === 'storeName' ? direction(turkishSortKey(sellers.storeName)) : direction(sellers.createdAt);
  // Ties (same name, same instant) still page deterministically.
  return [primary, direction(sellers.createdAt), direction(sellers.id)];
}

/** One page of stores with their owners, and how many match in all. */
export async function selectSellerPage(db: Db, filters: SellerFilters, sort: SellerSort, page: number, limit: number) {
  const where = sellerConditions(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(sellerColumns)
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(where)
      .orderBy(...sellerOrder(sort))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where),
  ]);
  return { rows: rows as SellerWithOwner[], total };
}

/** A listed store by its own id or by its owner's id. */
export async function selectSellerWithOwner(db: Db, id: string): Promise<SellerWithOwner | null> {
  const [row] = await db
    .select(sellerColumns)
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(isNull(users.deletedAt), or(eq(sellers.id, id), eq(sellers.userId, id))))
    .limit(1);
  return (row as SellerWithOwner | undefined) ?? null;
}
