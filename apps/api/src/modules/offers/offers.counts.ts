import type { OfferCounts, OfferStatus } from '@pazaryeri/contract/adverts/index';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerOfferCounts } from '../../db/schema/offers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const columnOf = {
  pending: sellerOfferCounts.pending,
  accepted: sellerOfferCounts.accepted,
  rejected: sellerOfferCounts.rejected,
  completed: sellerOfferCounts.completed,
  inProgress: sellerOfferCounts.inProgress,
  withdrawn: sellerOfferCounts.withdrawn,
} as const;

/**
 * Moves one offer of a store between statuses in its per-status counts (`from` null: a new
 * offer; `to` null: a removed one). Call it inside the transaction that changes the offer.
 */
export async function adjustCounts(tx: Tx, sellerId: string, from: OfferStatus | null, to: OfferStatus | null) {
  if (from === to) return;
  const values = { sellerId, pending: 0, accepted: 0, rejected: 0, completed: 0, inProgress: 0, withdrawn: 0 };
  const set: Record<string, unknown> = {};
  if (from) {
    values[from] -= 1;
    set[from] = sql`${columnOf[from]} - 1`;
  }
  if (to) {
    values[to] += 1;
    set[to] = sql`${columnOf[to]} + 1`;
  }
  await tx.insert(sellerOfferCounts).values(values).onConflictDoUpdate({ target: sellerOfferCounts.sellerId, set });
}

export async function readCounts(db: Db, sellerId: string): Promise<OfferCounts> {
  const [row] = await db.select().from(sellerOfferCounts).where(eq(sellerOfferCounts.sellerId, sellerId)).limit(1);
  const { pending = 0, accepted = 0, rejected = 0, completed = 0, inProgress = 0, withdrawn = 0 } = row ?? {};
  return { all: pending + accepted + rejected + completed + inProgress + withdrawn, pending, accepted, rejected, completed, inProgress, withdrawn };
}
