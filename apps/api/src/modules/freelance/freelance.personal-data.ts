import { deletionMessages } from '@pazaryeri/contract/privacy/index';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSource, type PersonalFile, safeFileName } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { openSellerOrderStatuses, orders, sellerOrders } from '../../db/schema/orders';
import { customDeliveries, type DeliveryFileRecord } from '../../db/schema/freelance';

/**
 * Deliveries of custom work on the person's freelance orders: as the buyer, the record of each
 * round with their own answer (the files are the store's); as the store's owner, each round with
 * the files the store delivered, and not the buyer's answer text. The orders themselves are in
 * the orders export.
 */

/** A file's name in the export: unique by the file's id, never a path. */
const fileName = (file: DeliveryFileRecord) => `${file.id}-${safeFileName(file.name)}`;

const fileFacts = (files: DeliveryFileRecord[]) => files.map((file) => ({ id: file.id, name: file.name, mimeType: file.mimeType, size: file.size }));

function deliveriesWhere(db: Db, where: SQL) {
  return db
    .select({
      id: customDeliveries.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      sellerOrderId: customDeliveries.sellerOrderId,
      round: customDeliveries.round,
      note: customDeliveries.note,
      files: customDeliveries.files,
      status: customDeliveries.status,
      responseNote: customDeliveries.responseNote,
      deliveredAt: customDeliveries.deliveredAt,
      respondedAt: customDeliveries.respondedAt,
    })
    .from(customDeliveries)
    .innerJoin(sellerOrders, eq(sellerOrders.id, customDeliveries.sellerOrderId))
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(where)
    .orderBy(asc(customDeliveries.deliveredAt), asc(customDeliveries.round));
}

export const freelancePersonalData: PersonalDataSource = {
  folder: 'ozel-isler',
  title: 'Özel iş teslimleri',
  async collect(db, person) {
    const [received, store] = await Promise.all([deliveriesWhere(db, eq(orders.buyerId, person.id)), findStoreByUserId(db, person.id)]);
    const delivered = store ? await deliveriesWhere(db, eq(sellerOrders.sellerId, store.id)) : [];
    const files: PersonalFile[] = delivered.flatMap((delivery) => delivery.files.map((file) => ({ name: fileName(file), from: 'private' as const, key: file.key })));
    return {
      data: {
        receivedDeliveries: received.map((delivery) => ({ ...delivery, files: fileFacts(delivery.files) })),
        storeDeliveries: delivered.map(({ responseNote: _buyersWords, ...delivery }) => ({
          ...delivery,
          files: delivery.files.map((file) => ({ ...fileFacts([file])[0], file: fileName(file) })),
        })),
      },
      files,
    };
  },
  /** Work made to order still running, on either side (the buyer's or the person's store's), holds the account open. */
  async openMatters(db, person) {
    const side = person.storeId ? or(eq(orders.buyerId, person.id), eq(sellerOrders.sellerId, person.storeId)) : eq(orders.buyerId, person.id);
    const [running] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(and(isNotNull(sellerOrders.customizationStatus), inArray(sellerOrders.status, openSellerOrderStatuses), side));
    return running.n ? [deletionMessages.freelanceRunning(running.n)] : [];
  },
};
