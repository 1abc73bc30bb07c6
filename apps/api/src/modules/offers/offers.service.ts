import { type Advert, advertLimits, type CreateOfferBody, type Offer, offerMessages, type OfferStatus, type OfferStatusBody, type SellerOffersQuery } from '@pazaryeri/contract/adverts/index';
import { kurusToTl, tlToKurus } from '@pazaryeri/contract/products/index';
import { aliasedTable, and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { matchesKeyword } from '../../lib/sql-filters';
import { getAdvert } from '../adverts';
import { adverts } from '../../db/schema/adverts';
import {
  announceOfferChange,
  type ChatContext,
  postOfferMessage,
  prepareAttachments,
  removeAttachments,
  roomBetween,
  roomMembership,
  type UploadedFile,
} from '../chat';
import { sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { adjustCounts, readCounts } from './offers.counts';
import { offerFileUrl } from './offers.files';
import { type OfferAttachmentRecord, type OfferRow, offers } from '../../db/schema/offers';

export interface OffersContext {
  db: Db;
  chat: ChatContext;
  privateFiles: PrivateFiles;
  mailer: Mailer;
  secret: Uint8Array;
  log: FastifyBaseLogger;
  appUrl: string;
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
      buyerName: buyers.name,
      advert: { id: adverts.id, title: adverts.title, slug: adverts.slug, advertType: adverts.advertType, status: adverts.status, saleStatus: adverts.saleStatus },
    })
    .from(offers)
    .innerJoin(sellers, eq(sellers.id, offers.sellerId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .leftJoin(adverts, eq(adverts.id, offers.advertId))
    .leftJoin(sellerFreelanceRatings, eq(sellerFreelanceRatings.sellerId, offers.sellerId));
}

/** The store's freelance rating (one decimal) beside its offer, from the aggregate joined into the same query. */
function ratingOf(rating: OfferViewRow['rating']) {
  const count = rating?.count ?? 0;
  return { average: count > 0 ? Math.round((rating!.sum! / count) * 10) / 10 : 0, count };
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
    seller: { _id: row.seller.id, userId: row.seller.userId, storeName: row.seller.storeName, alias: row.seller.alias, storeLogo: row.seller.storeLogo, rating: ratingOf(row.rating) },
    buyer: { _id: offer.buyerId, name: row.buyerName },
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    decidedAt: offer.decidedAt?.toISOString() ?? null,
  };
}

const notFound = () => new AppError('NOT_FOUND', offerMessages.notFound);
const pageOf = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

async function offerView(ctx: Pick<OffersContext, 'db' | 'secret'>, viewerId: string, id: string) {
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

/** The end of the chosen day in Istanbul, or 14 days from now. */
function validUntilOf(day: string | undefined, now: Date): Date {
  if (!day) return new Date(now.getTime() + advertLimits.defaultValidDays * 86_400_000);
  const until = new Date(`${day}T23:59:59.999+03:00`);
  if (until.getTime() <= now.getTime()) throw new AppError('UNPROCESSABLE', 'Geçerlilik tarihi bugünden sonra olmalı.', { validUntil: 'Geçerlilik tarihi bugünden sonra olmalı.' });
  if (until.getTime() > now.getTime() + advertLimits.maxValidDays * 86_400_000) {
    throw new AppError('UNPROCESSABLE', `Teklif en fazla ${advertLimits.maxValidDays} gün geçerli olabilir.`, { validUntil: 'Tarih çok ileride.' });
  }
  return until;
}

async function storeFiles(files: PrivateFiles, uploads: UploadedFile[]): Promise<OfferAttachmentRecord[]> {
  const prepared = await prepareAttachments(uploads);
  const stored: OfferAttachmentRecord[] = [];
  try {
    for (const item of prepared) {
      const key = await files.put('offers', item.extension, item.data);
      stored.push({ ...item.record, key, previewKey: null });
    }
    return stored;
  } catch (error) {
    await removeAttachments(files, stored);
    throw error;
  }
}

/**
 * `POST /offer/create` (stores only). On a customer request: never one's own, only while it is
 * open; one pending offer per store and request. In a chat room: to the room's other member
 * (optionally about one of the store's own adverts). Steps: checks → files to private storage →
 * offer, the advert's offer count and the store's counts in one transaction (files removed if it
 * fails) → the offer's card in the room, after the commit.
 */
export async function createOffer(ctx: OffersContext, actor: Actor, body: CreateOfferBody, uploads: UploadedFile[], now = new Date()): Promise<Offer> {
  const store = await findStoreByUserId(ctx.db, actor.id);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', offerMessages.storesOnly);
  if (!body.advertId && !body.roomId) throw new AppError('VALIDATION_FAILED', offerMessages.needsTarget, { advertId: offerMessages.needsTarget });
  const membership = body.roomId ? await roomMembership(ctx.chat, body.roomId, actor.id) : null;
  const validUntil = validUntilOf(body.validUntil, now);
  let advertId: string | null = null;
  let buyerId = membership?.otherUserId ?? null;
  if (body.advertId) {
    const [advert] = isId(body.advertId) ? await ctx.db.select().from(adverts).where(eq(adverts.id, body.advertId)).limit(1) : [];
    if (!advert) throw new AppError('NOT_FOUND', 'İlan bulunamadı.');
    if (advert.advertType === 'customerRequest') {
      if (advert.userId === actor.id) throw new AppError('UNPROCESSABLE', offerMessages.ownRequest);
      if (membership && membership.otherUserId !== advert.userId) throw new AppError('UNPROCESSABLE', offerMessages.roomNotFound);
      buyerId = advert.userId;
    } else if (advert.sellerId !== store.id || !membership) {
      throw new AppError('UNPROCESSABLE', offerMessages.notRequest);
    }
    advertId = advert.id;
  }
  if (!buyerId) throw new AppError('VALIDATION_FAILED', offerMessages.needsTarget);
  const attachments = await storeFiles(ctx.privateFiles, uploads);
  let row: OfferRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      if (advertId) {
        const [advert] = await tx.select().from(adverts).where(eq(adverts.id, advertId)).for('update');
        if (!advert || advert.status !== 'active') throw new AppError('UNPROCESSABLE', offerMessages.notOpen);
        if (advert.advertType === 'customerRequest') {
          const [pending] = await tx
            .select({ id: offers.id })
            .from(offers)
            .where(and(eq(offers.advertId, advertId), eq(offers.sellerId, store.id), eq(offers.status, 'pending')))
            .limit(1);
          if (pending) throw new AppError('CONFLICT', offerMessages.duplicatePending);
        }
        await tx.update(adverts).set({ offersCount: sql`${adverts.offersCount} + 1` }).where(eq(adverts.id, advertId));
      }
      const [inserted] = await tx
        .insert(offers)
        .values({
          advertId,
          roomId: membership?.roomId ?? null,
          sellerId: store.id,
          buyerId: buyerId!,
          amountKurus: tlToKurus(body.amount),
          deliveryDays: body.deliveryDays,
          revisions: body.revisions,
          note: body.note,
          attachments,
          validUntil,
        })
        .returning();
      await adjustCounts(tx, store.id, null, 'pending');
      return inserted;
    });
  } catch (error) {
    await removeAttachments(ctx.privateFiles, attachments);
    throw error;
  }
  if (row.roomId) {
    await postOfferMessage(ctx.chat, actor.id, row.roomId, row.id).catch((error) => ctx.log.warn({ err: error }, 'offer card not posted'));
  }
  return offerView(ctx, actor.id, row.id);
}

