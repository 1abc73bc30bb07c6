import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { favorites } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { isId } from '../../lib/ids';
import { ALL, NoticedCopies } from '../../lib/noticed-copies';

/**
 * What a signed-in viewer adds to a kept catalogue answer: their favourites (marked in it) and
 * their stores (whose product pages they see whole, from PostgreSQL). One copy per person and
 * process, read in one statement on their first catalogue request, dropped by their own
 * favourites' notices (`f|<user id>`, migration 0029) and by any change to stores (`*`).
 */
export interface ViewerCopy {
  favorites: ReadonlySet<string>;
  storeIds: readonly string[];
}

/** A person with more favourites than this has them read per answer instead (the products in it only). */
const MAX_KEPT_FAVORITES = 2_000;
/** Favourites kept per process, over every viewer (about 100 bytes each). */
const KEPT_FAVORITES = 200_000;

export function viewerCopies() {
  return new NoticedCopies<ViewerCopy>({
    keyOf: (payload) => (payload === '*' ? ALL : payload.startsWith('f|') ? payload.slice(2) : null),
    maxWeight: KEPT_FAVORITES,
    weigh: (copy) => 1 + copy.favorites.size,
  });
}

async function selectViewer(db: Db, userId: string): Promise<ViewerCopy | null> {
  const [row] = await selectRows<{ favorites: string[]; stores: string[] }>(
    db,
    sql`select array(select ${favorites.productId}::text from ${favorites} where ${favorites.userId} = ${userId} limit ${MAX_KEPT_FAVORITES + 1}) as favorites,
               array(select ${sellers.id}::text from ${sellers} where ${sellers.userId} = ${userId}) as stores`,
  );
  if (!row || row.favorites.length > MAX_KEPT_FAVORITES) return null;
  return { favorites: new Set(row.favorites), storeIds: row.stores };
}

/** The viewer's copy, read and kept when missing; null when it cannot be kept (listener down, too many favourites). */
export async function viewerCopyOf(db: Db, copies: NoticedCopies<ViewerCopy>, userId: string): Promise<ViewerCopy | null> {
  if (!copies.enabled || !isId(userId)) return null;
  const kept = copies.get(userId);
  if (kept) return kept;
  const stamp = copies.stamp();
  const copy = await selectViewer(db, userId);
  if (copy) copies.set(userId, copy, stamp);
  return copy;
}
