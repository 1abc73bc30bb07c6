import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PersonalDataSource } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { orders, sellerOrders } from '../../db/schema/orders';
import { providerAccounts, shipments, shippingBalances, shippingTransactions, shippingWebhooks, type ShipmentRow } from '../../db/schema/shipping';

/**
 * Parcels of the person's orders (with the address they gave, where the parcel went or, for a
 * return, came from) and, for a store owner, their store's parcels with the store's own address,
 * its charges, balance and carrier contracts (never their credentials). A store's export leaves
 * out the buyer's address and the label (a PDF printed with it); a buyer's leaves out the store's.
 */

const parcelOf = (row: ShipmentRow) => ({
  id: row.id,
  orderId: row.orderId,
  sellerOrderId: row.sellerOrderId,
  orderNumber: row.orderNumber,
  status: row.status,
  isReturn: row.isReturn,
  returnOf: row.returnOf,
  providerName: row.providerName,
  serviceName: row.serviceName,
  trackingNumber: row.trackingNumber,
  trackingUrl: row.trackingUrl,
  deliveredAt: row.deliveredAt,
  canceledAt: row.canceledAt,
  createdAt: row.createdAt,
});

async function boughtParcels(db: Db, personId: string) {
  const rows = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(sellerOrders, eq(sellerOrders.id, shipments.sellerOrderId))
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(eq(orders.buyerId, personId))
    .orderBy(asc(shipments.createdAt));
  return rows.map(({ shipment }) => ({ ...parcelOf(shipment), yourAddress: shipment.isReturn ? shipment.sender : shipment.recipient, trackingEvents: shipment.events }));
}

async function storeRecords(db: Db, sellerId: string) {
  const [parcels, charges, [balance], contracts] = await Promise.all([
    db.select().from(shipments).where(eq(shipments.sellerId, sellerId)).orderBy(asc(shipments.createdAt)),
    db
      .select({ id: shippingTransactions.id, shipmentId: shippingTransactions.shipmentId, kind: shippingTransactions.kind, amount: shippingTransactions.amount, createdAt: shippingTransactions.createdAt })
      .from(shippingTransactions)
      .where(eq(shippingTransactions.sellerId, sellerId))
      .orderBy(asc(shippingTransactions.createdAt)),
    db
      .select({ charged: shippingBalances.charged, refunded: shippingBalances.refunded, labels: shippingBalances.labels, updatedAt: shippingBalances.updatedAt })
      .from(shippingBalances)
      .where(eq(shippingBalances.sellerId, sellerId)),
    db
      .select({ id: providerAccounts.id, providerCode: providerAccounts.providerCode, name: providerAccounts.name, isActive: providerAccounts.isActive, createdAt: providerAccounts.createdAt, updatedAt: providerAccounts.updatedAt })
      .from(providerAccounts)
      .where(eq(providerAccounts.sellerId, sellerId))
      .orderBy(asc(providerAccounts.createdAt)),
  ]);
  return {
    storeShipments: parcels.map((row) => ({
      ...parcelOf(row),
      storeAddress: row.isReturn ? row.recipient : row.sender,
      parcel: { lengthCm: row.lengthCm, widthCm: row.widthCm, heightCm: row.heightCm, weightKg: row.weightKg, desi: row.desi },
      amount: row.amount,
      estimatedDays: row.estimatedDays,
      labelledAt: row.labelledAt,
      // Where the parcel was seen is, near the end, where the buyer lives.
      trackingEvents: row.events.map(({ location: _location, ...event }) => event),
    })),
    storeShippingCharges: charges,
    storeShippingBalance: balance ?? null,
    storeCarrierAccounts: contracts,
  };
}

export const shippingPersonalData: PersonalDataSource = {
  folder: 'kargolar',
  title: 'Kargo gönderileri',
  async collect(db, person) {
    const [bought, store, webhooks] = await Promise.all([
      boughtParcels(db, person.id),
      findStoreByUserId(db, person.id),
      db.select({ id: shippingWebhooks.id, createdAt: shippingWebhooks.createdAt }).from(shippingWebhooks).where(eq(shippingWebhooks.createdBy, person.id)),
    ]);
    const sold = store ? await storeRecords(db, store.id) : { storeShipments: [], storeShippingCharges: [], storeShippingBalance: null, storeCarrierAccounts: [] };
    return { data: { shipments: bought, ...sold, webhooksRegistered: webhooks }, files: [] };
  },
};
