import { type AdvertListQuery } from '@pazaryeri/contract/adverts/index';
import { tlToKurus } from '@pazaryeri/contract/products/index';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { foldTurkish } from '../../lib/turkish';
import { categories } from '../../db/schema/categories';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { advertFavorites, advertFiles, adverts } from '../../db/schema/adverts';

/** An advert with what its card shows: owner (and store), category, whether the viewer favourited it, and how many technical files it has. */
export function selectAdvertViews(db: Db, viewerId: string | null) {
  return db
    .select({
      advert: adverts,
      ownerName: users.name,
      store: { id: sellers.id, storeName: sellers.storeName, alias: sellers.alias, storeLogo: sellers.storeLogo, status: sellers.status },
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      isFavorite: viewerId
        ? sql<boolean>`exists (select 1 from ${advertFavorites} f where f.advert_id = ${adverts.id} and f.user_id = ${viewerId})`
        : sql<boolean>`false`,
      filesCount: sql<number>`(select count(*) from ${advertFiles} af where af.advert_id = ${adverts.id})`.mapWith(Number),
    })
    .from(adverts)
    .innerJoin(users, eq(users.id, adverts.userId))
    .leftJoin(sellers, eq(sellers.userId, adverts.userId))
    .leftJoin(categories, eq(categories.id, adverts.categoryId));
}
export type AdvertViewRow = Awaited<ReturnType<ReturnType<typeof selectAdvertViews>['execute']>>[number];

/** A category given by id or slug, with its sub-categories: the ids an advert's category may have. */
export async function categoryIdsOf(db: Db, ref: string): Promise<string[] | null> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isId(ref) ? eq(categories.id, ref) : eq(categories.slug, ref))
    .limit(1);
  if (!found) return null;
  const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, found.id));
  return [found.id, ...children.map((child) => child.id)];
}

export interface AdvertFilter extends Partial<AdvertListQuery> {
  categoryIds?: string[];
  userId?: string;
  sellerId?: string;
  /** The stores' feed: open customer requests only. */
  feed?: boolean;
  excludeId?: string;
}

/** Conditions of a list; empty filters add nothing (spec §5: empty and null are dropped). */
export function advertConditions(filter: AdvertFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.feed) conditions.push(eq(adverts.advertType, 'customerRequest'), eq(adverts.status, 'active'));
  if (filter.status) conditions.push(eq(adverts.status, filter.status));
  const type = filter.advertType ?? filter.type;
  if (type) conditions.push(eq(adverts.advertType, type));
  if (filter.inStock !== undefined) conditions.push(eq(adverts.inStock, filter.inStock));
  if (filter.categoryIds) conditions.push(inArray(adverts.categoryId, filter.categoryIds));
  if (filter.minBudget !== undefined) conditions.push(gte(adverts.budgetKurus, tlToKurus(filter.minBudget)));
  if (filter.maxBudget !== undefined) conditions.push(lte(adverts.budgetKurus, tlToKurus(filter.maxBudget)));
  const text = foldTurkish(filter.search ?? filter.q ?? '');
  if (text) for (const word of text.split(' ').slice(0, 6)) conditions.push(sql`${adverts.searchText} like ${`%${word}%`}`);
  if (filter.city) conditions.push(sql`lower(${adverts.city}) = lower(${filter.city})`);
  if (filter.userId) conditions.push(eq(adverts.userId, filter.userId));
  if (filter.sellerId) conditions.push(eq(adverts.sellerId, filter.sellerId));
  if (filter.excludeId) conditions.push(ne(adverts.id, filter.excludeId));
  return conditions;
}

const orderOf = (sort: AdvertListQuery['sort'] | undefined) => {
  if (sort === 'createdAt:asc') return [asc(adverts.createdAt), asc(adverts.id)];
  if (sort === 'budget:desc') return [desc(adverts.budgetKurus), desc(adverts.createdAt)];
  if (sort === 'budget:asc') return [asc(adverts.budgetKurus), desc(adverts.createdAt)];
  return [desc(adverts.createdAt), desc(adverts.id)];
};

export async function selectAdvertPage(db: Db, viewerId: string | null, filter: AdvertFilter, page: number, limit: number) {
  const where = and(...advertConditions(filter));
  const [rows, [{ value }]] = await Promise.all([
    selectAdvertViews(db, viewerId)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(adverts).where(where),
  ]);
  return { rows, total: value };
}

export async function selectAdvertView(db: Db, viewerId: string | null, where: SQL) {
  const [row] = await selectAdvertViews(db, viewerId).where(where).limit(1);
  return row ?? null;
}

export async function selectFavoritePage(db: Db, userId: string, page: number, limit: number) {
  const where = sql`${adverts.id} in (select advert_id from ${advertFavorites} where user_id = ${userId})`;
  const [rows, [{ value }]] = await Promise.all([
    selectAdvertViews(db, userId)
      .where(where)
      .orderBy(desc(adverts.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(advertFavorites).where(eq(advertFavorites.userId, userId)),
  ]);
  return { rows, total: value };
}

/** Adverts like this one: same type, same category first, open, newest first. */
export async function selectRecommendations(db: Db, viewerId: string | null, advert: { id: string; advertType: string; categoryId: string | null }, limit: number) {
  return selectAdvertViews(db, viewerId)
    .where(and(ne(adverts.id, advert.id), eq(adverts.status, 'active'), eq(adverts.advertType, advert.advertType as 'service')))
    .orderBy(advert.categoryId ? sql`(${adverts.categoryId} = ${advert.categoryId}) desc nulls last` : desc(adverts.createdAt), desc(adverts.createdAt))
    .limit(limit);
}

export const advertIdCondition = (ref: string) => (isId(ref) ? or(eq(adverts.id, ref), eq(adverts.slug, ref))! : eq(adverts.slug, ref));
