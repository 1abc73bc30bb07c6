import { freelanceMessages, type FreelancerPaymentBody } from '@pazaryeri/contract/freelance/index';
import type { MarketplacePaymentResponse } from '@pazaryeri/contract/orders/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { splitItemPrice } from '../../integrations/payments/commission';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { adverts } from '../../db/schema/adverts';
import { offers, type OfferRow } from '../../db/schema/offers';
import { type Actor, insertOrder, type NewOrderLine, orderNotFound, snapshotBilling } from '../orders';
import { orders } from '../../db/schema/orders';
import { payOrder } from '../payments';
import { findStoreByUserId } from '../sellers';
import type { FreelanceContext } from './freelance.context';

const offerNotFound = () => new AppError('NOT_FOUND', freelanceMessages.offerNotFound);

/** The order still open (unpaid or paid) for an offer, if there is one. */
async function openOrderOf(db: Db, offerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.offerId, offerId), inArray(orders.status, ['pending_payment', 'paid'])))
    .limit(1);
  return row?.id ?? null;
}

/** What the order's one line is called: the request's title, else the offer's note. */
async function lineNameOf(db: Db, offer: OfferRow) {
  const [advert] = offer.advertId ? await db.select({ title: adverts.title, slug: adverts.slug }).from(adverts).where(eq(adverts.id, offer.advertId)).limit(1) : [];
  const name = advert?.title ?? (offer.note.trim() ? `Özel iş: ${offer.note.trim().slice(0, 120)}` : 'Özel iş');
  return { name, slug: advert?.slug ?? offer.id };
}

/** One line, one part: the offer's amount, the platform's commission taken as on goods, nothing shipped. */
function offerLine(offer: OfferRow, name: string, slug: string, commissionBasisPoints: number): NewOrderLine {
  const split = splitItemPrice(offer.amountKurus, commissionBasisPoints);
  return {
    productId: null,
    sellerId: offer.sellerId,
    productName: name,
    productSlug: slug,
    productType: 'digital',
    variantId: null,
    variantName: null,
    sizeId: null,
    sizeLabel: null,
    image: null,
    unitPrice: offer.amountKurus,
    quantity: 1,
    lineTotal: offer.amountKurus,
    // Made-to-order work is a service at the general rate.
    vatRate: 20,
    shippingCost: 0,
    freeShippingThreshold: 0,
    discount: 0,
    sellerShare: split.subMerchantPrice,
    commission: split.commission,
  };
}

/**
 * `POST /orders/from-offer {offerId}`: the buyer's accepted offer becomes an order of the buying
 * flow's tables (one part for the store, one line at the offer's amount) waiting for its payment.
 * Asking again answers the order already open for the offer (200); two at once end with one order.
 */
export async function createOrderFromOffer(ctx: FreelanceContext, buyer: Actor, offerId: string): Promise<{ created: boolean; orderId: string }> {
  const [offer] = isId(offerId) ? await ctx.db.select().from(offers).where(eq(offers.id, offerId)).limit(1) : [];
  if (!offer) throw offerNotFound();
  if (offer.buyerId !== buyer.id) {
    const store = await findStoreByUserId(ctx.db, buyer.id);
    if (store?.id === offer.sellerId) throw new AppError('FORBIDDEN', freelanceMessages.offerNotYours);
    throw offerNotFound();
  }
  const existing = await openOrderOf(ctx.db, offer.id);
  if (existing) return { created: false, orderId: existing };
  if (offer.status !== 'accepted') throw new AppError('UNPROCESSABLE', freelanceMessages.offerNotAccepted);
  const { name, slug } = await lineNameOf(ctx.db, offer);
  const line = offerLine(offer, name, slug, ctx.config.payments.commissionBasisPoints);
  const billing = await snapshotBilling(ctx.db, buyer.id, undefined, null);
  try {
    const orderId = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, offer.id)).for('update');
      if (locked?.status !== 'accepted') throw new AppError('UNPROCESSABLE', freelanceMessages.offerNotAccepted);
      return insertOrder(tx, {
        buyerId: buyer.id,
        idempotencyKey: null,
        address: null,
        billing,
        coupon: null,
        parts: [{ sellerId: offer.sellerId, lines: [line], itemsTotal: line.lineTotal, shippingCost: 0, discount: 0, total: line.lineTotal }],
        fromOffer: { offerId: offer.id, revisionsAllowed: offer.revisions },
      });
    });
    return { created: true, orderId };
  } catch (error) {
    const winner = isUniqueViolation(error) ? await openOrderOf(ctx.db, offer.id) : null;
    if (winner) return { created: false, orderId: winner };
    throw error;
  }
}

/**
 * `POST /payment/freelancer-marketplace-payment`: pays an order from an offer through the buying
 * flow's payment (same provider, sub-merchant split and escrow); 3D Secure returns to the
 * freelance order's page unless the request names another.
 */
export async function payFreelanceOrder(ctx: FreelanceContext, buyer: Actor, body: FreelancerPaymentBody, ip: string): Promise<MarketplacePaymentResponse> {
  const [order] = isId(body.orderId) ? await ctx.db.select({ buyerId: orders.buyerId, offerId: orders.offerId }).from(orders).where(eq(orders.id, body.orderId)).limit(1) : [];
  if (!order || order.buyerId !== buyer.id) throw orderNotFound();
  if (!order.offerId) throw new AppError('UNPROCESSABLE', freelanceMessages.notFreelance);
  return payOrder(ctx, buyer, { ...body, callbackUrl: body.callbackUrl ?? `/hesabim/ozel-siparisler/${body.orderId}` }, ip);
}
