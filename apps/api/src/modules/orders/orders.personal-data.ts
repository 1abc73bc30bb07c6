import { deletionMessages } from '@pazaryeri/contract/privacy/index';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Person, type PersonalDataSource, retainedUntil, retentionReasons } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { openSellerOrderStatuses, orderItems, orders, orderStatusEvents, payments, sellerOrders } from '../../db/schema/orders';

/**
 * The person's checkouts as a buyer, whole (parts, lines, timeline, payment attempts); and, for a
 * store owner, the parts their store received once paid (what the store saw), without the buyer:
 * no name, address, account id or the buyer's own notes and customization texts.
 */

const boughtBy = (person: Person) => eq(orders.buyerId, person.id);

async function buyerSide(db: Db, person: Person) {
  const [checkouts, parts, lines, events, attempts] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        shippingAddress: orders.shippingAddress,
        itemsTotal: orders.itemsTotal,
        shippingTotal: orders.shippingTotal,
        discountTotal: orders.discountTotal,
        total: orders.total,
        couponCode: orders.couponCode,
        offerId: orders.offerId,
        paidAt: orders.paidAt,
        cancelledAt: orders.cancelledAt,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(boughtBy(person))
      .orderBy(asc(orders.createdAt)),
    db
      .select({
        id: sellerOrders.id,
        orderId: sellerOrders.orderId,
        storeName: sellers.storeName,
        status: sellerOrders.status,
        itemsTotal: sellerOrders.itemsTotal,
        shippingCost: sellerOrders.shippingCost,
        discount: sellerOrders.discount,
        total: sellerOrders.total,
        carrier: sellerOrders.carrier,
        trackingNumber: sellerOrders.trackingNumber,
        shippedAt: sellerOrders.shippedAt,
        deliveredAt: sellerOrders.deliveredAt,
        customizationStatus: sellerOrders.customizationStatus,
        revisionsAllowed: sellerOrders.revisionsAllowed,
        revisionsUsed: sellerOrders.revisionsUsed,
        createdAt: sellerOrders.createdAt,
      })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
      .where(boughtBy(person))
      .orderBy(asc(sellerOrders.createdAt)),
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        sellerOrderId: orderItems.sellerOrderId,
        productId: orderItems.productId,
        productName: orderItems.productName,
        productType: orderItems.productType,
        variantName: orderItems.variantName,
        sizeLabel: orderItems.sizeLabel,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        lineTotal: orderItems.lineTotal,
        discount: orderItems.discount,
        customization: orderItems.customization,
        deliveredAt: orderItems.deliveredAt,
        createdAt: orderItems.createdAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(boughtBy(person))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    timeline(db, boughtBy(person)),
    db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        provider: payments.provider,
        status: payments.status,
        amount: payments.amount,
        maskedCard: payments.maskedCard,
        errorMessage: payments.errorMessage,
        createdAt: payments.createdAt,
        completedAt: payments.completedAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(boughtBy(person))
      .orderBy(asc(payments.createdAt)),
  ]);
  return {
    orders: checkouts,
    sellerParts: parts,
    lines,
    statusEvents: events.map(({ actorId, ...event }) => ({ ...event, byYou: actorId === person.id })),
    payments: attempts,
  };
}

/** A part's timeline; who moved it is a role, never another person's account. */
function timeline(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: orderStatusEvents.id,
      sellerOrderId: orderStatusEvents.sellerOrderId,
      fromStatus: orderStatusEvents.fromStatus,
      toStatus: orderStatusEvents.toStatus,
      actorRole: orderStatusEvents.actorRole,
      actorId: orderStatusEvents.actorId,
      note: orderStatusEvents.note,
      createdAt: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderStatusEvents.sellerOrderId))
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(where)
    .orderBy(asc(orderStatusEvents.createdAt));
}

