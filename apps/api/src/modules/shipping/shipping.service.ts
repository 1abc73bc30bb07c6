import { kurusToLira } from '@pazaryeri/contract/orders/index';
import {
  billableDesi,
  cancellableStatuses,
  type CalculatedPrice,
  type PriceCalculationBody,
  type ShipmentResponse,
  shippingMessages,
} from '@pazaryeri/contract/shipping/index';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createShipmentBody } from '@pazaryeri/contract/shipping/index';
import type { AuthUser } from '../../plugins/app/auth';
import { type CargoAddress, type CargoTransaction, isCargoError, rankOffers } from '../../integrations/cargo';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findCityByCode, findCityByName } from '../../lib/locations';
import { changeOrderStatus, loadShippablePart, moveShippedPartForCarrier, type ShippablePart } from '../orders';
import { getSellerProfile } from '../sellers';
import type { ShippingContext } from './shipping.context';
import { ownShipment, shipmentNotFound, storeOf } from './shipping.store';
import { applyTracking } from './shipping.tracking';
import { type ShipmentRow, shipmentOffers, shipments, shippingBalances, shippingTransactions } from '../../db/schema/shipping';
import { offerView, toShipmentView } from './shipping.views';

type Parcel = { length: number; width: number; height: number; weight: number };
type CreateBody = z.output<typeof createShipmentBody>;

/**
 * A refusal of the aggregator as the store reads it: our sentence, then the provider's detail
 * (spec §8 'Teklif kabul edilirken bir hata oluştu' with its additionalMessage).
 */
export function cargoRefusal(error: unknown, sentence: string): never {
  if (isCargoError(error)) {
    const detail = [error.message, error.additionalMessage].filter(Boolean).join(' ');
    const code = error.status >= 500 || error.status === 0 || error.status === 429 ? 'SERVICE_UNAVAILABLE' : 'UNPROCESSABLE';
    throw new AppError(code, detail ? `${sentence}: ${detail}` : sentence);
  }
  throw error;
}

const partNotFound = () => new AppError('NOT_FOUND', shippingMessages.orderPartNotFound);

/** The part, if it is the caller's store's and paid. */
async function ownPart(ctx: ShippingContext, sellerId: string, partId: string): Promise<ShippablePart> {
  if (!isId(partId)) throw partNotFound();
  const part = await loadShippablePart(ctx.db, partId);
  if (!part || part.sellerId !== sellerId) throw partNotFound();
  return part;
}

/** The sender: the address named (an address id or 'store-default'), else the default one. */
async function senderAddress(ctx: ShippingContext, userId: string, id: string | undefined): Promise<CargoAddress> {
  const profile = await getSellerProfile(ctx.db, userId);
  const active = profile.addresses.filter((entry) => entry.isActive);
  const chosen = id ? active.find((entry) => entry.addressUUID === id || entry._id === id) : (active.find((entry) => entry.isDefault) ?? active[0]);
  if (!chosen) throw new AppError(id ? 'NOT_FOUND' : 'UNPROCESSABLE', id ? shippingMessages.senderAddressNotFound : shippingMessages.noSenderAddress);
  const address = chosen.senderAddress;
  const city = findCityByName(address.city ?? '');
  if (!city) throw new AppError('UNPROCESSABLE', shippingMessages.cityUnknown);
  return {
    name: address.name,
    phone: address.phone,
    email: address.email ?? undefined,
    address: [address.address, address.street].filter((part, index, all) => part && all.indexOf(part) === index).join(', '),
    cityCode: city.cityCode,
    cityName: city.name,
    districtName: address.district ?? '',
    ...(address.zip ? { zip: address.zip } : {}),
  };
}

function recipientOf(part: ShippablePart): CargoAddress {
  const address = part.shippingAddress;
  const city = address && findCityByName(address.city);
  if (!address || !city) throw new AppError('UNPROCESSABLE', shippingMessages.cityUnknown);
  return {
    name: address.fullName,
    phone: address.phone,
    address: [address.neighbourhood, address.addressLine].filter(Boolean).join(', '),
    cityCode: city.cityCode,
    cityName: city.name,
    districtName: address.district,
    ...(address.postalCode ? { zip: address.postalCode } : {}),
  };
}

const toParcel = (body: Parcel) => ({ lengthCm: body.length, widthCm: body.width, heightCm: body.height, weightKg: body.weight });