interface Decided {
  offer: OfferRow;
  rejectedOthers: OfferRow[];
  advertChanged: boolean;
}

/**
 * Accepting or rejecting, by the offer's buyer (the request's owner). Accepting a request's
 * offer locks the request first (so two accepts, from two tabs, run one after the other: the
 * second finds it taken), checks the offer is pending and unexpired, sets the request
 * `inProgress`/`inNegotiation` and rejects its other pending offers, all in one transaction with
 * the stores' counts. The partial unique index backs this up.
 */
async function decide(ctx: OffersContext, actor: Actor, offerId: string, status: 'accepted' | 'rejected', note: string | undefined, now: Date): Promise<Decided> {
  const [first] = isId(offerId)
    ? await ctx.db.select({ offer: offers, sellerUserId: sellers.userId }).from(offers).innerJoin(sellers, eq(sellers.id, offers.sellerId)).where(eq(offers.id, offerId)).limit(1)
    : [];
  if (!first || (first.offer.buyerId !== actor.id && first.sellerUserId !== actor.id)) throw notFound();
  if (first.sellerUserId === actor.id) throw new AppError('FORBIDDEN', offerMessages.ownOffer);
  return ctx.db.transaction(async (tx) => {
    const [advert] = first.offer.advertId ? await tx.select().from(adverts).where(eq(adverts.id, first.offer.advertId)).for('update') : [];
    const [offer] = await tx.select().from(offers).where(eq(offers.id, first.offer.id)).for('update');
    if (!offer) throw notFound();
    const isRequest = advert?.advertType === 'customerRequest';
    if (offer.status !== 'pending') {
      throw new AppError('CONFLICT', status === 'accepted' && isRequest && advert.saleStatus !== 'open' ? offerMessages.alreadyAccepted : offerMessages.notPending);
    }
    if (status === 'accepted') {
      if (offer.validUntil.getTime() < now.getTime()) throw new AppError('UNPROCESSABLE', offerMessages.expired);
      if (isRequest && advert.saleStatus !== 'open') throw new AppError('CONFLICT', offerMessages.alreadyAccepted);
      if (isRequest && advert.status !== 'active') throw new AppError('UNPROCESSABLE', offerMessages.notOpen);
    }
    const [updated] = await tx
      .update(offers)
      .set({ status, statusNote: note ?? null, decidedAt: now, updatedAt: now })
      .where(eq(offers.id, offer.id))
      .returning();
    await adjustCounts(tx, offer.sellerId, 'pending', status);
    let rejectedOthers: OfferRow[] = [];
    if (status === 'accepted' && isRequest) {
      await tx.update(adverts).set({ status: 'inProgress', saleStatus: 'inNegotiation', updatedAt: now }).where(eq(adverts.id, advert.id));
      rejectedOthers = await tx
        .update(offers)
        .set({ status: 'rejected', statusNote: offerMessages.otherAccepted, decidedAt: now, updatedAt: now })
        .where(and(eq(offers.advertId, advert.id), eq(offers.status, 'pending')))
        .returning();
      for (const other of rejectedOthers) await adjustCounts(tx, other.sellerId, 'pending', 'rejected');
    }
    return { offer: updated, rejectedOthers, advertChanged: status === 'accepted' && isRequest };
  });
}

