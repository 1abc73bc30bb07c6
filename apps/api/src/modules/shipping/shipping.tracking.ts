import { createHash, timingSafeEqual } from 'node:crypto';
import { shippingMessages } from '@pazaryeri/contract/shipping/index';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CargoShipment, cargoStatuses, type TrackingEvent } from '../../integrations/cargo';
import { AppError } from '../../lib/errors';
import { moveShippedPartForCarrier } from '../orders';
import { type ShipmentRow, shipments, shippingWebhookEvents, shippingWebhooks } from '../../db/schema/shipping';

const rank: Record<string, number> = {
  CREATED: 0,
  GOT_OFFERS: 1,
  OFFER_ACCEPTED: 2,
  TRACKING_CODE_CREATED: 3,
  RETURN_CREATED: 3,
  LABEL_PRINTED: 4,
  SHIPPED: 5,
  RETURN_SHIPPED: 5,
  DELIVERED: 6,
  RETURNED: 6,
  FAILED: 7,
  CANCELED: 8,
};

type Tracking = Pick<CargoShipment, 'status' | 'trackingCode' | 'events'> & Partial<Pick<CargoShipment, 'trackingNumber' | 'trackingUrl'>>;

/** Whatever came in (a webhook body, an answer), read as tracking or null. */
function readTracking(data: unknown): Tracking | null {
  if (!data || typeof data !== 'object') return null;
  const value = data as Record<string, unknown>;
  if (typeof value.status !== 'string' || !(cargoStatuses as readonly string[]).includes(value.status)) return null;
  const events = Array.isArray(value.events)
    ? (value.events as unknown[]).filter(
        (event): event is TrackingEvent =>
          !!event && typeof event === 'object' && ['status', 'trackingCode', 'description', 'location', 'at'].every((key) => typeof (event as Record<string, unknown>)[key] === 'string'),
      )
    : [];
  return {
    status: value.status as CargoShipment['status'],
    trackingCode: typeof value.trackingCode === 'string' ? (value.trackingCode as CargoShipment['trackingCode']) : null,
    events: events.slice(0, 100),
    trackingNumber: typeof value.trackingNumber === 'string' ? value.trackingNumber : undefined,
    trackingUrl: typeof value.trackingUrl === 'string' ? value.trackingUrl : undefined,
  };
}

/**
 * Applies the carrier's tracking to our shipment: statuses only move forward (a late or repeated
 * event changes nothing), a cancelled shipment stays cancelled. When a forward parcel reaches
 * DELIVERED, its order part moves shipped → delivered (the system's move), which makes its
 * escrow approvable. That move is asked for again by every later event of a delivered parcel
 * (it does nothing when the part has moved already), so a processor that lost the race for the
 * shipment row, or a crash between the two transactions, still leaves the part delivered when
 * the processing returns. Answers the row as it is now.
 */
export async function applyTracking(ctx: { db: Db }, shipmentId: string, data: unknown): Promise<ShipmentRow | null> {
  const tracking = readTracking(data);
  if (!tracking) return null;
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    if (!row || row.canceledAt || !row.acceptedOfferId) return { row: row ?? null, delivered: false };
    const forward = (rank[tracking.status] ?? -1) > (rank[row.status] ?? -1);
    const moreEvents = tracking.events.length > row.events.length;
    if (!forward && !moreEvents) return { row, delivered: row.status === 'DELIVERED' && !row.isReturn };
    const now = new Date();
    const [updated] = await tx
      .update(shipments)
      .set({
        ...(forward && { status: tracking.status }),
        ...(moreEvents && { events: tracking.events }),
        ...(tracking.trackingCode && forward && { trackingCode: tracking.trackingCode }),
        ...(tracking.trackingNumber && !row.trackingNumber && { trackingNumber: tracking.trackingNumber }),
        ...(tracking.trackingUrl && !row.trackingUrl && { trackingUrl: tracking.trackingUrl }),
        ...(forward && tracking.status === 'DELIVERED' && { deliveredAt: now }),
        updatedAt: now,
      })
      .where(eq(shipments.id, row.id))
      .returning();
    return { row: updated, delivered: updated.status === 'DELIVERED' && !row.isReturn };
  });
  if (result.delivered && result.row) await moveShippedPartForCarrier(ctx.db, result.row.sellerOrderId, 'delivered', 'Kargo firması teslim etti.');
  return result.row;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();

/** True when `secret` is one we registered; constant-time over the hashes. */
async function secretIsOurs(db: Db, secret: string | undefined): Promise<boolean> {
  if (!secret) return false;
  const given = hashSecret(secret);
  const rows = await db.select({ hash: shippingWebhooks.secretHash }).from(shippingWebhooks);
  let found = false;
  for (const row of rows) {
    const stored = Buffer.from(row.hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given)) found = true;
  }
  return found;
}

/**
 * `POST /shipping/webhook/receive`: checks the secret we registered, ignores other events and
 * unknown shipments, and writes the event to the inbox once (its id, or a hash of the body, is
 * unique). Processing happens after the answer (`processShippingEvents`).
 */
export async function receiveWebhook(db: Db, secret: string | undefined, body: { id?: string; event: string; data: { id: string } }): Promise<{ received: boolean }> {
  if (!(await secretIsOurs(db, secret))) throw new AppError('FORBIDDEN', shippingMessages.webhookSecretInvalid);
  if (body.event !== 'TRACK_UPDATED') return { received: false };
  const [shipment] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.providerShipmentId, body.data.id));
  if (!shipment) return { received: false };
  const eventKey = body.id ? `id:${body.id}` : `sha256:${createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;
  await db.insert(shippingWebhookEvents).values({ eventKey, shipmentId: shipment.id, payload: body.data }).onConflictDoNothing({ target: shippingWebhookEvents.eventKey });
  return { received: true };
}

const maxAttempts = 10;

/**
 * Processes the inbox: every event not yet processed, oldest first (at most `limit`). Safe to run
 * in several processes at once: applying tracking is idempotent and moves only forward. A
 * failing event is retried on the next run, up to ten times. The one entry point for a jobs
 * queue to call.
 */
export async function processShippingEvents(ctx: { db: Db; log?: { error: (...args: unknown[]) => void } }, limit = 50): Promise<number> {
  const pending = await ctx.db
    .select()
    .from(shippingWebhookEvents)
    .where(and(isNull(shippingWebhookEvents.processedAt), lt(shippingWebhookEvents.attempts, maxAttempts)))
    .orderBy(asc(shippingWebhookEvents.receivedAt))
    .limit(limit);
  let done = 0;
  for (const event of pending) {
    try {
      await applyTracking(ctx, event.shipmentId, event.payload);
      await ctx.db
        .update(shippingWebhookEvents)
        .set({ processedAt: new Date(), attempts: event.attempts + 1 })
        .where(and(eq(shippingWebhookEvents.id, event.id), isNull(shippingWebhookEvents.processedAt)));
      done += 1;
    } catch (error) {
      ctx.log?.error({ err: error, eventId: event.id }, 'shipping event failed');
      await ctx.db
        .update(shippingWebhookEvents)
        .set({ attempts: event.attempts + 1, lastError: String((error as Error).message ?? error).slice(0, 500) })
        .where(eq(shippingWebhookEvents.id, event.id));
    }
  }
  return done;
}
