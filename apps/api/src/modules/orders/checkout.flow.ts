import { randomInt, randomUUID } from 'node:crypto';
import { formatMessage } from '@pazaryeri/contract';
import { type CreateOrderBody, orderMessages, type OrderResponse } from '@pazaryeri/contract/orders/index';
import { productMessages } from '@pazaryeri/contract/products/index';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isAppError, isUniqueViolation } from '../../lib/errors';
import { defaultBillingProfile, getAddress, getBillingProfile } from '../addresses';
import { applyCouponAtCheckout, recordCouponUse } from '../coupons';
import { reserveStock } from '../products';
import { sendQuietly } from '../users';
import { type CartStore, type PricedLine, type PricedPart, priceLines, splitIntoParts } from './checkout.pricing';
import type { Actor, OrdersContext } from './orders.context';
import { orderPlacedMail } from './orders.mails';
import {
  type BillingIdentitySnapshot,
  orderItems,
  type OrderItemRow,
  type OrderRow,
  orders,
  orderStatusEvents,
  type SellerOrderRow,
  type ShippingAddressSnapshot,
  sellerOrders,
} from '../../db/schema/orders';
import { assembleOrderViews, loadOrderView } from './orders.view';

const numberAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const istanbulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: '2-digit', month: '2-digit', day: '2-digit' });

/** 'PZ250612-7K3Q9X': the Istanbul day it was placed, then six characters nobody misreads. */
export function newOrderNumber(now = new Date()): string {
  const day = istanbulDay.format(now).replaceAll('-', '');
  const suffix = Array.from({ length: 6 }, () => numberAlphabet[randomInt(numberAlphabet.length)]).join('');
  return `PZ${day}-${suffix}`;
}

/** Step 1: a checkout already made with this key answers again, whatever was sent this time. */
async function findByIdempotencyKey(db: Db, buyerId: string, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

/** Step 2: the buyer's own address, copied so later edits do not move the parcel. */
async function snapshotAddress(db: Db, buyerId: string, addressId: string): Promise<ShippingAddressSnapshot> {
  const address = await getAddress(db, buyerId, addressId).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', orderMessages.addressNotFound);
    throw error;
  });
  return {
    fullName: address.fullName,
    phone: address.phone,
    city: address.cityName,
    district: address.districtName,
    neighbourhood: address.neighbourhood,
    addressLine: address.addressLine,
    postalCode: address.zip,
    title: address.title,
  };
}

/**
 * Step 2b: who to invoice, copied like the address: the billing identity named, else the buyer's
 * default one, else the delivery address's recipient as a person (an e-Arşiv invoice needs no more);
 * null for an order without an address (from an offer) when the buyer has no identity.
 */
