import {
  type Advert,
  type AdvertFile,
  type AdvertListQuery,
  type AdvertListResponse,
  advertLimits,
  advertMessages,
  advertOwnerTransitions,
  type AdvertStatus,
} from '@pazaryeri/contract/adverts/index';
import { kurusToTl } from '@pazaryeri/contract/products/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import type { DomainEventBus } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { offers } from '../../db/schema/offers';
import { orders, sellerOrders } from '../../db/schema/orders';
import { findStoreByUserId } from '../sellers';
import { type FileAccessContext, mayDownloadFiles, selectAdvertFiles, toAdvertFile } from './adverts.file-access';
import { removeTechnicalFiles } from './adverts.files';
import { type AdvertFiles, removeAdvertImages } from './adverts.images';
import {
  type AdvertFilter,
  advertIdCondition,
  type AdvertViewRow,
  categoryIdsOf,
  selectAdvertPage,
  selectAdvertView,
  selectAdvertViews,
  selectFavoritePage,
  selectRecommendations,
} from './adverts.queries';
import { advertFavorites, advertFiles, type AdvertRow, adverts } from '../../db/schema/adverts';

export interface AdvertsContext extends AdvertFiles {
  db: Db;
  /** Technical files live here: nobody fetches them by URL. */
  privateFiles: PrivateFiles;
  events: DomainEventBus;
}

export interface Actor {
  id: string;
  isAdmin?: boolean;
}

/** The advert as the API shows it; `files` only for a viewer who may download them (the detail), `[]` in lists. */
export function toAdvert(row: AdvertViewRow, files: AdvertFile[] = []): Advert {
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
    budgetOpen: advert.budgetOpen,
    deadline: advert.deadline,
    city: advert.city,
    inStock: advert.inStock,
    category: row.category?.id ? { _id: row.category.id, name: row.category.name, slug: row.category.slug } : null,
    quantity: advert.quantity,
    unit: advert.unit,
    material: advert.material,
    process: advert.process,
    maxOffers: advert.maxOffers,
    images: advert.images.map((image) => image.url),
    files,
    filesCount: row.filesCount,
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

async function filesOf(db: Db, row: AdvertViewRow, allowed: boolean) {
  return allowed && row.filesCount > 0 ? (await selectAdvertFiles(db, row.advert.id)).map(toAdvertFile) : [];
}

/** One advert as `viewerId` sees it, by id or slug (its files listed for its owner); 404 otherwise. */
export async function getAdvert(db: Db, viewerId: string | null, ref: string): Promise<Advert> {
  const row = await selectAdvertView(db, viewerId, advertIdCondition(ref));
  if (!row) throw notFound();
  return toAdvert(row, await filesOf(db, row, row.advert.userId === viewerId));
}

/** The advert's page: its files listed for those who may download them (owner, admin, a store that may quote). */
export async function getAdvertDetail(ctx: FileAccessContext, viewer: Actor | null, ref: string): Promise<Advert> {
  const row = await selectAdvertView(ctx.db, viewer?.id ?? null, advertIdCondition(ref));
  if (!row) throw notFound();
  const allowed = row.filesCount > 0 && (await mayDownloadFiles(ctx, row.advert, viewer));
  return toAdvert(row, await filesOf(ctx.db, row, allowed));
}

/** Adverts by id as `viewerId` sees them in a list (no files), in the ids' order, in one query; unknown ids are left out. */
export async function advertViewsByIds(db: Db, viewerId: string | null, ids: string[]): Promise<Advert[]> {
  const valid = ids.filter(isId);
  if (!valid.length) return [];
  const rows = await selectAdvertViews(db, viewerId).where(inArray(adverts.id, valid));
  const byId = new Map(rows.map((row) => [row.advert.id, toAdvert(row)]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/** The advert row, if `actor` owns it: 404 for an unknown one, 403 for someone else's. */
export async function findOwnAdvert(db: Db, actor: Actor, id: string): Promise<AdvertRow> {
  const [row] = isId(id) ? await db.select().from(adverts).where(eq(adverts.id, id)).limit(1) : [];
  if (!row) throw notFound();
  if (row.userId !== actor.id && !actor.isAdmin) throw new AppError('FORBIDDEN', advertMessages.notOwner);
  return row;
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
 * with it (and leave the stores' counts): the offers module does that on `adverts.deleting`. Its
 * file rows go with the row; the stored files after the commit.
 */
export async function deleteAdvert(ctx: AdvertsContext, actor: Actor, id: string) {
  const current = await findOwnAdvert(ctx.db, actor, id);
  const files = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(adverts).where(eq(adverts.id, current.id)).for('update');
    if (!locked) throw notFound();
    if (locked.status === 'inProgress') throw new AppError('CONFLICT', advertMessages.deleteInProgress);
    await ctx.events.emit('adverts.deleting', { tx, advertId: locked.id });
    const stored = await tx.select({ storageKey: advertFiles.storageKey }).from(advertFiles).where(eq(advertFiles.advertId, locked.id));
    await tx.delete(adverts).where(eq(adverts.id, locked.id));
    return stored;
  });
  await removeAdvertImages(ctx, current.images);
  await removeTechnicalFiles(ctx, files.map((file) => file.storageKey));
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
  return { adverts: rows.map((row) => toAdvert(row)), ...pageOf(query.page, query.limit, total) };
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

/**
 * The stores' feed of every open customer request (10 a page), newest first; approved stores only.
 * Requests that reached their offer cap stay in it (their card says so).
 */
export async function customerRequestFeed(db: Db, actor: Actor, query: { page: number; limit: number; category?: string; search?: string }) {
  const store = await findStoreByUserId(db, actor.id);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', advertMessages.storeNotFound);
  return listAdverts(db, actor.id, { page: query.page, limit: query.limit, category: query.category, search: query.search }, { feed: true });
}

export async function listFavorites(db: Db, userId: string, page: number, limit: number): Promise<AdvertListResponse> {
  const { rows, total } = await selectFavoritePage(db, userId, page, limit);
  return { adverts: rows.map((row) => toAdvert(row)), ...pageOf(page, limit, total) };
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
  return { adverts: rows.map((row) => toAdvert(row)) };
}
