import { shippingMessages } from '@pazaryeri/contract/shipping/index';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findStoreByUserId } from '../sellers';
import { type ShipmentRow, shipments } from '../../db/schema/shipping';

export const shipmentNotFound = () => new AppError('NOT_FOUND', shippingMessages.notFound);

/** The caller's store, or 403 for a signed-in user who runs none. */
export async function storeOf(db: Db, userId: string) {
  const store = await findStoreByUserId(db, userId);
  if (!store) throw new AppError('FORBIDDEN', shippingMessages.storeOnly);
  return store;
}

/** A shipment of the caller's store; anyone else's is 404, as if it did not exist. */
export async function ownShipment(db: Db, sellerId: string, id: string): Promise<ShipmentRow> {
  if (!isId(id)) throw shipmentNotFound();
  const [row] = await db.select().from(shipments).where(and(eq(shipments.id, id), eq(shipments.sellerId, sellerId)));
  if (!row) throw shipmentNotFound();
  return row;
}
