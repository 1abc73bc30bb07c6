import { deletionMessages } from '@pazaryeri/contract/privacy/index';
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { orderItems, orders, sellerOrders, subMerchants } from '../../db/schema/orders';

/**
 * A store owner's side of payments: the store's accounts at the payment providers (never their
 * sub-merchant keys) and each paid line's escrow, what the store earns from it and what it
 * stands at; the balance is those lines summed as the seller's balance page sums them. A buyer's
 * payment attempts are in the orders export.
 */
export const paymentsPersonalData: PersonalDataSource = {
  folder: 'odemeler',
  title: 'Mağaza ödeme hesabı ve hakedişler',
  async collect(db, person) {
    const store = await findStoreByUserId(db, person.id);
    const [accounts, escrowLines] = store
      ? await Promise.all([
          db
            .select({ provider: subMerchants.provider, subMerchantType: subMerchants.subMerchantType, createdAt: subMerchants.createdAt, updatedAt: subMerchants.updatedAt })
            .from(subMerchants)
            .where(eq(subMerchants.sellerId, store.id))
            .orderBy(asc(subMerchants.createdAt)),
          db
            .select({
              orderItemId: orderItems.id,
              sellerOrderId: orderItems.sellerOrderId,
              orderNumber: orders.orderNumber,
              productName: orderItems.productName,
              lineTotal: orderItems.lineTotal,
              discount: orderItems.discount,
              sellerShare: orderItems.sellerShare,
              commission: orderItems.commission,
              escrowStatus: orderItems.escrowStatus,
              escrowUpdatedAt: orderItems.escrowUpdatedAt,
              createdAt: orderItems.createdAt,
            })
            .from(orderItems)
            .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
            .innerJoin(orders, eq(orders.id, orderItems.orderId))
            .where(and(eq(sellerOrders.sellerId, store.id), ne(orderItems.escrowStatus, 'none')))
            .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
        ])
      : [[], []];
    const sum = (...statuses: string[]) => escrowLines.filter((line) => statuses.includes(line.escrowStatus)).reduce((total, line) => total + line.sellerShare, 0);
    const balance = { pending: sum('pending', 'disapproved'), approved: sum('approved'), paidOut: sum('paid_out'), refunded: sum('refunded') };
    return { data: { subMerchantAccounts: accounts, escrowLines, balance }, files: [] };
  },
  /** Money of the person's store still in escrow (held, or approved and not yet paid out) holds the account open. */
  async openMatters(db, person) {
    if (!person.storeId) return [];
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .where(
        and(
          eq(sellerOrders.sellerId, person.storeId),
          isNotNull(orderItems.paymentTransactionId),
          inArray(orderItems.escrowStatus, ['pending', 'disapproved', 'approved']),
          notInArray(sellerOrders.status, ['cancelled', 'refunded']),
        ),
      );
    return held.n ? [deletionMessages.escrowHeld(held.n)] : [];
  },
};