/** `POST /shipping/shipments`: the offers for a parcel of a part (or between two cities), nothing saved. */
export async function calculatePrice(ctx: ShippingContext, user: AuthUser, body: z.output<typeof import('@pazaryeri/contract/shipping/index').priceCalculationBody>): Promise<CalculatedPrice> {
  const store = await storeOf(ctx.db, user.id);
  const sender = body.senderCityCode ? cityOnly(body.senderCityCode) : await senderAddress(ctx, user.id, body.senderAddressId);
  let recipient: CargoAddress;
  if (body.sellerOrderId) recipient = recipientOf(await ownPart(ctx, store.id, body.sellerOrderId));
  else if (body.recipientCityCode) recipient = cityOnly(body.recipientCityCode);
  else throw new AppError('VALIDATION_FAILED', 'Alıcı için sipariş veya il seçin.', { recipientCityCode: 'Alıcı için sipariş veya il seçin.' });
  let offers;
  try {
    offers = await ctx.cargo.quote({ sender, recipient, parcel: toParcel(body) });
  } catch (error) {
    cargoRefusal(error, shippingMessages.loadFailed);
  }
  const ranked = rankOffers(offers);
  return {
    desi: billableDesi(body),
    offers: { percentageCompleted: 100, cheapest: ranked.cheapest && offerView(ranked.cheapest), fastest: ranked.fastest && offerView(ranked.fastest), list: ranked.list.map(offerView) },
  };
}

function cityOnly(code: string): CargoAddress {
  const city = findCityByCode(code);
  if (!city) throw new AppError('UNPROCESSABLE', shippingMessages.cityUnknown);
  return { name: city.name, phone: '', address: '', cityCode: city.cityCode, cityName: city.name, districtName: '' };
}

export type { PriceCalculationBody };

/**
 * `PUT /shipping/shipments/{sellerOrderId}/status` with shipment data: creates the parcel of a
 * paid or preparing part of the caller's store at the aggregator and keeps its offers. One open
 * shipment per part (409 for a second).
 */
export async function createShipment(ctx: ShippingContext, user: AuthUser, partId: string, body: CreateBody): Promise<ShipmentResponse> {
  const store = await storeOf(ctx.db, user.id);
  const part = await ownPart(ctx, store.id, partId);
  if (part.status !== 'paid' && part.status !== 'preparing') throw new AppError('UNPROCESSABLE', shippingMessages.orderPartNotShippable);
  if (!part.items.some((item) => item.productType === 'physical')) throw new AppError('UNPROCESSABLE', shippingMessages.nothingToShip);
  const [open] = await ctx.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(sql`${shipments.sellerOrderId} = ${part.id} and not ${shipments.isReturn} and ${shipments.canceledAt} is null`);
  if (open) throw new AppError('CONFLICT', shippingMessages.alreadyShipping);
  const sender = await senderAddress(ctx, user.id, body.senderAddressId);
  const recipient = recipientOf(part);
  let created;
  try {
    created = await ctx.cargo.createShipment({ sender, recipient, parcel: toParcel(body), orderNumber: part.orderNumber, orderTotal: part.total, reference: part.id });
  } catch (error) {
    cargoRefusal(error, shippingMessages.createFailed);
  }
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(shipments)
        .values({
          sellerId: store.id,
          sellerOrderId: part.id,
          orderId: part.orderId,
          orderNumber: part.orderNumber,
          providerShipmentId: created.id,
          status: created.status,
          sender,
          recipient,
          recipientCity: recipient.cityName,
          lengthCm: body.length,
          widthCm: body.width,
          heightCm: body.height,
          weightKg: body.weight,
          desi: billableDesi(body),
          offers: created.offers.list,
        })
        .returning();
      if (created.offers.list.length) await tx.insert(shipmentOffers).values(created.offers.list.map((offer) => ({ offerId: offer.offerId, shipmentId: inserted.id })));
      return inserted;
    });
    return { message: shippingMessages.created, shipment: toShipmentView(row) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      await ctx.cargo.cancelShipment(created.id).catch(() => undefined);
      throw new AppError('CONFLICT', shippingMessages.alreadyShipping);
    }
    throw error;
  }
}

/** Keeps the label PDF privately; null when the aggregator has none yet (asked again on download). */
async function storeLabel(ctx: ShippingContext, providerShipmentId: string): Promise<string | null> {
  try {
    return await ctx.privateFiles.put('cargo-labels', 'pdf', await ctx.cargo.getLabel(providerShipmentId));
  } catch (error) {
    ctx.log.warn({ err: error, providerShipmentId }, 'cargo label not stored');
    return null;
  }
}

