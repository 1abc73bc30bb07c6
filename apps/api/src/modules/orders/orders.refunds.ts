import { orderMessages } from '@pazaryeri/contract/orders/index';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { OrdersContext } from './orders.context';
import { orderItems } from '../../db/schema/orders';

/**
 * Gives the buyer back what they paid for a part's lines, at the provider, line by line (what the
 * line was charged: its goods after discount plus its share of shipping). An approved line's
 * approval is withdrawn first; a line already paid out to the store cannot be refunded (422,
 * before anything moves). Each refunded line is recorded at once, so a retry after a refusal
 * refunds only what is left; the provider refusing a second refund of the same line counts as done.
 */
export async function refundPart(ctx: OrdersContext, partId: string, ip: string): Promise<void> {
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.sellerOrderId, partId), isNotNull(orderItems.paymentTransactionId)));
  if (items.some((item) => item.escrowStatus === 'paid_out')) throw new AppError('UNPROCESSABLE', orderMessages.paidOutCannotRefund);
  const mark = (itemId: string, escrowStatus: 'disapproved' | 'refunded') =>
    ctx.db.update(orderItems).set({ escrowStatus, escrowUpdatedAt: new Date() }).where(eq(orderItems.id, itemId));
  for (const item of items) {
    if (!['pending', 'approved', 'disapproved'].includes(item.escrowStatus)) continue;
    const paymentTransactionId = item.paymentTransactionId!;
    if (item.escrowStatus === 'approved') {
      const withdrawn = await ctx.payments.disapproveItem({ paymentTransactionId });
      if (!withdrawn.ok) throw new AppError('UNPROCESSABLE', withdrawn.errorGroup === 'ITEM_PAID_OUT' ? orderMessages.paidOutCannotRefund : withdrawn.errorMessage);
      await mark(item.id, 'disapproved');
    }
    const refunded = await ctx.payments.refundItem({ paymentTransactionId, amount: item.sellerShare + item.commission, ip, reason: 'BUYER_REQUEST' });
    if (!refunded.ok && refunded.errorGroup !== 'ITEM_REFUNDED') throw new AppError('UNPROCESSABLE', refunded.errorMessage);
    await mark(item.id, 'refunded');
  }
}

