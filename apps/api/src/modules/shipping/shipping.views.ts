import { kurusToLira } from '@pazaryeri/contract/orders/index';
import type { Shipment, ShipmentStatus } from '@pazaryeri/contract/shipping/index';
import { rankOffers, type CargoAddress, type CargoOffer } from '../../integrations/cargo';
import type { ShipmentRow } from '../../db/schema/shipping';

const offerView = (offer: CargoOffer) => ({ ...offer, amount: kurusToLira(offer.amount) });

const addressView = (address: CargoAddress) => ({
  name: address.name,
  phone: address.phone,
  address: address.address,
  cityCode: address.cityCode,
  cityName: address.cityName,
  districtName: address.districtName,
  ...(address.zip ? { zip: address.zip } : {}),
});

export function toShipmentView(row: ShipmentRow): Shipment {
  const ranked = rankOffers(row.offers);
  return {
    _id: row.id,
    shipmentId: row.providerShipmentId,
    sellerOrderId: row.sellerOrderId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.status as ShipmentStatus,
    isReturn: row.isReturn,
    returnOf: row.returnOf,
    sender: addressView(row.sender),
    recipient: addressView(row.recipient),
    parcel: { length: row.lengthCm, width: row.widthCm, height: row.heightCm, weight: row.weightKg },
    desi: row.desi,
    offers: {
      percentageCompleted: ranked.percentageCompleted,
      cheapest: ranked.cheapest && offerView(ranked.cheapest),
      fastest: ranked.fastest && offerView(ranked.fastest),
      list: ranked.list.map(offerView),
    },
    acceptedOfferId: row.acceptedOfferId,
    providerCode: row.providerCode,
    providerName: row.providerName,
    serviceName: row.serviceName,
    amount: row.amount === null ? null : kurusToLira(row.amount),
    estimatedDays: row.estimatedDays,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    trackingCode: row.trackingCode,
    // A bought label has a tracking number; its PDF is fetched from the aggregator on first download.
    hasLabel: row.labelKey !== null || row.trackingNumber !== null,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export { offerView };
