import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tellBuyerOfOffer, tellFittingStores } from '../modules/matching';
import { adverts } from '../db/schema/adverts';
import { notifications } from '../db/schema/notifications';
import { offers } from '../db/schema/offers';

/**
 * The demo's notifications, once: each open demo request told to the stores it fits, and each
 * offer on a request told to its buyer, as publishing and offering do (the demo writes its
 * requests and offers directly). The stores' request stats follow, so the comparison shows
 * response times.
 */
export async function seedDemoNotifications(db: Db) {
  const [seeded] = await db.select({ id: notifications.id }).from(notifications).limit(1);
  if (seeded) return;
  const requests = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.advertType, 'customerRequest'), eq(adverts.status, 'active')))
    .orderBy(asc(adverts.createdAt));
  const answers = await db
    .select({ offer: offers, advertCreatedAt: adverts.createdAt })
    .from(offers)
    .innerJoin(adverts, eq(adverts.id, offers.advertId))
    .where(eq(adverts.advertType, 'customerRequest'))
    .orderBy(asc(offers.createdAt));
  await db.transaction(async (tx) => {
    for (const request of requests) await tellFittingStores({ tx, advertId: request.id });
    for (const { offer, advertCreatedAt } of answers) {
      const { id: offerId, advertId, sellerId, buyerId, amountKurus, createdAt } = offer;
      await tellBuyerOfOffer({ tx, offerId, advertId: advertId!, sellerId, buyerId, amountKurus, createdAt, advertCreatedAt });
    }
  });
}
