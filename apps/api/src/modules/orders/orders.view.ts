import type { InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { PartTracking } from '@pazaryeri/contract/shipping/index';
import { kurusToLira, orderMessages, orderStatusLabels, type OrderView, type SellerOrderView } from '@pazaryeri/contract/orders/index';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { hasDeliveryFiles } from './orders.deliveries';
import type { OrdersContext } from './orders.context';
import { isFinal } from './orders.machine';
import { orderItems, type OrderItemRow, type OrderRow, orders, orderStatusEvents, type PaymentRow, payments, type SellerOrderRow, sellerOrders } from '../../db/schema/orders';

type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;

/**
 * Who is looking decides what an order shows: the buyer sees it whole; a store only its own part
 * (with the customer's shipping details and its earnings, and order totals of that part alone);
 * an admin everything, with the buyer.
 */
export type Audience = { kind: 'buyer' } | { kind: 'seller'; sellerId: string } | { kind: 'admin' };

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const tl = kurusToLira;

function itemView(item: OrderItemRow, partStatus: SellerOrderView['status'], audience: Audience, withFile: Set<string>) {
  const isDigital = item.productType !== 'physical';
  const usable = isDigital && item.deliveredAt !== null && !isFinal(partStatus) && item.escrowStatus !== 'refunded';
  return {
    _id: item.id,
    productId: item.productId,
    productSlug: item.productSlug,
    name: item.productName,
    productType: item.productType,
    isDigital,
    variantId: item.variantId,
    variantName: item.variantName,
    sizeId: item.sizeId,
    sizeLabel: item.sizeLabel,
    image: item.image,
    unitPrice: tl(item.unitPrice),
    quantity: item.quantity,
    lineTotal: tl(item.lineTotal),
    discount: tl(item.discount),
    escrowStatus: item.escrowStatus,
    deliveredAt: iso(item.deliveredAt),
    downloadAvailable: audience.kind !== 'seller' && usable,
    hasDeliveryFile: withFile.has(item.id),
    customization: item.customization,
  };
}

/** The order views of these ids, in this order, in six queries whatever their number (no N+1). */
export async function loadOrderViews(ctx: Pick<OrdersContext, 'db' | 'config' | 'privateFiles' | 'trackingOf' | 'invoicesOf'>, ids: string[], audience: Audience): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  const { db } = ctx;
  const partFilter: SQL | undefined = audience.kind === 'seller' ? eq(sellerOrders.sellerId, audience.sellerId) : undefined;
  const [orderRows, partRows, attempts] = await Promise.all([
    db
      .select({ order: orders, buyer: { id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(inArray(orders.id, ids)),
    db
      .select({ part: sellerOrders, seller: { id: sellers.id, storeName: sellers.storeName, alias: sellers.alias } })
      .from(sellerOrders)
      .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
      .where(and(inArray(sellerOrders.orderId, ids), partFilter))
      .orderBy(asc(sellerOrders.createdAt), asc(sellers.storeName)),
    audience.kind === 'seller'
      ? Promise.resolve([])
      : db
          .selectDistinctOn([payments.orderId])
          .from(payments)
          .where(inArray(payments.orderId, ids))
          .orderBy(payments.orderId, desc(payments.createdAt)),
  ]);
  const partIds = partRows.map((row) => row.part.id);
  const [itemRows, eventRows] = partIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.sellerOrderId, partIds)).orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
        db.select().from(orderStatusEvents).where(inArray(orderStatusEvents.sellerOrderId, partIds)).orderBy(asc(orderStatusEvents.createdAt)),
      ])
    : [[], []];
  const tracking = await ctx.trackingOf(db, partIds);
  const invoiced = await ctx.invoicesOf(db, partIds);
  const withFile = await hasDeliveryFiles(ctx.privateFiles, itemRows.filter((item) => item.productType !== 'physical').map((item) => item.id));
  return assembleOrderViews(ids, { orderRows, partRows, attempts, itemRows, eventRows, tracking, invoiced, withFile }, audience);
}

/** What an order view is made of: the rows loadOrderViews reads, or a checkout has just written. */
export interface OrderViewRows {
  orderRows: { order: OrderRow; buyer: { id: string; name: string; email: string } }[];
  /** In the order the view lists them: by creation, then store name. */
  partRows: { part: SellerOrderRow; seller: { id: string; storeName: string; alias: string } }[];
  attempts: PaymentRow[];
  /** In the order the view lists them: by creation, then id. */
  itemRows: OrderItemRow[];
  /** By creation. */
  eventRows: OrderStatusEventRow[];
  tracking: Map<string, PartTracking[]>;
  invoiced: Map<string, InvoiceView>;
  /** The digital lines with a delivery file of their own. */
  withFile: Set<string>;
}

