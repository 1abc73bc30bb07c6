import { randomUUID } from 'node:crypto';
import { formatMessage } from '@pazaryeri/contract';
import {
  type MarketplacePaymentBody,
  type MarketplacePaymentResponse,
  orderMessages,
  orderStatusLabels,
  paymentMessages,
} from '@pazaryeri/contract/orders/index';
import { productTypeLabels } from '@pazaryeri/contract/products/index';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type BasketItem, maskCardNumber, type Payment, type PaymentRequest, type PaymentResult } from '../../integrations/payments';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { signThreeDSPageToken } from '../../lib/tokens';
import { type Actor, buyerViewOf, loadOrderView, lockOrder, type OrdersContext } from '../orders';
import { type OrderRow, orderItems, orders, type PaymentRow, payments, sellerOrders } from '../../db/schema/orders';
import {
  type Claim,
  claimOf,
  isUncertain,
  lockAttempt,
  paymentRefused,
  reconcileAttempt,
  recordFailure,
  recordSuccess,
  recordUncertain,
  type SuccessOutcome,
  waitForAttempt,
} from './payments.attempts';
import { subMerchantKeysFor } from './sub-merchants';

const notFound = () => new AppError('NOT_FOUND', orderMessages.notFound);

/**
 * Step 1, under the order's row lock: what this request does. A paid order answers its payment
 * again; a refused one its refusal; an attempt in flight is waited for; otherwise a new attempt
 * (its conversationId is the provider's idempotency key) is claimed, replacing any 3DS attempt
 * still waiting for the bank (only the newest can complete, so the order is charged once).
 */
async function claimPayment(ctx: OrdersContext, orderId: string, buyerId: string, maskedCard: string): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.buyerId !== buyerId) throw notFound();
    const [latest] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
    const now = new Date();
    const decided = claimOf(order, latest, now);
    if (decided) return decided;
    if (order.status !== 'pending_payment') {
      throw new AppError('UNPROCESSABLE', formatMessage(paymentMessages.notPayable, { status: orderStatusLabels[order.status] }));
    }
    // Every claim supersedes the waiting 3DS attempts, so only the newest attempt can be one.
    if (latest?.status === 'three_ds_pending') {
      await tx
        .update(payments)
        .set({ status: 'failed', errorCode: 'SUPERSEDED', errorMessage: paymentMessages.superseded, completedAt: now })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'three_ds_pending')));
    }
    const [attempt] = await tx
      .insert(payments)
      .values({ orderId, conversationId: randomUUID(), provider: ctx.payments.kind, amount: order.total, maskedCard, status: 'pending' })
      .returning();
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
    return { kind: 'go', attempt, order };
  });
}

/**
 * The order's lines with something to pay, with their store: a line a coupon brought to 0 TL
 * goes to the provider not at all (iyzico refuses it), and a store with only such lines receives
 * nothing, so it needs no sub-merchant account.
 */
function chargedLinesOf(ctx: OrdersContext, orderId: string) {
  return ctx.db
    .select({ item: orderItems, sellerId: sellerOrders.sellerId })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.sellerShare} + ${orderItems.commission} > 0`));
}

const storesOf = (lines: { sellerId: string }[]) => [...new Set(lines.map((line) => line.sellerId))];

/** The basket: one line per charged order line (its share of shipping included), with its store's key and share. */
async function basketOf(ctx: OrdersContext, orderId: string): Promise<BasketItem[]> {
  const lines = await chargedLinesOf(ctx, orderId);
  const keys = await subMerchantKeysFor(ctx, storesOf(lines));
  return lines.map(({ item, sellerId }) => ({
      id: item.id,
      name: item.productName.slice(0, 200),
      category1: productTypeLabels[item.productType],
      itemType: item.productType === 'physical' ? 'PHYSICAL' : 'VIRTUAL',
      price: item.sellerShare + item.commission,
      subMerchantKey: keys.get(sellerId)!,
      subMerchantPrice: item.sellerShare,
    }));
}

/** The buyer's side of the request. iyzico needs a national id; buyers give none, so its documented placeholder goes. */
function paymentRequest(order: OrderRow, buyer: Actor, attempt: PaymentRow, items: BasketItem[], body: MarketplacePaymentBody, ip: string): PaymentRequest {
  const address = order.shippingAddress;
  const [name, ...rest] = (address?.fullName ?? buyer.name).trim().split(/\s+/);
  const postal = {
    contactName: address?.fullName ?? buyer.name,
    city: address?.city ?? 'İstanbul',
    country: 'Turkey',
    address: address ? `${address.addressLine}, ${address.district}/${address.city}` : '-',
    zipCode: address?.postalCode ?? undefined,
  };
  return {
    conversationId: attempt.conversationId,
    basketId: order.orderNumber,
    price: order.total,
    card: body.card,
    buyer: {
      id: buyer.id,
      name,
      surname: rest.join(' ') || name,
      email: buyer.email,
      identityNumber: '11111111111',
      gsmNumber: address?.phone,
      registrationAddress: postal.address,
      city: postal.city,
      country: postal.country,
      zipCode: postal.zipCode,
      ip,
    },
    billingAddress: postal,
    shippingAddress: postal,
    items,
  };
}

/** The paid order's answer, from the admin view the payment's mails were written from when there is one. */
async function paidResponse(ctx: OrdersContext, orderId: string, { digitalDelivered, order: paid }: SuccessOutcome): Promise<MarketplacePaymentResponse> {
  const order = paid ? buyerViewOf(paid) : await loadOrderView(ctx, orderId, { kind: 'buyer' });
  const delivered = digitalDelivered || order.orders.some((part) => part.items.some((item) => item.downloadAvailable));
  return {
    message: delivered ? `${paymentMessages.succeeded} ${paymentMessages.digitalDelivered}` : paymentMessages.succeeded,
    status: 'paid',
    order,
    threeDS: null,
    digitalDelivered: delivered,
  };
}

/** Step 3: the provider's answer lands on the order; a refusal answers 422 with the bank's reason. */
export async function settle(ctx: OrdersContext, attempt: PaymentRow, result: PaymentResult<Payment>): Promise<SuccessOutcome> {
  if (result.ok) return recordSuccess(ctx, attempt, result);
  if (isUncertain(result)) {
    await recordUncertain(ctx, attempt.id, result);
    throw new AppError('SERVICE_UNAVAILABLE', result.errorMessage || paymentMessages.providerUnavailable);
  }
  await recordFailure(ctx, attempt, result);
  throw paymentRefused(result.errorMessage);
}

/** Where the bank page posts: our callback, carrying the page of this site the browser returns to. */
function providerCallbackUrl(ctx: OrdersContext, orderId: string, requested: string | undefined): string {
  const appUrl = new URL(ctx.config.appUrl);
  let returnTo = `/hesabim/siparisler/${orderId}`;
  if (requested) {
    const target = new URL(requested, appUrl);
    if (target.origin !== appUrl.origin || requested.startsWith('//')) throw new AppError('VALIDATION_FAILED', paymentMessages.returnUrlInvalid, { callbackUrl: paymentMessages.returnUrlInvalid });
    returnTo = `${target.pathname}${target.search}`;
  }
  return `${appUrl.origin}/api/payment/3ds/callback?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Step 2: charge (or start 3DS) for the claimed attempt, with the basket read before the claim when there is one. */
