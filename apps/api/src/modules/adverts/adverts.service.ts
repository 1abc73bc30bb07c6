import { randomBytes } from 'node:crypto';
import { slugify } from '@pazaryeri/contract';
import {
  type Advert,
  type AdvertListQuery,
  type AdvertListResponse,
  advertLimits,
  advertMessages,
  advertOwnerTransitions,
  type AdvertStatus,
  type CreateAdvertBody,
  type UpdateAdvertBody,
} from '@pazaryeri/contract/adverts/index';
import { kurusToTl, tlToKurus } from '@pazaryeri/contract/products/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { foldTurkish } from '../../lib/turkish';
import { offers } from '../../db/schema/offers';
import { orders, sellerOrders } from '../../db/schema/orders';
import { findStoreByUserId } from '../sellers';
import { type AdvertFiles, removeAdvertImages, storeAdvertImages } from './adverts.images';
import {
  type AdvertFilter,
  advertIdCondition,
  type AdvertViewRow,
  categoryIdsOf,
  selectAdvertPage,
  selectAdvertView,
  selectFavoritePage,
  selectRecommendations,
} from './adverts.queries';
import { advertFavorites, type AdvertRow, adverts } from '../../db/schema/adverts';

export interface AdvertsContext extends AdvertFiles {
  db: Db;
}

export interface Actor {
  id: string;
  isAdmin?: boolean;
}

export function toAdvert(row: AdvertViewRow): Advert {
  const { advert, store } = row;
  const ownStore = store?.id && store.status === 'approved' ? store : null;
  return {
    _id: advert.id,
    title: advert.title,
    slug: advert.slug,
    description: advert.description,
    advertType: advert.advertType,
    status: advert.status,
    saleStatus: advert.saleStatus,
    budget: kurusToTl(advert.budgetKurus),
    deadline: advert.deadline,
    city: advert.city,
    inStock: advert.inStock,
    category: row.category?.id ? { _id: row.category.id, name: row.category.name, slug: row.category.slug } : null,
    images: advert.images.map((image) => image.url),
    owner: {
      _id: advert.userId,
      name: row.ownerName,
      sellerId: ownStore?.id ?? null,
      storeName: ownStore?.storeName ?? null,
      storeAlias: ownStore?.alias ?? null,
      storeLogo: ownStore?.storeLogo ?? null,
    },
    offersCount: advert.offersCount,
    favoritesCount: advert.favoritesCount,
    isFavorite: Boolean(row.isFavorite),
    createdAt: advert.createdAt.toISOString(),
    updatedAt: advert.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', advertMessages.notFound);
const pageOf = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });
const newSlug = (title: string) => `${slugify(title).slice(0, 80) || 'ilan'}-${randomBytes(3).toString('hex')}`;
const searchTextOf = (title: string, description: string) => foldTurkish(`${title} ${description.slice(0, 2000)}`);

async function resolveCategory(db: Db, ref: string | undefined): Promise<string | null | undefined> {
  if (ref === undefined) return undefined;
  const ids = await categoryIdsOf(db, ref);
  if (!ids) throw new AppError('VALIDATION_FAILED', advertMessages.categoryNotFound, { category: advertMessages.categoryNotFound });
  return ids[0];
}

/** One advert as `viewerId` sees it, by id or slug; 404 otherwise. */
export async function getAdvert(db: Db, viewerId: string | null, ref: string): Promise<Advert> {
  const row = await selectAdvertView(db, viewerId, advertIdCondition(ref));
  if (!row) throw notFound();
  return toAdvert(row);
}

/** The advert row, if `actor` owns it: 404 for an unknown one, 403 for someone else's. */
export async function findOwnAdvert(db: Db, actor: Actor, id: string): Promise<AdvertRow> {
  const [row] = isId(id) ? await db.select().from(adverts).where(eq(adverts.id, id)).limit(1) : [];
  if (!row) throw notFound();
  if (row.userId !== actor.id && !actor.isAdmin) throw new AppError('FORBIDDEN', advertMessages.notOwner);
  return row;
}

