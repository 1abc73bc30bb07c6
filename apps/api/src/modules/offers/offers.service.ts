import { type Offer, offerMessages, type OfferStatus, type SellerOffersQuery } from '@pazaryeri/contract/adverts/index';
import { kurusToTl } from '@pazaryeri/contract/products/index';
import { aliasedTable, and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import type { DomainEventBus } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { matchesKeyword } from '../../lib/sql-filters';
import { adverts } from '../../db/schema/adverts';
import { type ChatContext, roomMembership } from '../chat';
import { sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';
import { sellerRequestStats } from '../../db/schema/capabilities';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { readCounts } from './offers.counts';
import { offerFileUrl } from './offers.files';
import { offers } from '../../db/schema/offers';

export interface OffersContext {
  db: Db;
  chat: ChatContext;
  privateFiles: PrivateFiles;
  mailer: Mailer;
  secret: Uint8Array;
  log: FastifyBaseLogger;
  appUrl: string;
  events: DomainEventBus;
}

export interface Actor {
  id: string;
  isAdmin?: boolean;
}

const buyers = aliasedTable(users, 'buyer');

function selectOfferViews(db: Db) {
  return db
    .select({
      offer: offers,
      seller: { id: sellers.id, userId: sellers.userId, storeName: sellers.storeName, alias: sellers.alias, storeLogo: sellers.storeLogo },
      rating: { count: sellerFreelanceRatings.reviewCount, sum: sellerFreelanceRatings.ratingSum },
      responses: { answered: sellerRequestStats.answered, seconds: sellerRequestStats.responseSeconds },
      buyerName: buyers.name,
      advert: { id: adverts.id, title: adverts.title, slug: adverts.slug, advertType: adverts.advertType, status: adverts.status, saleStatus: adverts.saleStatus },
    })
    .from(offers)
    .innerJoin(sellers, eq(sellers.id, offers.sellerId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .leftJoin(adverts, eq(adverts.id, offers.advertId))
    .leftJoin(sellerFreelanceRatings, eq(sellerFreelanceRatings.sellerId, offers.sellerId))
    .leftJoin(sellerRequestStats, eq(sellerRequestStats.sellerId, offers.sellerId));
}

/** The store's freelance rating (one decimal) beside its offer, from the aggregate joined into the same query. */
function ratingOf(rating: OfferViewRow['rating']) {
  const count = rating?.count ?? 0;
  return { average: count > 0 ? Math.round((rating!.sum! / count) * 10) / 10 : 0, count };
}

/** The store's average hours from a request's publication to its offer (one decimal); null before its first. */
function responseHoursOf(responses: OfferViewRow['responses']) {
  const answered = responses?.answered ?? 0;
  return answered > 0 ? Math.round((responses!.seconds! / answered / 3600) * 10) / 10 : null;
}
type OfferViewRow = Awaited<ReturnType<ReturnType<typeof selectOfferViews>['execute']>>[number];

async function toOffer(secret: Uint8Array, viewerId: string, row: OfferViewRow, now = Date.now()): Promise<Offer> {
  const { offer } = row;
  return {
    _id: offer.id,
    status: offer.status,
    statusNote: offer.statusNote,
    advertId: offer.advertId,
    advert: row.advert?.id
      ? { _id: row.advert.id, title: row.advert.title, slug: row.advert.slug, advertType: row.advert.advertType, status: row.advert.status, saleStatus: row.advert.saleStatus }
      : null,
    roomId: offer.roomId,
    amount: kurusToTl(offer.amountKurus),
    deliveryDays: offer.deliveryDays,
    revisions: offer.revisions,
    note: offer.note,
    attachments: await Promise.all(
      offer.attachments.map(async (record) => ({
        _id: record.id,
        name: record.name,
        kind: record.kind,
        mimeType: record.mimeType,
        size: record.size,
        url: await offerFileUrl(secret, viewerId, offer.id, record),
      })),
    ),
    validUntil: offer.validUntil.toISOString(),
    isExpired: offer.status === 'pending' && offer.validUntil.getTime() < now,
    seller: {
      _id: row.seller.id,
      userId: row.seller.userId,
      storeName: row.seller.storeName,
      alias: row.seller.alias,
      storeLogo: row.seller.storeLogo,
      rating: ratingOf(row.rating),
      responseHours: responseHoursOf(row.responses),
    },
    buyer: { _id: offer.buyerId, name: row.buyerName },
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    decidedAt: offer.decidedAt?.toISOString() ?? null,
  };
}

export const notFound = () => new AppError('NOT_FOUND', offerMessages.notFound);
const pageOf = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

export async function offerView(ctx: Pick<OffersContext, 'db' | 'secret'>, viewerId: string, id: string) {
  const [row] = await selectOfferViews(ctx.db).where(eq(offers.id, id)).limit(1);
  if (!row) throw notFound();
  return toOffer(ctx.secret, viewerId, row);
}

const isParty = (row: OfferViewRow, actor: Actor) => row.offer.buyerId === actor.id || row.seller.userId === actor.id || Boolean(actor.isAdmin);

/** `GET /offer/{id}`: its store, its buyer and admins; 404 for anyone else. */
export async function getOffer(ctx: OffersContext, actor: Actor, id: string): Promise<Offer> {
  const [row] = isId(id) ? await selectOfferViews(ctx.db).where(eq(offers.id, id)).limit(1) : [];
  if (!row || !isParty(row, actor)) throw notFound();
  return toOffer(ctx.secret, actor.id, row);
}

async function offerPage(ctx: OffersContext, viewerId: string, where: SQL | undefined, page: number, limit: number, order: 'asc' | 'desc' = 'desc') {
  const [rows, [{ value }]] = await Promise.all([
    selectOfferViews(ctx.db)
      .where(where)
      .orderBy(order === 'asc' ? asc(offers.createdAt) : desc(offers.createdAt), desc(offers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ value: count() })
      .from(offers)
      .innerJoin(buyers, eq(buyers.id, offers.buyerId))
      .leftJoin(adverts, eq(adverts.id, offers.advertId))
      .where(where),
  ]);
  const now = Date.now();
  return { offers: await Promise.all(rows.map((row) => toOffer(ctx.secret, viewerId, row, now))), ...pageOf(page, limit, total(value)) };
}
const total = (value: number) => Number(value);

/** `GET /offer/my-offers`: offers made to me (as a buyer). */
export async function listMyOffers(ctx: OffersContext, actor: Actor, query: { page: number; limit: number; status?: OfferStatus }) {
  const where = and(eq(offers.buyerId, actor.id), query.status ? eq(offers.status, query.status) : undefined);
  return offerPage(ctx, actor.id, where, query.page, query.limit);
}

/** `GET /offer/seller-offers[/filter|/search]`: the store's offers with its per-status counts. */
export async function listSellerOffers(ctx: OffersContext, actor: Actor, query: SellerOffersQuery) {
  const store = await findStoreByUserId(ctx.db, actor.id);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', offerMessages.storesOnly);
  const text = query.search ?? query.query;
  const where = and(
    eq(offers.sellerId, store.id),
    query.status ? eq(offers.status, query.status) : undefined,
    text ? or(matchesKeyword(adverts.title, text), matchesKeyword(buyers.name, text), matchesKeyword(offers.note, text)) : undefined,
  );
  const [page, counts] = await Promise.all([offerPage(ctx, actor.id, where, query.page, query.limit, query.sort === 'createdAt' ? 'asc' : 'desc'), readCounts(ctx.db, store.id)]);
  return { ...page, counts };
}

/** `GET /offer/room/{id}`: the offers of a chat room, for its members. */
export async function listRoomOffers(ctx: OffersContext, actor: Actor, roomId: string) {
  await roomMembership(ctx.chat, roomId, actor.id);
  return roomOffers(ctx, actor.id, roomId);
}

/** A room's offers, newest first (also for the admin's chat inspection). */
export async function roomOffers(ctx: Pick<OffersContext, 'db' | 'secret'>, viewerId: string, roomId: string) {
  const rows = await selectOfferViews(ctx.db).where(eq(offers.roomId, roomId)).orderBy(desc(offers.createdAt)).limit(200);
  return { offers: await Promise.all(rows.map((row) => toOffer(ctx.secret, viewerId, row))) };
}

/**
 * Offers on an advert (`GET /ilan/{id}/teklif`, `/ilan/request/{id}/offers`): its owner (and
 * admins) see all of them, a store sees its own, anybody else none.
 */
export async function listAdvertOffers(ctx: OffersContext, actor: Actor, advertRef: string, query: { page: number; limit: number }, requestsOnly = false) {
  const [advert] = isId(advertRef) ? await ctx.db.select().from(adverts).where(eq(adverts.id, advertRef)).limit(1) : [];
  if (!advert || (requestsOnly && advert.advertType !== 'customerRequest')) throw new AppError('NOT_FOUND', 'İlan bulunamadı.');
  let where = eq(offers.advertId, advert.id);
  if (advert.userId !== actor.id && !actor.isAdmin) {
    const store = await findStoreByUserId(ctx.db, actor.id);
    where = and(where, eq(offers.sellerId, store?.id ?? '00000000-0000-0000-0000-000000000000'))!;
  }
  return offerPage(ctx, actor.id, where, query.page, query.limit);
}

/** The stored file of an offer attachment for a party of the offer (or an admin) whose link checked out. */
export async function resolveOfferFile(db: Db, viewerId: string, offerId: string, attachmentId: string) {
  const [row] = isId(offerId) ? await db.select({ offer: offers, sellerUserId: sellers.userId }).from(offers).innerJoin(sellers, eq(sellers.id, offers.sellerId)).where(eq(offers.id, offerId)).limit(1) : [];
  const record = row?.offer.attachments.find((attachment) => attachment.id === attachmentId);
  if (!row || !record) throw new AppError('NOT_FOUND', offerMessages.fileMissing);
  if (row.offer.buyerId !== viewerId && row.sellerUserId !== viewerId) {
    const [viewer] = await db.select({ role: users.role }).from(users).where(eq(users.id, viewerId)).limit(1);
    if (viewer?.role !== 'admin') throw new AppError('FORBIDDEN', offerMessages.fileLinkInvalid);
  }
  return record;
}
