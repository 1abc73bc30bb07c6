import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adjustCounts } from './offers.counts';
import { offers } from '../../db/schema/offers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Deletes an advert's offers inside the advert's delete transaction, taking them out of their stores' counts. */
export async function removeOffersOfAdvert(tx: Tx, advertId: string) {
  const removed = await tx.delete(offers).where(eq(offers.advertId, advertId)).returning({ sellerId: offers.sellerId, status: offers.status });
  for (const offer of removed) await adjustCounts(tx, offer.sellerId, offer.status, null);
}
