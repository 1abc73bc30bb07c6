import {
  customizationStatusLabels,
  deliveryStatusLabels,
  freelanceLimits,
  freelanceMessages,
  type FreelanceOrderView,
} from '@pazaryeri/contract/freelance/index';
import { kurusToLira } from '@pazaryeri/contract/orders/index';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { adverts } from '../../db/schema/adverts';
import { freelancerReviews } from '../../db/schema/freelancer-reviews';
import { offers } from '../../db/schema/offers';
import { type Actor, loadOrderView, type OrderAccess, orderNotFound, resolveOrderAccess } from '../orders';
import { orders, type SellerOrderRow, sellerOrders } from '../../db/schema/orders';
import type { FreelanceContext } from './freelance.context';
import { deliveryFileUrl } from './freelance.files';
import { type CustomDeliveryRow, customDeliveries } from '../../db/schema/freelance';

const day = 86_400_000;
export const autoAcceptAt = (delivery: Pick<CustomDeliveryRow, 'deliveredAt'>) => new Date(delivery.deliveredAt.getTime() + freelanceLimits.autoAcceptDays * day);

/** The custom part of an order (an order from an offer has exactly one); 422 for an order of goods. */
export async function findCustomPart(db: Db, orderId: string): Promise<SellerOrderRow> {
  const [part] = await db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.orderId, orderId), isNotNull(sellerOrders.customizationStatus)))
    .limit(1);
  if (!part) throw new AppError('UNPROCESSABLE', freelanceMessages.notFreelance);
  return part;
}

/** Who the caller is to a freelance order (its buyer, its store once paid, an admin); 404 for anyone else. */
export async function resolveFreelanceAccess(db: Db, actor: Actor, id: string): Promise<{ access: OrderAccess; part: SellerOrderRow }> {
  const access = await resolveOrderAccess(db, actor, id);
  return { access, part: await findCustomPart(db, access.orderId) };
}

/** The freelance order as its caller sees it: the order, the offer, the customization with every delivery (files as expiring links), the review and what the caller may do. */
export async function loadFreelanceOrder(ctx: FreelanceContext, actor: Actor, access: OrderAccess): Promise<FreelanceOrderView> {
  const [order, part] = await Promise.all([loadOrderView(ctx, access.orderId, access.audience), findCustomPart(ctx.db, access.orderId)]);
  const [[offerRow], deliveries, [review]] = await Promise.all([
    ctx.db
      .select({ offer: offers, advertTitle: adverts.title, advertSlug: adverts.slug })
      .from(orders)
      .innerJoin(offers, eq(offers.id, orders.offerId))
      .leftJoin(adverts, eq(adverts.id, offers.advertId))
      .where(eq(orders.id, access.orderId)),
    ctx.db.select().from(customDeliveries).where(eq(customDeliveries.sellerOrderId, part.id)).orderBy(asc(customDeliveries.round)),
    ctx.db.select().from(freelancerReviews).where(eq(freelancerReviews.orderId, access.orderId)).limit(1),
  ]);
  if (!offerRow) throw orderNotFound();
  const { offer } = offerRow;
  const pending = deliveries.find((delivery) => delivery.status === 'pending');
  const isBuyer = access.role === 'buyer';
  const isStore = access.role === 'seller';
  return {
    order,
    sellerOrderId: part.id,
    offer: {
      _id: offer.id,
      amount: kurusToLira(offer.amountKurus),
      deliveryDays: offer.deliveryDays,
      revisions: offer.revisions,
      note: offer.note,
      advert: offer.advertId && offerRow.advertTitle ? { _id: offer.advertId, title: offerRow.advertTitle, slug: offerRow.advertSlug ?? '' } : null,
    },
    customization: {
      status: part.customizationStatus!,
      statusLabel: customizationStatusLabels[part.customizationStatus!],
      revisionsAllowed: part.revisionsAllowed,
      revisionsUsed: part.revisionsUsed,
      revisionsLeft: part.revisionsAllowed - part.revisionsUsed,
      deliveries: await Promise.all(
        deliveries.map(async (delivery) => ({
          _id: delivery.id,
          round: delivery.round,
          note: delivery.note,
          status: delivery.status,
          statusLabel: deliveryStatusLabels[delivery.status],
          responseNote: delivery.responseNote,
          deliveredAt: delivery.deliveredAt.toISOString(),
          respondedAt: delivery.respondedAt?.toISOString() ?? null,
          autoAcceptAt: delivery.status === 'pending' ? autoAcceptAt(delivery).toISOString() : null,
          files: await Promise.all(
            delivery.files.map(async (file) => ({
              id: file.id,
              name: file.name,
              mimeType: file.mimeType,
              size: file.size,
              url: await deliveryFileUrl(ctx.config.jwtSecret, actor.id, delivery.id, file.id),
            })),
          ),
        })),
      ),
    },
    can: {
      pay: isBuyer && order.status === 'pending_payment',
      start: isStore && part.status === 'paid' && part.customizationStatus === 'not_started',
      deliver: isStore && part.status === 'preparing' && part.customizationStatus === 'in_progress',
      accept: isBuyer && Boolean(pending) && part.status === 'delivered',
      requestRevision: isBuyer && Boolean(pending) && part.status === 'delivered' && part.revisionsUsed < part.revisionsAllowed,
      review: isBuyer && part.status === 'completed' && !review,
    },
    review: review ? { _id: review.id, rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() } : null,
  };
}