/** The views of these ids, in this order, from their rows (no query). */
export function assembleOrderViews(ids: string[], rows: OrderViewRows, audience: Audience): OrderView[] {
  const { orderRows, partRows, attempts, itemRows, eventRows, tracking, invoiced, withFile } = rows;
  const byOrder = new Map(orderRows.map((row) => [row.order.id, row]));
  const lastAttempt = new Map(attempts.map((attempt) => [attempt.orderId, attempt]));
  const views: OrderView[] = [];
  for (const id of ids) {
    const row = byOrder.get(id);
    if (!row) continue;
    const { order, buyer } = row;
    const parts = partRows
      .filter(({ part }) => part.orderId === id)
      .map(({ part, seller }): SellerOrderView => {
        const items = itemRows.filter((item) => item.sellerOrderId === part.id);
        const insider = audience.kind !== 'buyer';
        return {
          _id: part.id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          status: part.status,
          statusLabel: orderStatusLabels[part.status],
          seller: { _id: seller.id, storeName: seller.storeName, alias: seller.alias },
          itemsTotal: tl(part.itemsTotal),
          shippingCost: tl(part.shippingCost),
          discount: tl(part.discount),
          total: tl(part.total),
          carrier: part.carrier,
          trackingNumber: part.trackingNumber,
          sellerNote: part.sellerNote,
          shippedAt: iso(part.shippedAt),
          deliveredAt: iso(part.deliveredAt),
          createdAt: part.createdAt.toISOString(),
          updatedAt: part.updatedAt.toISOString(),
          items: items.map((item) => itemView(item, part.status, audience, withFile)),
          timeline: eventRows
            .filter((event) => event.sellerOrderId === part.id)
            .map((event) => ({ fromStatus: event.fromStatus as SellerOrderView['status'] | null, toStatus: event.toStatus as SellerOrderView['status'], actorRole: event.actorRole, note: event.note, createdAt: event.createdAt.toISOString() })),
          shipments: tracking.get(part.id) ?? [],
          invoice: invoiced.get(part.id) ?? null,
          ...(insider && {
            customer: { _id: buyer.id, name: order.shippingAddress?.fullName ?? buyer.name, phone: order.shippingAddress?.phone ?? '', address: order.shippingAddress ?? null },
            earnings: {
              sellerShare: tl(items.reduce((sum, item) => sum + item.sellerShare, 0)),
              commission: tl(items.reduce((sum, item) => sum + item.commission, 0)),
            },
          }),
        };
      });
    const ownPart = audience.kind === 'seller' ? parts[0] : null;
    const attempt = lastAttempt.get(id);
    views.push({
      _id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      statusLabel: orderStatusLabels[order.status],
      ...(audience.kind === 'admin' && { buyer: { _id: buyer.id, name: buyer.name, email: buyer.email } }),
      shippingAddress: order.shippingAddress ?? null,
      billing: order.billingIdentity ?? null,
      itemsTotal: ownPart ? ownPart.itemsTotal : tl(order.itemsTotal),
      shippingTotal: ownPart ? ownPart.shippingCost : tl(order.shippingTotal),
      discountTotal: ownPart ? ownPart.discount : tl(order.discountTotal),
      total: ownPart ? ownPart.total : tl(order.total),
      couponCode: ownPart ? null : order.couponCode,
      offerId: order.offerId ?? null,
      paidAt: iso(order.paidAt),
      cancelledAt: iso(order.cancelledAt),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      orders: parts,
      payment: attempt
        ? { status: attempt.status, maskedCard: attempt.maskedCard, errorMessage: attempt.errorMessage, createdAt: attempt.createdAt.toISOString(), completedAt: iso(attempt.completedAt) }
        : null,
    });
  }
  return views;
}

export async function loadOrderView(ctx: Pick<OrdersContext, 'db' | 'config' | 'privateFiles' | 'trackingOf' | 'invoicesOf'>, id: string, audience: Audience): Promise<OrderView> {
  const [view] = await loadOrderViews(ctx, [id], audience);
  if (!view) throw new AppError('NOT_FOUND', orderMessages.notFound);
  return view;
}

/**
 * The buyer's view of an order from its admin view, without reading it again: the same order
 * less the buyer and each part's customer and earnings (a payment's mails read the admin view,
 * its answer is the buyer's).
 */
export function buyerViewOf(view: OrderView): OrderView {
  const { buyer, ...order } = view;
  return { ...order, orders: view.orders.map(({ customer, earnings, ...part }) => part) };
}