export async function snapshotBilling(db: Db, buyerId: string, billingProfileId: string | undefined, address: ShippingAddressSnapshot | null): Promise<BillingIdentitySnapshot | null> {
  const profile = billingProfileId
    ? await getBillingProfile(db, buyerId, billingProfileId).catch((error: unknown) => {
        if (isAppError(error) && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', orderMessages.billingNotFound);
        throw error;
      })
    : await defaultBillingProfile(db, buyerId);
  if (!profile) {
    if (!address) return null;
    return { kind: 'individual', name: address.fullName, tckn: null, vkn: null, taxOffice: null, city: address.city, district: address.district, addressLine: address.addressLine, postalCode: address.postalCode ?? null };
  }
  return {
    kind: profile.kind,
    name: profile.name,
    tckn: profile.tckn,
    vkn: profile.vkn,
    taxOffice: profile.taxOffice,
    city: profile.cityName,
    district: profile.districtName,
    addressLine: profile.addressLine,
    postalCode: profile.zip,
  };
}

/**
 * Step 7, the checkout's last statements before its commit: takes every line's units off the
 * stock, in product order (so two checkouts of the same products lock them in the same order).
 * Last, because a product's row lock lasts until the commit and every checkout of that product
 * waits for it: taken first, it was held over the order's inserts too (bench/checkout.ts). Any
 * shortage aborts the whole transaction, so nothing stays reserved or written; its 409 names the
 * product ('… stokta yetersiz', mapped by the client).
 */
async function reserveLines(tx: Db, lines: PricedLine[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.productId.localeCompare(b.productId) || (a.sizeId ?? '').localeCompare(b.sizeId ?? ''));
  for (const line of ordered) {
    try {
      await reserveStock(tx, { productId: line.productId, sizeId: line.sizeId ?? undefined, quantity: line.quantity });
    } catch (error) {
      if (isAppError(error) && error.message === productMessages.insufficientStock) {
        throw new AppError('CONFLICT', formatMessage(orderMessages.insufficientStock, { product: line.productName }));
      }
      throw error;
    }
  }
}

/** Step 4: the coupon module decides the discount of every line (undone with the transaction). */
async function applyCoupon(tx: Db, buyerId: string, code: string | undefined, lines: PricedLine[]) {
  if (!code) return null;
  const applied = await applyCouponAtCheckout(tx, {
    code,
    userId: buyerId,
    lines: lines.map((line) => ({ sellerId: line.sellerId, productId: line.productId, lineTotal: line.lineTotal })),
  });
  lines.forEach((line, index) => {
    const discount = applied.discountByLine[index] ?? 0;
    if (!Number.isSafeInteger(discount) || discount < 0 || discount > line.lineTotal) throw new Error('coupon discount out of range');
    line.discount = discount;
  });
  return applied;
}

/** A line as written: goods from the catalogue, or custom work from an offer (no product). */
export type NewOrderLine = Omit<PricedLine, 'productId'> & { productId: string | null };

export interface NewOrder {
  buyerId: string;
  idempotencyKey: string | null;
  address: ShippingAddressSnapshot | null;
  billing?: BillingIdentitySnapshot | null;
  parts: (Omit<PricedPart, 'lines'> & { lines: NewOrderLine[] })[];
  coupon: { couponId: string; code: string } | null;
  /** An order from an accepted offer: its one part is custom work with the offer's revisions. */
  fromOffer?: { offerId: string; revisionsAllowed: number };
}

/** An order as its inserts wrote it (their RETURNING: the database's defaults filled in). */
interface WrittenOrder {
  order: OrderRow;
  parts: SellerOrderRow[];
  items: OrderItemRow[];
  events: (typeof orderStatusEvents.$inferSelect)[];
}

/**
 * Step 6: the checkout, one part per store, its lines and each part's first timeline entry (also
 * an order from an offer), in four statements whatever the number of parts and lines.
 */
export async function insertOrder(tx: Db, order: NewOrder): Promise<string> {
  return (await writeOrder(tx, order)).order.id;
}

async function writeOrder(tx: Db, order: NewOrder): Promise<WrittenOrder> {
  const sum = (key: 'itemsTotal' | 'shippingCost' | 'discount' | 'total') => order.parts.reduce((total, part) => total + part[key], 0);
  const orderId = randomUUID();
  const [orderRow] = await tx.insert(orders).values({
    id: orderId,
    orderNumber: newOrderNumber(),
    buyerId: order.buyerId,
    idempotencyKey: order.idempotencyKey,
    shippingAddress: order.address,
    billingIdentity: order.billing ?? null,
    itemsTotal: sum('itemsTotal'),
    shippingTotal: sum('shippingCost'),
    discountTotal: sum('discount'),
    total: sum('total'),
    couponId: order.coupon?.couponId ?? null,
    couponCode: order.coupon?.code ?? null,
    offerId: order.fromOffer?.offerId ?? null,
  }).returning();
  const parts = order.parts.map((part) => ({ ...part, id: randomUUID() }));
  const partRows = await tx.insert(sellerOrders).values(
    parts.map((part) => ({
      id: part.id,
      orderId,
      sellerId: part.sellerId,
      itemsTotal: part.itemsTotal,
      shippingCost: part.shippingCost,
      discount: part.discount,
      total: part.total,
      ...(order.fromOffer && { customizationStatus: 'not_started' as const, revisionsAllowed: order.fromOffer.revisionsAllowed }),
    })),
  ).returning();
  // Lines keep the cart's order: each is stamped a millisecond after the one before it.
  const placedAt = Date.now();
  const itemRows = await tx.insert(orderItems).values(
    parts.flatMap((part) => part.lines.map((line) => ({ line, sellerOrderId: part.id }))).map(({ line, sellerOrderId }, position) => ({
      orderId,
      sellerOrderId,
      productId: line.productId,
      variantId: line.variantId,
      sizeId: line.sizeId,
      productName: line.productName,
      productSlug: line.productSlug,
      productType: line.productType,
      variantName: line.variantName,
      sizeLabel: line.sizeLabel,
      image: line.image,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      vatRate: line.vatRate,
      discount: line.discount,
      sellerShare: line.sellerShare,
      commission: line.commission,
      customization: line.customization ?? null,
      createdAt: new Date(placedAt + position),
    })),
  ).returning();
  const eventRows = await tx
    .insert(orderStatusEvents)
    .values(parts.map((part) => ({ sellerOrderId: part.id, fromStatus: null, toStatus: 'pending_payment' as const, actorId: order.buyerId, actorRole: 'buyer' as const })))
    .returning();
  return { order: orderRow, parts: partRows, items: itemRows, events: eventRows };
}

const byTime = (a: { createdAt: Date }, b: { createdAt: Date }) => a.createdAt.getTime() - b.createdAt.getTime();
/** Code-point order, the database's C collation (loadOrderViews sorts parts by store name). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Step 8: the buyer's answer from the rows the checkout wrote, without reading them again: the
 * same view loadOrderView gives (its test compares the two), for an order that has no payment,
 * shipment, invoice or delivery file yet.
 */
function placedOrderView(written: WrittenOrder, buyer: Actor, stores: Map<string, CartStore>) {
  const [view] = assembleOrderViews(
    [written.order.id],
    {
      orderRows: [{ order: written.order, buyer: { id: buyer.id, name: buyer.name, email: buyer.email } }],
      partRows: written.parts
        .map((part) => ({ part, seller: stores.get(part.sellerId)! }))
        .sort((a, b) => byTime(a.part, b.part) || byCodePoint(a.seller.storeName, b.seller.storeName)),
      attempts: [],
      itemRows: [...written.items].sort((a, b) => byTime(a, b) || byCodePoint(a.id, b.id)),
      eventRows: [...written.events].sort(byTime),
      tracking: new Map(),
      invoiced: new Map(),
      withFile: new Set(),
    },
    { kind: 'buyer' },
  );
  return view;
}

/**
 * Places an order from the buyer's cart: prices, shipping and discounts from the database, one
 * part per store, every line's stock reserved in one transaction (all or nothing); the order
 * waits for its payment. The same idempotency key answers the same order (200), never a second.
 */
export async function placeOrder(ctx: OrdersContext, buyer: Actor, body: CreateOrderBody, headerKey?: string): Promise<{ created: boolean; response: OrderResponse }> {
  if (headerKey && body.idempotencyKey && headerKey !== body.idempotencyKey) {
    throw new AppError('VALIDATION_FAILED', orderMessages.idempotencyKeyMismatch, { idempotencyKey: orderMessages.idempotencyKeyMismatch });
  }
  const key = body.idempotencyKey ?? headerKey;
  const replay = async (orderId: string) => ({
    created: false,
    response: { message: orderMessages.created, order: await loadOrderView(ctx, orderId, { kind: 'buyer' }) },
  });
  const existing = await findByIdempotencyKey(ctx.db, buyer.id, key);
  if (existing) return replay(existing);

  const address = await snapshotAddress(ctx.db, buyer.id, body.addressId);
  const billing = await snapshotBilling(ctx.db, buyer.id, body.billingProfileId, address);
  let placed: { written: WrittenOrder; stores: Map<string, CartStore> };
  try {
    placed = await ctx.db.transaction(async (tx) => {
      const { lines, stores } = await priceLines(tx, buyer.id, body.lines);
      const coupon = await applyCoupon(tx, buyer.id, body.couponCode, lines);
      const parts = splitIntoParts(lines, ctx.config.payments.commissionBasisPoints);
      const written = await writeOrder(tx, { buyerId: buyer.id, idempotencyKey: key ?? null, address, billing, parts, coupon });
      if (coupon) await recordCouponUse(tx, { couponId: coupon.couponId, userId: buyer.id, orderId: written.order.id, discount: coupon.total });
      await reserveLines(tx, lines);
      return { written, stores };
    });
  } catch (error) {
    // The same key sent twice at once: the first insert wins, the second answers its order.
    const winner = isUniqueViolation(error) ? await findByIdempotencyKey(ctx.db, buyer.id, key) : null;
    if (winner) return replay(winner);
    throw error;
  }
  const order = placedOrderView(placed.written, buyer, placed.stores);
  sendQuietly(ctx, orderPlacedMail(buyer.email, buyer.name, order, ctx.config.appUrl));
  return { created: true, response: { message: orderMessages.created, order } };
}