/** Records a bought label (or return label) and its charge, the store's balance in the same transaction. */
async function recordPurchase(ctx: ShippingContext, row: ShipmentRow, transaction: CargoTransaction, kind: 'label' | 'return', labelKey: string | null) {
  const offer = transaction.shipment.offers.list.find((item) => item.offerId === transaction.offerId) ?? row.offers.find((item) => item.offerId === transaction.offerId);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(shipments)
      .set({
        status: transaction.shipment.status,
        acceptedOfferId: transaction.offerId,
        providerCode: offer?.providerCode ?? transaction.shipment.providerCode,
        providerName: offer?.providerName ?? null,
        serviceName: offer?.serviceName ?? null,
        amount: transaction.amount,
        estimatedDays: offer?.estimatedDays ?? null,
        trackingNumber: transaction.shipment.trackingNumber,
        trackingUrl: transaction.shipment.trackingUrl,
        trackingCode: transaction.shipment.trackingCode,
        events: transaction.shipment.events,
        labelKey,
        labelledAt: now,
        updatedAt: now,
      })
      .where(eq(shipments.id, row.id))
      .returning();
    const [charge] = await tx
      .insert(shippingTransactions)
      .values({ sellerId: row.sellerId, shipmentId: row.id, kind, amount: transaction.amount, providerTransactionId: transaction.id, createdAt: now })
      .returning();
    await tx
      .insert(shippingBalances)
      .values({ sellerId: row.sellerId, charged: transaction.amount, labels: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: shippingBalances.sellerId,
        set: { charged: sql`${shippingBalances.charged} + ${transaction.amount}`, labels: sql`${shippingBalances.labels} + 1`, updatedAt: now },
      });
    return { updated, charge };
  });
}

export const transactionView = (charge: typeof shippingTransactions.$inferSelect, row: ShipmentRow) => ({
  _id: charge.id,
  shipmentId: charge.shipmentId,
  kind: charge.kind,
  amount: kurusToLira(charge.amount),
  providerCode: row.providerCode,
  trackingNumber: row.trackingNumber,
  createdAt: charge.createdAt.toISOString(),
});

/**
 * `POST /shipping/transactions {offerId}`: the store accepts an offer; the label is bought, kept,
 * charged, and the order part moves to shipped with the carrier and tracking number (the buyer
 * is told by mail, as for a hand-entered tracking number).
 */
export async function acceptOffer(ctx: ShippingContext, user: AuthUser, offerId: string, ip: string) {
  const store = await storeOf(ctx.db, user.id);
  const [link] = await ctx.db.select().from(shipmentOffers).where(eq(shipmentOffers.offerId, offerId));
  if (!link) throw new AppError('NOT_FOUND', shippingMessages.offerNotFound);
  const row = await ownShipment(ctx.db, store.id, link.shipmentId).catch(() => {
    throw new AppError('NOT_FOUND', shippingMessages.offerNotFound);
  });
  if (row.canceledAt) throw new AppError('UNPROCESSABLE', shippingMessages.alreadyCanceled);
  if (row.acceptedOfferId) throw new AppError('CONFLICT', shippingMessages.offerTaken);
  const part = await loadShippablePart(ctx.db, row.sellerOrderId);
  if (!part || (part.status !== 'paid' && part.status !== 'preparing')) throw new AppError('UNPROCESSABLE', shippingMessages.orderPartNotShippable);
  let transaction: CargoTransaction;
  try {
    transaction = await ctx.cargo.acceptOffer(offerId);
  } catch (error) {
    cargoRefusal(error, shippingMessages.acceptFailed);
  }
  const labelKey = await storeLabel(ctx, row.providerShipmentId);
  const { updated, charge } = await recordPurchase(ctx, row, transaction, 'label', labelKey);
  await changeOrderStatus(
    ctx,
    { id: user.id, name: user.name, email: user.email, isAdmin: false },
    part.id,
    { status: 'shipped', carrier: updated.providerName ?? updated.providerCode ?? 'Kargo', trackingNumber: updated.trackingNumber ?? '' },
    ip,
  ).catch((error) => ctx.log.error({ err: error, shipmentId: row.id }, 'label bought but the order part did not move to shipped'));
  return { message: shippingMessages.accepted, transaction: transactionView(charge, updated), shipment: toShipmentView(updated) };
}

/**
 * `DELETE /shipping/shipments/{id}`: cancels before the carrier has the parcel (409 after). A
 * bought label is refunded to the store's balance and the part goes back to preparing.
 */