/** `POST /ilan`: a customer request (anybody signed in) or a store's service/product advert (approved store). */
export async function createAdvert(ctx: AdvertsContext, actor: Actor, body: CreateAdvertBody, uploads: Buffer[]): Promise<Advert> {
  let sellerId: string | null = null;
  if (body.advertType !== 'customerRequest') {
    const store = await findStoreByUserId(ctx.db, actor.id);
    if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', advertMessages.storeOnlyAdvert);
    sellerId = store.id;
  }
  const categoryId = await resolveCategory(ctx.db, body.category);
  const images = await storeAdvertImages(ctx, uploads, 0);
  try {
    const [row] = await ctx.db
      .insert(adverts)
      .values({
        userId: actor.id,
        sellerId,
        advertType: body.advertType,
        title: body.title,
        slug: newSlug(body.title),
        description: body.description,
        categoryId: categoryId ?? null,
        budgetKurus: tlToKurus(body.budget),
        deadline: body.deadline ?? null,
        city: body.city ?? null,
        inStock: body.inStock ?? true,
        images,
        searchText: searchTextOf(body.title, body.description),
      })
      .returning();
    return getAdvert(ctx.db, actor.id, row.id);
  } catch (error) {
    await removeAdvertImages(ctx, images);
    throw error;
  }
}

/** `PUT /ilan/{id}` (owner): changes the fields given; new pictures are added, `removeImages` dropped. */
export async function updateAdvert(ctx: AdvertsContext, actor: Actor, id: string, body: UpdateAdvertBody, uploads: Buffer[]): Promise<Advert> {
  const current = await findOwnAdvert(ctx.db, actor, id);
  const removed = new Set(body.removeImages ?? []);
  const kept = current.images.filter((image) => !removed.has(image.url) && !removed.has(image.detailUrl));
  const categoryId = await resolveCategory(ctx.db, body.category);
  const added = await storeAdvertImages(ctx, uploads, kept.length);
  const title = body.title ?? current.title;
  const description = body.description ?? current.description;
  try {
    await ctx.db
      .update(adverts)
      .set({
        title,
        description,
        ...(categoryId !== undefined && { categoryId }),
        ...(body.budget !== undefined && { budgetKurus: tlToKurus(body.budget) }),
        ...(body.deadline !== undefined && { deadline: body.deadline }),
        ...(body.city !== undefined && { city: body.city }),
        ...(body.inStock !== undefined && { inStock: body.inStock }),
        images: [...kept, ...added],
        searchText: searchTextOf(title, description),
        updatedAt: new Date(),
      })
      .where(eq(adverts.id, current.id));
  } catch (error) {
    await removeAdvertImages(ctx, added);
    throw error;
  }
  await removeAdvertImages(ctx, current.images.filter((image) => !kept.includes(image)));
  return getAdvert(ctx.db, actor.id, current.id);
}

/** Whether an order made from one of the request's offers is paid and not yet accepted (or ended). */
async function hasRunningOrder(db: Db, advertId: string) {
  const [running] = await db
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .where(and(eq(offers.advertId, advertId), inArray(sellerOrders.status, ['paid', 'preparing', 'shipped', 'delivered'])))
    .limit(1);
  return Boolean(running);
}

/** `PUT /ilan/status/{id}` (owner): only the moves of `advertOwnerTransitions`; not `completed` while its freelance order runs. */
export async function changeAdvertStatus(db: Db, actor: Actor, id: string, status: AdvertStatus): Promise<Advert> {
  const current = await findOwnAdvert(db, actor, id);
  if (current.status !== status && !advertOwnerTransitions[current.status].includes(status)) {
    throw new AppError('UNPROCESSABLE', advertMessages.transitionRefused);
  }
  if (status === 'completed' && current.status !== 'completed' && (await hasRunningOrder(db, current.id))) {
    throw new AppError('CONFLICT', advertMessages.completeWhileOrderRuns);
  }
  const saleStatus = status === 'completed' ? 'sold' : current.saleStatus;
  // Guarded by the status read: a concurrent acceptance wins, this answers 409.
  const [row] = await db
    .update(adverts)
    .set({ status, saleStatus, updatedAt: new Date() })
    .where(and(eq(adverts.id, current.id), eq(adverts.status, current.status)))
    .returning({ id: adverts.id });
  if (!row) throw new AppError('CONFLICT', advertMessages.transitionRefused);
  return getAdvert(db, actor.id, current.id);
}

/**
 * `DELETE /ilan/{id}` (owner): refused while an accepted offer is being worked on. Its offers go
 * with it (and leave the stores' counts): the offers module does that on `adverts.deleting`.
 */
