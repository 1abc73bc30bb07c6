import { inArray } from 'drizzle-orm';
import { sellers } from '../../db/schema/sellers';
import { sendQuietly } from '../users';
import type { OrderAccess } from './orders.access';
import type { OrdersContext } from './orders.context';
import { orderCancelledMail, orderShippedMail } from './orders.mails';
import type { SellerOrderStatus } from '../../db/schema/orders';
import { loadOrderView } from './orders.view';

/**
 * After a move: the buyer hears of shipping and of cancellations and refunds; a store hears when
 * someone else (the buyer or an admin) cancelled its part. Delivered parts are announced
 * (`orders.partsDelivered`): the reviews module invites the buyer to review their products.
 */
export async function sendStatusMails(ctx: OrdersContext, access: OrderAccess, partIds: string[], to: SellerOrderStatus): Promise<void> {
  if (partIds.length === 0 || !['shipped', 'delivered', 'cancelled', 'refunded'].includes(to)) return;
  const order = await loadOrderView(ctx, access.orderId, { kind: 'admin' });
  const parts = order.orders.filter((part) => partIds.includes(part._id));
  if (!order.buyer || parts.length === 0) return;
  if (to === 'delivered') {
    await ctx.events.emit('orders.partsDelivered', { buyer: order.buyer, parts });
    return;
  }
  if (to === 'shipped') {
    for (const part of parts) sendQuietly(ctx, orderShippedMail(order.buyer.email, order.buyer.name, part, ctx.config.appUrl));
    return;
  }
  const refunded = order.paidAt !== null;
  sendQuietly(ctx, orderCancelledMail(order.buyer.email, order.buyer.name, order.orderNumber, parts, refunded));
  if (access.role === 'seller' || !refunded) return;
  const stores = await ctx.db
    .select({ id: sellers.id, email: sellers.contactEmail, storeName: sellers.storeName })
    .from(sellers)
    .where(inArray(sellers.id, parts.map((part) => part.seller._id)));
  for (const store of stores) {
    sendQuietly(ctx, orderCancelledMail(store.email, store.storeName, order.orderNumber, parts.filter((part) => part.seller._id === store.id), false));
  }
}
