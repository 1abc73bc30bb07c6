import { inArray } from 'drizzle-orm';
import type { OrderView } from '@pazaryeri/contract/orders/index';
import { newOrderSellerMail, orderPaidMail, type OrdersContext } from '../orders';
import { sellers } from '../../db/schema/sellers';
import { sendQuietly } from '../users';

/** After a payment, from the order's admin view: the buyer hears it was paid (and of digital deliveries); each store of its new order. */
export async function sendPaidMails(ctx: OrdersContext, order: OrderView): Promise<void> {
  if (order.status !== 'paid' || !order.buyer) return;
  sendQuietly(ctx, orderPaidMail(order.buyer.email, order.buyer.name, order, ctx.config.appUrl));
  const stores = await ctx.db
    .select({ id: sellers.id, email: sellers.contactEmail })
    .from(sellers)
    .where(inArray(sellers.id, order.orders.map((part) => part.seller._id)));
  for (const part of order.orders) {
    const store = stores.find((row) => row.id === part.seller._id);
    if (store) sendQuietly(ctx, newOrderSellerMail(store.email, part, ctx.config.appUrl));
  }
}