export async function deleteAdvert(ctx: AdvertsContext & { events: DomainEventBus }, actor: Actor, id: string) {
  const current = await findOwnAdvert(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(adverts).where(eq(adverts.id, current.id)).for('update');
    if (!locked) throw notFound();
    if (locked.status === 'inProgress') throw new AppError('CONFLICT', advertMessages.deleteInProgress);
    await ctx.events.emit('adverts.deleting', { tx, advertId: locked.id });
    await tx.delete(adverts).where(eq(adverts.id, locked.id));
  });
  await removeAdvertImages(ctx, current.images);
  return { message: advertMessages.deleted };
}

/** Lists with every optional filter: the public list, filter, by category, mine, a store's. */
export async function listAdverts(db: Db, viewerId: string | null, query: Partial<AdvertListQuery> & { page: number; limit: number }, extra: AdvertFilter = {}): Promise<AdvertListResponse> {
  const filter: AdvertFilter = { ...query, ...extra };
  if (query.category) {
    const ids = await categoryIdsOf(db, query.category);
    if (!ids) return { adverts: [], ...pageOf(query.page, query.limit, 0) };
    filter.categoryIds = ids;
  }
  const { rows, total } = await selectAdvertPage(db, viewerId, filter, query.page, query.limit);
  return { adverts: rows.map(toAdvert), ...pageOf(query.page, query.limit, total) };
}

export async function listByCategory(db: Db, viewerId: string | null, categoryRef: string, query: AdvertListQuery) {
  const ids = await categoryIdsOf(db, categoryRef);
  if (!ids) throw new AppError('NOT_FOUND', advertMessages.categoryNotFound);
  return listAdverts(db, viewerId, { ...query, category: undefined }, { categoryIds: ids });
}

/** A store's adverts by its owner's user id (`GET /ilan/seller/{userId}/adverts`). */
export async function listSellerAdverts(db: Db, viewerId: string | null, userId: string, query: { page: number; limit: number; advertType?: Advert['advertType'] }) {
  if (!isId(userId)) throw new AppError('NOT_FOUND', advertMessages.storeNotFound);
  return listAdverts(db, viewerId, { page: query.page, limit: query.limit, advertType: query.advertType }, { userId });
}

/** The stores' feed of open customer requests (10 a page), excluding the store owner's own. */
export async function customerRequestFeed(db: Db, actor: Actor, query: { page: number; limit: number; category?: string; search?: string }) {
  const store = await findStoreByUserId(db, actor.id);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', advertMessages.storeNotFound);
  return listAdverts(db, actor.id, { page: query.page, limit: query.limit, category: query.category, search: query.search }, { feed: true });
}

export async function listFavorites(db: Db, userId: string, page: number, limit: number): Promise<AdvertListResponse> {
  const { rows, total } = await selectFavoritePage(db, userId, page, limit);
  return { adverts: rows.map(toAdvert), ...pageOf(page, limit, total) };
}

/** Adds or removes the favourite; the advert's count changes in the same transaction. */
export async function toggleFavorite(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [advert] = isId(id) ? await tx.select({ id: adverts.id }).from(adverts).where(eq(adverts.id, id)).for('update') : [];
    if (!advert) throw notFound();
    const removed = await tx
      .delete(advertFavorites)
      .where(and(eq(advertFavorites.userId, userId), eq(advertFavorites.advertId, advert.id)))
      .returning({ id: advertFavorites.advertId });
    if (removed.length === 0) await tx.insert(advertFavorites).values({ userId, advertId: advert.id });
    const delta = removed.length > 0 ? -1 : 1;
    const [row] = await tx
      .update(adverts)
      .set({ favoritesCount: sql`${adverts.favoritesCount} + ${delta}` })
      .where(eq(adverts.id, advert.id))
      .returning({ favoritesCount: adverts.favoritesCount });
    const isFavorite = delta > 0;
    return { message: isFavorite ? advertMessages.favoriteAdded : advertMessages.favoriteRemoved, isFavorite, favoritesCount: row.favoritesCount };
  });
}

export async function recommendations(db: Db, viewerId: string | null, ref: string, limit: number) {
  const [row] = await db.select().from(adverts).where(advertIdCondition(ref)).limit(1);
  if (!row) throw notFound();
  const rows = await selectRecommendations(db, viewerId, row, Math.min(limit, advertLimits.maxLimit));
  return { adverts: rows.map(toAdvert) };
}