async function storeSide(db: Db, sellerId: string) {
  // A store sees its part only once the checkout is paid; an unpaid one was never its record.
  const received = and(eq(sellerOrders.sellerId, sellerId), isNotNull(orders.paidAt));
  const [parts, lines, events] = await Promise.all([
    db
      .select({
        id: sellerOrders.id,
        orderId: sellerOrders.orderId,
        orderNumber: orders.orderNumber,
        status: sellerOrders.status,
        itemsTotal: sellerOrders.itemsTotal,
        shippingCost: sellerOrders.shippingCost,
        discount: sellerOrders.discount,
        total: sellerOrders.total,
        carrier: sellerOrders.carrier,
        trackingNumber: sellerOrders.trackingNumber,
        sellerNote: sellerOrders.sellerNote,
        shippedAt: sellerOrders.shippedAt,
        deliveredAt: sellerOrders.deliveredAt,
        customizationStatus: sellerOrders.customizationStatus,
        revisionsAllowed: sellerOrders.revisionsAllowed,
        revisionsUsed: sellerOrders.revisionsUsed,
        paidAt: orders.paidAt,
        createdAt: sellerOrders.createdAt,
      })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(received)
      .orderBy(asc(sellerOrders.createdAt)),
    db
      .select({
        id: orderItems.id,
        sellerOrderId: orderItems.sellerOrderId,
        productId: orderItems.productId,
        productName: orderItems.productName,
        productType: orderItems.productType,
        variantName: orderItems.variantName,
        sizeLabel: orderItems.sizeLabel,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        lineTotal: orderItems.lineTotal,
        discount: orderItems.discount,
        deliveredAt: orderItems.deliveredAt,
      })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(received)
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    timeline(db, received),
  ]);
  return {
    storeOrders: parts,
    storeOrderLines: lines,
    // A buyer's note (why they cancelled) is the buyer's words, not the store's record.
    storeStatusEvents: events.map(({ actorId: _actorId, note, ...event }) => ({ ...event, note: event.actorRole === 'buyer' ? null : note })),
  };
}

export const ordersPersonalData: PersonalDataSource = {
  folder: 'siparisler',
  title: 'Siparişler ve ödemeler',
  async collect(db, person) {
    const [bought, store] = await Promise.all([buyerSide(db, person), findStoreByUserId(db, person.id)]);
    const sold = store ? await storeSide(db, store.id) : { storeOrders: [], storeOrderLines: [], storeStatusEvents: [] };
    return { data: { ...bought, ...sold }, files: [] };
  },
  /**
   * Goods still on their way hold the account open: bought and not yet delivered (or cancelled,
   * refunded), or sold by the person's store and not yet delivered. Freelance parts are the
   * freelance domain's to judge.
   */
  async openMatters(db, person) {
    const open = and(inArray(sellerOrders.status, openSellerOrderStatuses), isNull(sellerOrders.customizationStatus));
    const [[bought], [sold]] = await Promise.all([
      db
        .select({ n: sql<number>`count(distinct ${orders.id})::int` })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(and(eq(orders.buyerId, person.id), open)),
      person.storeId
        ? db.select({ n: sql<number>`count(*)::int` }).from(sellerOrders).where(and(eq(sellerOrders.sellerId, person.storeId), open))
        : [{ n: 0 }],
    ]);
    return [...(bought.n ? [deletionMessages.openOrders(bought.n)] : []), ...(sold.n ? [deletionMessages.storeOpenOrders(sold.n)] : [])];
  },
  /**
   * The person's orders, with the address they were sent to and their payments, are kept: tax law
   * needs them for ten years. They are marked so, and only admins and the store that sold see them
   * (the buyer's account no longer signs in; its name reads "Silinmiş kullanıcı").
   */
  async erase(tx, person) {
    await tx
      .update(orders)
      .set({ retainedUntil: retainedUntil(person.at), retentionReason: retentionReasons.billing })
      .where(eq(orders.buyerId, person.id));
  },
};
