import { advertLimits, type CreateOfferBody, type Offer, offerMessages } from '@pazaryeri/contract/adverts/index';
import { tlToKurus } from '@pazaryeri/contract/products/index';
import { istanbulDay } from '@pazaryeri/contract/reports/index';
import { and, eq, sql } from 'drizzle-orm';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { type AdvertRow, adverts } from '../../db/schema/adverts';
import { postOfferMessage, prepareAttachments, removeAttachments, roomMembership, type UploadedFile } from '../chat';
import { findStoreByUserId } from '../sellers';
import { adjustCounts } from './offers.counts';
import { type Actor, offerView, type OffersContext } from './offers.service';
import { type OfferAttachmentRecord, type OfferRow, offers } from '../../db/schema/offers';

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

/**
 * Under the request's row lock (so two offers at the cap cannot both pass): refused once its
 * deadline day (Istanbul) has passed, or when it already has `maxOffers` offers not withdrawn —
 * its `offersCount`, which every offer write keeps in the same lock.
 */
function refuseClosedRequest(advert: AdvertRow, now: Date) {
  if (advert.deadline && advert.deadline < istanbulDay(now)) throw new AppError('CONFLICT', offerMessages.deadlinePassed);
  if (advert.offersCount >= (advert.maxOffers ?? advertLimits.defaultMaxOffers)) throw new AppError('CONFLICT', offerMessages.capReached);
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
 * open, before its deadline day has passed and below its offer cap (409s); one pending offer per
 * store and request. In a chat room: to the room's other member (optionally about one of the
 * store's own adverts). Steps: checks → files to private storage → offer, the advert's offer
 * count and the store's counts in one transaction, which also tells of an offer on a request
 * (`offers.created`; files removed if it fails) → the offer's card in the room, after the commit.
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
      let requestCreatedAt: Date | null = null;
      if (advertId) {
        const [advert] = await tx.select().from(adverts).where(eq(adverts.id, advertId)).for('update');
        if (!advert || advert.status !== 'active') throw new AppError('UNPROCESSABLE', offerMessages.notOpen);
        if (advert.advertType === 'customerRequest') {
          requestCreatedAt = advert.createdAt;
          refuseClosedRequest(advert, now);
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
      if (requestCreatedAt) {
        const { id: offerId, sellerId, buyerId: buyer, amountKurus, createdAt } = inserted;
        await ctx.events.emit('offers.created', { tx, offerId, advertId: advertId!, sellerId, buyerId: buyer, amountKurus, createdAt, advertCreatedAt: requestCreatedAt });
      }
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
