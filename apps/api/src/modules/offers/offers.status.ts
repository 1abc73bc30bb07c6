import { type Advert, offerMessages, type OfferStatus, type OfferStatusBody } from '@pazaryeri/contract/adverts/index';
import { kurusToTl } from '@pazaryeri/contract/products/index';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { getAdvert } from '../adverts';
import { adverts } from '../../db/schema/adverts';
import { announceOfferChange, postOfferMessage, roomBetween } from '../chat';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { adjustCounts } from './offers.counts';
import { type Actor, notFound, offerView, type OffersContext } from './offers.service';
import { type OfferRow, offers } from '../../db/schema/offers';

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