async function charge(ctx: OrdersContext, claim: Extract<Claim, { kind: 'go' }>, buyer: Actor, body: MarketplacePaymentBody, ip: string, basket: BasketItem[] | null): Promise<MarketplacePaymentResponse> {
  const { attempt, order } = claim;
  let items: BasketItem[];
  try {
    items = basket ?? (await basketOf(ctx, order.id));
  } catch (error) {
    await ctx.db
      .update(payments)
      .set({ status: 'failed', errorCode: 'SUBMERCHANT', errorMessage: (error as Error).message, completedAt: new Date() })
      .where(eq(payments.id, attempt.id));
    throw error;
  }
  if (order.total === 0) return paidResponse(ctx, order.id, await recordSuccess(ctx, attempt, null));
  const request = paymentRequest(order, buyer, attempt, items, body, ip);
  if (!body.threeDS) return paidResponse(ctx, order.id, await settle(ctx, attempt, await ctx.payments.pay(request)));
  const started = await ctx.payments.initializeThreeDS({ ...request, callbackUrl: providerCallbackUrl(ctx, order.id, body.callbackUrl) });
  if (!started.ok) {
    await settle(ctx, attempt, started);
    throw paymentRefused(started.errorMessage);
  }
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const current = await lockAttempt(tx, attempt.id);
    if (current.status === 'pending') {
      await tx
        .update(payments)
        .set({ status: 'three_ds_pending', providerPaymentId: started.paymentId, threeDSHtml: started.htmlContent })
        .where(eq(payments.id, attempt.id));
    }
  });
  const pageToken = await signThreeDSPageToken(attempt.id, ctx.config.jwtSecret);
  return {
    message: paymentMessages.threeDSRequired,
    status: 'three_ds_required',
    order: await loadOrderView(ctx, order.id, { kind: 'buyer' }),
    threeDS: { paymentId: started.paymentId, htmlContent: started.htmlContent, pageUrl: `/api/payment/3ds/page?token=${pageToken}` },
    digitalDelivered: false,
  };
}

/**
 * `POST /payment/marketplace-payment`: charges the buyer's order once. A double click, a retry or
 * a second process asking at the same time gets the first request's answer; a refused card ends
 * the order (stock and coupon released) and answers 422 'Ödeme başlatılamadı. <the bank's reason>'.
 */
export async function payOrder(ctx: OrdersContext, buyer: Actor, body: MarketplacePaymentBody, ip: string): Promise<MarketplacePaymentResponse> {
  if (!isId(body.orderId)) throw notFound();
  const [order] = await ctx.db.select({ buyerId: orders.buyerId, status: orders.status }).from(orders).where(eq(orders.id, body.orderId));
  if (!order || order.buyerId !== buyer.id) throw notFound();
  // The basket (and so every store's sub-merchant key) before any attempt: a store that cannot be paid stops it here. An order's lines never change.
  const basket = order.status === 'pending_payment' ? await basketOf(ctx, body.orderId) : null;
  const maskedCard = maskCardNumber(body.card.number);
  for (let round = 0; round < 5; round += 1) {
    const claim = await claimPayment(ctx, body.orderId, buyer.id, maskedCard);
    if (claim.kind === 'paid') return paidResponse(ctx, body.orderId, { digitalDelivered: false });
    if (claim.kind === 'refused') throw paymentRefused(claim.message);
    if (claim.kind === 'wait') await waitForAttempt(ctx.db, claim.attemptId);
    else if (claim.kind === 'reconcile') await reconcileAttempt(ctx, claim.attempt);
    else return charge(ctx, claim, buyer, body, ip, basket);
  }
  throw new AppError('CONFLICT', orderMessages.paymentInProgress);
}
