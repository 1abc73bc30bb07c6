import type { OfferStatus } from '@pazaryeri/contract/adverts/index';
import { type CustomDeliveryBody, freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { prepareAttachments, type UploadedFile } from '../chat';
import { adjustCounts } from '../offers';
import { offers } from '../../db/schema/offers';
import { type Actor, type ActorRole, assertMove, lockOrder, type OrderAccess } from '../orders';
import { orders, orderStatusEvents, type SellerOrderRow, type SellerOrderStatus, sellerOrders } from '../../db/schema/orders';
import { AUTO_ACCEPT_QUEUE, type FreelanceContext } from './freelance.context';
import { type DeliveryFileRecord, customDeliveries } from '../../db/schema/freelance';
import { autoAcceptAt, resolveFreelanceAccess } from './freelance.view';

/** The part under the order's lock, as it is now. */
async function lockPart(tx: Db, orderId: string, partId: string): Promise<SellerOrderRow> {
  await lockOrder(tx, orderId);
  const [part] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, partId)).for('update');
  return part;
}

/** The part's move through the order machine's custom-work moves, with its timeline entry. */
async function movePart(tx: Db, part: SellerOrderRow, to: SellerOrderStatus, who: { role: ActorRole; id: string | null }, changes: Partial<SellerOrderRow>, note: string, now: Date) {
  assertMove(who.role, part.status, to, 'custom');
  await tx.update(sellerOrders).set({ ...changes, status: to, updatedAt: now }).where(eq(sellerOrders.id, part.id));
  await tx.insert(orderStatusEvents).values({ sellerOrderId: part.id, fromStatus: part.status, toStatus: to, actorId: who.id, actorRole: who.role, note, createdAt: now });
}

/** The offer behind the order follows its work (inProgress when started, completed when accepted), with the store's counts. */
async function moveOffer(tx: Db, orderId: string, from: OfferStatus, to: OfferStatus, now: Date) {
  const [order] = await tx.select({ offerId: orders.offerId }).from(orders).where(eq(orders.id, orderId));
  if (!order?.offerId) return;
  const [moved] = await tx
    .update(offers)
    .set({ status: to, updatedAt: now })
    .where(and(eq(offers.id, order.offerId), eq(offers.status, from)))
    .returning({ sellerId: offers.sellerId });
  if (moved) await adjustCounts(tx, moved.sellerId, from, to);
}

function requireRole(access: OrderAccess, role: 'buyer' | 'seller', message: string) {
  if (access.role !== role) throw new AppError('FORBIDDEN', message);
}

/** `POST /orders/start-customization/{orderId}`: the order's store starts the paid work (not_started → in_progress). */
export async function startCustomization(ctx: FreelanceContext, actor: Actor, orderId: string, offerId?: string): Promise<OrderAccess> {
  const { access, part } = await resolveFreelanceAccess(ctx.db, actor, orderId);
  requireRole(access, 'seller', freelanceMessages.onlyStoreStarts);
  await ctx.db.transaction(async (tx) => {
    const current = await lockPart(tx, access.orderId, part.id);
    const [order] = await tx.select({ offerId: orders.offerId }).from(orders).where(eq(orders.id, access.orderId));
    if (offerId && offerId !== order.offerId) throw new AppError('UNPROCESSABLE', freelanceMessages.offerNotFound);
    if (current.customizationStatus !== 'not_started') throw new AppError('CONFLICT', freelanceMessages.alreadyStarted);
    if (current.status !== 'paid') throw new AppError('UNPROCESSABLE', freelanceMessages.notPaid);
    const now = new Date();
    await movePart(tx, current, 'preparing', { role: 'seller', id: actor.id }, { customizationStatus: 'in_progress' }, freelanceMessages.started, now);
    await moveOffer(tx, access.orderId, 'accepted', 'inProgress', now);
  });
  return access;
}

/**
 * `POST /orders/customDelivery/{orderId}` (multipart: attachments, note): the order's store
 * delivers files for the work in progress (→ completed, the part delivered). Files are checked by
 * content like chat and offer attachments and kept privately; the buyer's 7 days to answer start
 * now, and a job on the queue accepts the delivery if they pass unanswered.
 */
