import { orderLimits } from '@pazaryeri/contract/orders/index';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { OrdersContext } from './orders.context';
import { endUnpaidCheckout } from './orders.payment-effects';
import { orders, payments } from '../../db/schema/orders';

/**
 * Unpaid checkouts hold their stock for `reservationMinutes` after their last payment attempt
 * began (or their creation); then they are cancelled and the stock and coupon go back. An order
 * with an attempt still talking to the provider is left alone. Safe with several processes: each
 * order is taken with `FOR UPDATE SKIP LOCKED`, one transaction each. Answers how many ended.
 */
export async function expireStaleCheckouts(ctx: Pick<OrdersContext, 'db'>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - orderLimits.reservationMinutes * 60_000);
  let ended = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending_payment'),
            lt(orders.updatedAt, cutoff),
            sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'pending')`,
          ),
        )
        .orderBy(orders.updatedAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return false;
      await tx
        .update(payments)
        .set({ status: 'failed', errorCode: 'ORDER_EXPIRED', errorMessage: 'Sipariş süresi doldu.', completedAt: now })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'three_ds_pending')));
      await endUnpaidCheckout(tx, order, { status: 'cancelled', actorRole: 'system', note: 'Ödeme süresi dolduğu için sipariş iptal edildi; stok serbest bırakıldı.' }, now);
      return true;
    });
    if (!done) return ended;
    ended += 1;
  }
}
