import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CargoAddress, createSandboxCargoProvider } from '../integrations/cargo';
import { findCityByName } from '../lib/locations';
import { orderItems, orders, sellerOrders } from '../db/schema/orders';
import { getSellerProfile } from '../modules/sellers';
import { sellers } from '../db/schema/sellers';
import { createDbCargoStore } from '../modules/shipping';
import { type ShipmentRow, shipmentOffers, shipments, shippingBalances, shippingTransactions } from '../db/schema/shipping';

const day = 86_400_000;
const parcels = [
  { lengthCm: 30, widthCm: 20, heightCm: 15, weightKg: 2 },
  { lengthCm: 40, widthCm: 30, heightCm: 20, weightKg: 6.5 },
  { lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 12 },
  { lengthCm: 20, widthCm: 15, heightCm: 10, weightKg: 0.8 },
];

/**
 * Demo shipments for the order parts that exist now (run after the orders seed): paid and
 * preparing parts get a shipment with offers waiting to be accepted, shipped parts a label
 * bought a little while ago (the sandbox clock carries them on), delivered parts a label from
 * days ago, and the first delivered one a return. Does nothing when there are no such parts or
 * they already have shipments. Answers how many shipments it wrote.
 */
export async function seedShipments(db: Db, options: { now?: Date; stepSeconds?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const stepMs = (options.stepSeconds ?? 120) * 1000;
  const parts = await db
    .select({ part: sellerOrders, orderNumber: orders.orderNumber, address: orders.shippingAddress, userId: sellers.userId })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(
      and(
        inArray(sellerOrders.status, ['paid', 'preparing', 'shipped', 'delivered']),
        sql`exists (select 1 from ${orderItems} where ${orderItems.sellerOrderId} = ${sellerOrders.id} and ${orderItems.productType} = 'physical')`,
        notExists(db.select({ id: shipments.id }).from(shipments).where(eq(shipments.sellerOrderId, sellerOrders.id))),
      ),
    )
    .orderBy(sellerOrders.createdAt)
    .limit(40);
  let written = 0;
  let returned = false;
  for (const [index, { part, orderNumber, address, userId }] of parts.entries()) {
    const recipientCity = address && findCityByName(address.city);
    const profile = await getSellerProfile(db, userId).catch(() => null);
    const senderEntry = profile?.addresses.find((entry) => entry.isDefault) ?? profile?.addresses[0];
    const senderCity = senderEntry && findCityByName(senderEntry.senderAddress.city ?? '');
    if (!address || !recipientCity || !senderEntry || !senderCity) continue;
    const sender: CargoAddress = {
      name: senderEntry.senderAddress.name,
      phone: senderEntry.senderAddress.phone,
      address: senderEntry.senderAddress.address ?? '',
      cityCode: senderCity.cityCode,
      cityName: senderCity.name,
      districtName: senderEntry.senderAddress.district ?? '',
    };
    const recipient: CargoAddress = {
      name: address.fullName,
      phone: address.phone,
      address: address.addressLine,
      cityCode: recipientCity.cityCode,
      cityName: recipientCity.name,
      districtName: address.district,
    };
    // Shipped parts were labelled one to two steps ago, delivered ones days ago.
    const labelledAt = part.status === 'delivered' ? new Date(now.getTime() - (2 + (index % 5)) * day) : new Date(now.getTime() - stepMs * (1 + (index % 2)) - 1000);
    const cargo = createSandboxCargoProvider({ store: createDbCargoStore(db), now: () => labelledAt, stepMs });
    const parcel = parcels[index % parcels.length];
    const created = await cargo.createShipment({ sender, recipient, parcel, orderNumber, orderTotal: part.total, reference: part.id });
    const base = {
      sellerId: part.sellerId,
      sellerOrderId: part.id,
      orderId: part.orderId,
      orderNumber,
      sender,
      recipient,
      recipientCity: recipient.cityName,
      lengthCm: parcel.lengthCm,
      widthCm: parcel.widthCm,
      heightCm: parcel.heightCm,
      weightKg: parcel.weightKg,
      desi: created.offers.list[0]?.desi ?? 1,
      createdAt: labelledAt,
      updatedAt: labelledAt,
    };
    const [row] = await db
      .insert(shipments)
      .values({ ...base, providerShipmentId: created.id, status: created.status, offers: created.offers.list })
      .returning();
    await db.insert(shipmentOffers).values(created.offers.list.map((offer) => ({ offerId: offer.offerId, shipmentId: row.id })));
    written += 1;
    if (part.status !== 'shipped' && part.status !== 'delivered') continue;

    const pick = index % 2 ? created.offers.fastest! : created.offers.cheapest!;
    const bought = await cargo.acceptOffer(pick.offerId);
    const current = await createSandboxCargoProvider({ store: createDbCargoStore(db), now: () => now, stepMs }).getShipment(created.id);
    await labelled(db, row, pick, bought.id, current, labelledAt);
    await db.update(sellerOrders).set({ carrier: pick.providerName, trackingNumber: current.trackingNumber }).where(eq(sellerOrders.id, part.id));

    if (part.status === 'delivered' && current.status === 'DELIVERED' && !returned) {
      returned = true;
      const back = await createSandboxCargoProvider({ store: createDbCargoStore(db), now: () => now, stepMs }).createReturn(created.id);
      const offer = back.shipment.offers.list.find((item) => item.offerId === back.offerId)!;
      const [returnRow] = await db
        .insert(shipments)
        .values({ ...base, sender: recipient, recipient: sender, recipientCity: sender.cityName, providerShipmentId: back.shipment.id, status: 'RETURN_CREATED', isReturn: true, returnOf: row.id, offers: [offer], createdAt: now, updatedAt: now })
        .returning();
      await labelled(db, returnRow, offer, back.id, { ...back.shipment, status: 'RETURN_CREATED' }, now, 'return');
      written += 1;
    }
  }
  return written;
}

async function labelled(
  db: Db,
  row: ShipmentRow,
  offer: { offerId: string; providerCode: string; providerName: string; serviceName: string; amount: number; estimatedDays: number },
  transactionId: string,
  current: { status: string; trackingNumber: string | null; trackingUrl: string | null; trackingCode: string | null; events: ShipmentRow['events'] },
  at: Date,
  kind: 'label' | 'return' = 'label',
) {
  await db
    .update(shipments)
    .set({
      status: current.status,
      acceptedOfferId: offer.offerId,
      providerCode: offer.providerCode,
      providerName: offer.providerName,
      serviceName: offer.serviceName,
      amount: offer.amount,
      estimatedDays: offer.estimatedDays,
      trackingNumber: current.trackingNumber,
      trackingUrl: current.trackingUrl,
      trackingCode: current.trackingCode,
      events: current.events,
      labelledAt: at,
      ...(current.status === 'DELIVERED' && { deliveredAt: new Date(current.events.at(-1)!.at) }),
    })
    .where(eq(shipments.id, row.id));
  await db.insert(shippingTransactions).values({ sellerId: row.sellerId, shipmentId: row.id, kind, amount: offer.amount, providerTransactionId: transactionId, createdAt: at });
  await db
    .insert(shippingBalances)
    .values({ sellerId: row.sellerId, charged: offer.amount, labels: 1 })
    .onConflictDoUpdate({ target: shippingBalances.sellerId, set: { charged: sql`${shippingBalances.charged} + ${offer.amount}`, labels: sql`${shippingBalances.labels} + 1` } });
}