export async function deliverCustomWork(ctx: FreelanceContext, actor: Actor, orderId: string, body: CustomDeliveryBody, uploads: UploadedFile[]): Promise<OrderAccess> {
  const { access, part } = await resolveFreelanceAccess(ctx.db, actor, orderId);
  requireRole(access, 'seller', freelanceMessages.onlyStoreDelivers);
  if (part.customizationStatus !== 'in_progress') throw new AppError('UNPROCESSABLE', freelanceMessages.notInProgress);
  if (uploads.length === 0) throw new AppError('VALIDATION_FAILED', freelanceMessages.filesRequired, { attachments: freelanceMessages.filesRequired });
  const prepared = await prepareAttachments(uploads);
  const stored: DeliveryFileRecord[] = [];
  try {
    for (const item of prepared) {
      const { id, name, mimeType, size } = item.record;
      stored.push({ id, name, mimeType, size, key: await ctx.files.put('custom-deliveries', item.extension, item.data) });
    }
    await ctx.db.transaction(async (tx) => {
      const current = await lockPart(tx, access.orderId, part.id);
      if (current.customizationStatus !== 'in_progress') throw new AppError('UNPROCESSABLE', freelanceMessages.notInProgress);
      const now = new Date();
      const [{ rounds }] = await tx.select({ rounds: sql<number>`count(*)::int` }).from(customDeliveries).where(eq(customDeliveries.sellerOrderId, part.id));
      const [delivery] = await tx
        .insert(customDeliveries)
        .values({ sellerOrderId: part.id, round: rounds + 1, note: body.note ?? '', files: stored, deliveredAt: now })
        .returning();
      await movePart(tx, current, 'delivered', { role: 'seller', id: actor.id }, { customizationStatus: 'completed', deliveredAt: now }, body.note ?? 'Teslimat yapıldı.', now);
      await ctx.enqueue(AUTO_ACCEPT_QUEUE, { deliveryId: delivery.id }, { tx, key: delivery.id, runAt: autoAcceptAt(delivery) });
    });
  } catch (error) {
    await Promise.allSettled(stored.map((file) => ctx.files.remove(file.key)));
    throw error;
  }
  return access;
}

/** Accepts the pending delivery inside the caller's transaction (the order locked): the part completes, the offer too; escrow may now release the store's share. */
async function acceptPending(tx: Db, part: SellerOrderRow, deliveryId: string, who: { role: ActorRole; id: string | null }, auto: boolean, note: string | undefined, now: Date) {
  await tx
    .update(customDeliveries)
    .set({ status: auto ? 'auto_accepted' : 'accepted', responseNote: note ?? null, respondedAt: now })
    .where(eq(customDeliveries.id, deliveryId));
  const timeline = auto ? 'Teslimat 7 gün içinde yanıtlanmadığı için otomatik kabul edildi.' : (note ?? 'Teslimat kabul edildi.');
  await movePart(tx, part, 'completed', who, {}, timeline, now);
  await moveOffer(tx, part.orderId, 'inProgress', 'completed', now);
}

async function pendingDelivery(tx: Db, partId: string) {
  const [delivery] = await tx.select().from(customDeliveries).where(and(eq(customDeliveries.sellerOrderId, partId), eq(customDeliveries.status, 'pending'))).for('update');
  if (!delivery) throw new AppError('UNPROCESSABLE', freelanceMessages.noPendingDelivery);
  return delivery;
}

/**
 * The buyer answers the delivery waiting for them: `accept` completes the order (its payment may
 * be approved for the store); `revision` sends the work back while the offer's revisions last.
 */
export async function answerDelivery(ctx: FreelanceContext, actor: Actor, orderId: string, answer: 'accept' | 'revision', note: string | undefined): Promise<OrderAccess> {
  const { access, part } = await resolveFreelanceAccess(ctx.db, actor, orderId);
  requireRole(access, 'buyer', freelanceMessages.onlyBuyerAnswers);
  await ctx.db.transaction(async (tx) => {
    const current = await lockPart(tx, access.orderId, part.id);
    const delivery = await pendingDelivery(tx, part.id);
    const now = new Date();
    if (answer === 'accept') return acceptPending(tx, current, delivery.id, { role: 'buyer', id: actor.id }, false, note, now);
    if (current.revisionsUsed >= current.revisionsAllowed) throw new AppError('UNPROCESSABLE', freelanceMessages.noRevisionsLeft);
    if (!note) throw new AppError('VALIDATION_FAILED', freelanceMessages.revisionNoteRequired, { note: freelanceMessages.revisionNoteRequired });
    await tx.update(customDeliveries).set({ status: 'revision_requested', responseNote: note, respondedAt: now }).where(eq(customDeliveries.id, delivery.id));
    await movePart(tx, current, 'preparing', { role: 'buyer', id: actor.id }, { customizationStatus: 'in_progress', revisionsUsed: current.revisionsUsed + 1 }, note, now);
  });
  return access;
}

/**
 * The queue's job for one delivery: accepts it when 7 days passed without an answer. A delivery
 * already answered is left alone; one not yet due (a clock that moved back) waits until it is.
 */
export async function autoAcceptDelivery(db: Db, deliveryId: string, now = new Date()): Promise<{ retryAt: Date } | { acceptedOrderId: string } | null> {
  const [delivery] = await db.select().from(customDeliveries).where(eq(customDeliveries.id, deliveryId)).limit(1);
  if (!delivery || delivery.status !== 'pending') return null;
  const due = autoAcceptAt(delivery);
  if (due.getTime() > now.getTime()) return { retryAt: due };
  const [part] = await db.select({ orderId: sellerOrders.orderId }).from(sellerOrders).where(eq(sellerOrders.id, delivery.sellerOrderId));
  return db.transaction(async (tx) => {
    const current = await lockPart(tx, part.orderId, delivery.sellerOrderId);
    const [still] = await tx.select({ status: customDeliveries.status }).from(customDeliveries).where(eq(customDeliveries.id, deliveryId)).for('update');
    if (still?.status !== 'pending' || current.status !== 'delivered') return null;
    await acceptPending(tx, current, deliveryId, { role: 'system', id: null }, true, undefined, now);
    return { acceptedOrderId: part.orderId };
  });
}
