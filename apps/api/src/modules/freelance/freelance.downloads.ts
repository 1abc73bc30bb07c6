import { freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { orders, sellerOrders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import type { FreelanceContext } from './freelance.context';
import { customDeliveries } from '../../db/schema/freelance';

const missing = () => new AppError('NOT_FOUND', freelanceMessages.fileMissing);

/**
 * A delivered file for the viewer a genuine link was signed for, checked again now: the order's
 * buyer, its store's owner or an admin. Anyone else (a link passed on to a stranger's account) is refused.
 */
export async function openDeliveryFile(ctx: FreelanceContext, viewerId: string, deliveryId: string, fileId: string) {
  const [row] = isId(deliveryId)
    ? await ctx.db
        .select({ files: customDeliveries.files, buyerId: orders.buyerId, storeOwnerId: sellers.userId })
        .from(customDeliveries)
        .innerJoin(sellerOrders, eq(sellerOrders.id, customDeliveries.sellerOrderId))
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
        .where(eq(customDeliveries.id, deliveryId))
        .limit(1)
    : [];
  const record = row?.files.find((file) => file.id === fileId);
  if (!row || !record) throw missing();
  if (viewerId !== row.buyerId && viewerId !== row.storeOwnerId) {
    const [viewer] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, viewerId)).limit(1);
    if (viewer?.role !== 'admin') throw new AppError('FORBIDDEN', freelanceMessages.fileLinkInvalid);
  }
  const opened = await ctx.files.open(record.key);
  if (!opened) throw missing();
  return { record, opened };
}
