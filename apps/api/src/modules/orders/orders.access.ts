import { orderMessages } from '@pazaryeri/contract/orders/index';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findStoreByUserId } from '../sellers';
import type { Actor } from './orders.context';
import type { ActorRole } from './orders.machine';
import { orders, sellerOrders } from '../../db/schema/orders';
import type { Audience } from './orders.view';

export const orderNotFound = () => new AppError('NOT_FOUND', orderMessages.notFound);

export interface OrderAccess {
  orderId: string;
  role: Exclude<ActorRole, 'system'>;
  audience: Audience;
  /** The part named in the path (a part id), if the path named one. */
  partId: string | null;
  /** The caller's store, when they reached the order as its seller. */
  sellerId: string | null;
}

/**
 * Who the caller is to an order named by its id or by one of its parts' ids: its buyer, one of
 * its stores (their part only, once paid), or an admin. Anyone else gets 404, as if it did not exist.
 */
export async function resolveOrderAccess(db: Db, actor: Actor, id: string): Promise<OrderAccess> {
  if (!isId(id)) throw orderNotFound();
  const rows = await db
    .select({ orderId: orders.id, buyerId: orders.buyerId, paidAt: orders.paidAt, partId: sellerOrders.id, sellerId: sellerOrders.sellerId })
    .from(orders)
    .innerJoin(sellerOrders, eq(sellerOrders.orderId, orders.id))
    .where(or(eq(orders.id, id), eq(sellerOrders.id, id)));
  if (rows.length === 0) throw orderNotFound();
  const orderId = rows[0].orderId;
  const named = rows.find((row) => row.partId === id);
  const partId = named ? id : null;
  if (actor.isAdmin) return { orderId, role: 'admin', audience: { kind: 'admin' }, partId, sellerId: null };
  if (rows[0].buyerId === actor.id) return { orderId, role: 'buyer', audience: { kind: 'buyer' }, partId, sellerId: null };
  const store = await findStoreByUserId(db, actor.id);
  const own = store ? rows.find((row) => row.sellerId === store.id) : undefined;
  // A store sees an order once it is paid: unpaid checkouts are the buyer's business.
  if (!store || !own || !own.paidAt || (named && named.sellerId !== store.id)) throw orderNotFound();
  return { orderId, role: 'seller', audience: { kind: 'seller', sellerId: store.id }, partId: own.partId, sellerId: store.id };
}