export async function cancelShipment(ctx: ShippingContext, user: AuthUser, id: string): Promise<ShipmentResponse> {
  const store = await storeOf(ctx.db, user.id);
  const row = await ownShipment(ctx.db, store.id, id);
  if (row.canceledAt) throw new AppError('UNPROCESSABLE', shippingMessages.alreadyCanceled);
  if (!cancellableStatuses.includes(row.status as never)) throw new AppError('CONFLICT', shippingMessages.cannotCancel);
  try {
    await ctx.cargo.cancelShipment(row.providerShipmentId);
  } catch (error) {
    if (isCargoError(error) && error.code === 'PICKED_UP') {
      await refreshTracking(ctx, row);
      throw new AppError('CONFLICT', shippingMessages.cannotCancel);
    }
    cargoRefusal(error, shippingMessages.deleteFailed);
  }
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    const [canceled] = await tx.update(shipments).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(eq(shipments.id, row.id)).returning();
    if (row.amount !== null && row.acceptedOfferId) {
      await tx.insert(shippingTransactions).values({ sellerId: row.sellerId, shipmentId: row.id, kind: 'refund', amount: -row.amount, createdAt: now });
      await tx
        .update(shippingBalances)
        .set({ refunded: sql`${shippingBalances.refunded} + ${row.amount}`, labels: sql`${shippingBalances.labels} - 1`, updatedAt: now })
        .where(eq(shippingBalances.sellerId, row.sellerId));
    }
    return canceled;
  });
  if (row.acceptedOfferId && !row.isReturn) await moveShippedPartForCarrier(ctx.db, row.sellerOrderId, 'preparing', 'Kargo etiketi iptal edildi.');
  if (row.labelKey) await ctx.privateFiles.remove(row.labelKey).catch(() => undefined);
  return { message: shippingMessages.deleted, shipment: toShipmentView(updated) };
}

/** Asks the aggregator where the parcel is and applies it (reading a test shipment moves it, as at the aggregator). */
export async function refreshTracking(ctx: ShippingContext, row: ShipmentRow): Promise<ShipmentRow> {
  if (!row.acceptedOfferId || row.canceledAt) return row;
  try {
    const current = await ctx.cargo.getShipment(row.providerShipmentId);
    return (await applyTracking(ctx, row.id, current)) ?? row;
  } catch (error) {
    if (isCargoError(error)) return row;
    throw error;
  }
}

/** `POST /shipping/shipments/{id}/return`: a return of a delivered parcel, with the same carrier service; status RETURN_CREATED. */
export async function createReturn(ctx: ShippingContext, user: AuthUser, id: string) {
  const store = await storeOf(ctx.db, user.id);
  const original = await refreshTracking(ctx, await ownShipment(ctx.db, store.id, id));
  if (original.isReturn || original.status !== 'DELIVERED') throw new AppError('UNPROCESSABLE', shippingMessages.returnNeedsDelivered);
  const [existing] = await ctx.db.select({ id: shipments.id }).from(shipments).where(sql`${shipments.returnOf} = ${original.id} and ${shipments.canceledAt} is null`);
  if (existing) throw new AppError('CONFLICT', shippingMessages.returnExists);
  let transaction: CargoTransaction;
  try {
    transaction = await ctx.cargo.createReturn(original.providerShipmentId);
  } catch (error) {
    cargoRefusal(error, shippingMessages.returnFailed);
  }
  const offer = transaction.shipment.offers.list.find((item) => item.offerId === transaction.offerId);
  let row: ShipmentRow;
  try {
    [row] = await ctx.db
      .insert(shipments)
      .values({
        sellerId: original.sellerId,
        sellerOrderId: original.sellerOrderId,
        orderId: original.orderId,
        orderNumber: original.orderNumber,
        providerShipmentId: transaction.shipment.id,
        status: 'RETURN_CREATED',
        isReturn: true,
        returnOf: original.id,
        sender: original.recipient,
        recipient: original.sender,
        recipientCity: original.sender.cityName,
        lengthCm: original.lengthCm,
        widthCm: original.widthCm,
        heightCm: original.heightCm,
        weightKg: original.weightKg,
        desi: original.desi,
        offers: offer ? [offer] : [],
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', shippingMessages.returnExists);
    throw error;
  }
  const labelKey = await storeLabel(ctx, row.providerShipmentId);
  const { updated, charge } = await recordPurchase(ctx, row, { ...transaction, shipment: { ...transaction.shipment, status: 'RETURN_CREATED' } }, 'return', labelKey);
  return { message: shippingMessages.returnCreated, transaction: transactionView(charge, updated), shipment: toShipmentView(updated) };
}

export { shipmentNotFound };
