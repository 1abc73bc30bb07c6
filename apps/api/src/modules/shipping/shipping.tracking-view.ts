import type { PartTracking, ShipmentStatus } from '@pazaryeri/contract/shipping/index';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments } from '../../db/schema/shipping';

/** For the buyer's (and the store's) order view: each part's latest shipments with their tracking, returns last. */
export async function trackingForParts(db: Db, partIds: string[]): Promise<Map<string, PartTracking[]>> {
  const result = new Map<string, PartTracking[]>();
  if (partIds.length === 0) return result;
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.sellerOrderId, partIds), sql`${shipments.acceptedOfferId} is not null`, sql`${shipments.canceledAt} is null`))
    .orderBy(asc(shipments.createdAt));
  for (const row of rows) {
    const list = result.get(row.sellerOrderId) ?? [];
    list.push({ providerName: row.providerName, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl, status: row.status as ShipmentStatus, isReturn: row.isReturn, events: row.events });
    result.set(row.sellerOrderId, list);
  }
  return result;
}