/** The store withdraws its own offer while it is still pending. */
async function withdraw(ctx: OffersContext, actor: Actor, offerId: string, note: string | undefined, now: Date): Promise<OfferRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = isId(offerId)
      ? await tx.select({ offer: offers, sellerUserId: sellers.userId }).from(offers).innerJoin(sellers, eq(sellers.id, offers.sellerId)).where(eq(offers.id, offerId)).for('update', { of: offers })
      : [];
    if (!row || (row.offer.buyerId !== actor.id && row.sellerUserId !== actor.id)) throw notFound();
    if (row.sellerUserId !== actor.id) throw new AppError('FORBIDDEN', offerMessages.withdrawOnlyOwn);
    if (row.offer.status !== 'pending') throw new AppError('UNPROCESSABLE', offerMessages.withdrawOnlyPending);
    const [updated] = await tx.update(offers).set({ status: 'withdrawn', statusNote: note ?? null, decidedAt: now, updatedAt: now }).where(eq(offers.id, row.offer.id)).returning();
    await adjustCounts(tx, row.offer.sellerId, 'pending', 'withdrawn');
    if (row.offer.advertId) await tx.update(adverts).set({ offersCount: sql`greatest(${adverts.offersCount} - 1, 0)` }).where(eq(adverts.id, row.offer.advertId));
    return updated;
  });
}

/** Tells a store its offer lost: a card in its room with the buyer (opened if needed) and a mail. */
async function tellRejected(ctx: OffersContext, buyerId: string, offer: OfferRow) {
  const [store] = await ctx.db.select({ userId: sellers.userId, storeName: sellers.storeName, email: users.email }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(eq(sellers.id, offer.sellerId)).limit(1);
  if (!store) return;
  const roomId = offer.roomId ?? (await roomBetween(ctx.chat, buyerId, store.userId, offer.advertId));
  await postOfferMessage(ctx.chat, buyerId, roomId, offer.id, offerMessages.otherAccepted);
  const [advert] = offer.advertId ? await ctx.db.select({ title: adverts.title, slug: adverts.slug }).from(adverts).where(eq(adverts.id, offer.advertId)).limit(1) : [];
  const title = advert?.title ?? 'talep';
  ctx.mailer
    .send({
      to: store.email,
      subject: `Teklifiniz kabul edilmedi: ${title}`,
      text: `Merhaba ${store.storeName},\n\n"${title}" talebi için başka bir teklif kabul edildi; ${kurusToTl(offer.amountKurus).toLocaleString('tr-TR')} TL tutarındaki teklifiniz reddedildi.\n\nYeni müşteri talepleri: ${ctx.appUrl}/seller-panel/request\n\nPazaryeri`,
    })
    .catch((error) => ctx.log.warn({ err: error }, 'offer rejection mail not sent'));
}

/**
 * One status change for every route that makes one: the buyer accepts or rejects, the store
 * withdraws. `inProgress` and `completed` follow the order (a later part of the flow).
 */
export async function changeOfferStatus(ctx: OffersContext, actor: Actor, offerId: string, body: OfferStatusBody, now = new Date()) {
  const status: OfferStatus = body.status;
  let advert: Advert | null = null;
  let message: string;
  let offerRow: OfferRow;
  if (status === 'accepted' || status === 'rejected') {
    const decided = await decide(ctx, actor, offerId, status, body.statusNote, now);
    offerRow = decided.offer;
    message = status === 'accepted' ? offerMessages.accepted : offerMessages.rejected;
    for (const other of decided.rejectedOthers) {
      await tellRejected(ctx, actor.id, other).catch((error) => ctx.log.warn({ err: error }, 'rejected store not told'));
      if (other.roomId) announceOfferChange(ctx.chat, other.roomId, await offerView(ctx, actor.id, other.id));
    }
  } else if (status === 'withdrawn') {
    offerRow = await withdraw(ctx, actor, offerId, body.statusNote, now);
    message = offerMessages.withdrawn;
  } else {
    throw new AppError('UNPROCESSABLE', offerMessages.orderStatusesLater);
  }
  const offer = await offerView(ctx, actor.id, offerRow.id);
  if (offerRow.roomId) announceOfferChange(ctx.chat, offerRow.roomId, offer);
  if (offerRow.advertId) advert = await getAdvert(ctx.db, actor.id, offerRow.advertId);
  return { message, offer, advert };
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

