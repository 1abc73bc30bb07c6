import type { CargoOffer, CargoShipment, CargoTransaction, CreateShipmentRequest } from './provider';

/**
 * The aggregator's JSON, where it differs from ours: sizes and weight travel as strings (cm, kg),
 * amounts as decimal TL strings ("89.00"), the offer id as `offerID`.
 */
export interface WireOffer extends Omit<CargoOffer, 'amount' | 'offerId'> {
  offerID: string;
  amount: string;
  currency: 'TRY';
}

export interface WireShipment extends Omit<CargoShipment, 'offers'> {
  offers: { percentageCompleted: number; cheapest: WireOffer | null; fastest: WireOffer | null; list: WireOffer[] };
}

export interface WireTransaction extends Omit<CargoTransaction, 'amount' | 'shipment' | 'offerId'> {
  offerID: string;
  amount: string;
  shipment: WireShipment;
}

export interface WireShipmentRequest extends Omit<CreateShipmentRequest, 'parcel' | 'orderTotal'> {
  length: string;
  width: string;
  height: string;
  distanceUnit: 'cm';
  weight: string;
  massUnit: 'kg';
  order: { orderNumber: string; totalAmount: string; totalAmountCurrency: 'TRY' };
}

export const toLira = (kurus: number) => (kurus / 100).toFixed(2);

/** "89.5" → 8950; anything that is not whole kuruş is unreadable. */
export function toKurus(text: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new Error(`not an amount: ${text}`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const offerToWire = (offer: CargoOffer): WireOffer => {
  const { offerId, amount, ...rest } = offer;
  return { ...rest, offerID: offerId, amount: toLira(amount), currency: 'TRY' };
};
export const offerFromWire = (offer: WireOffer): CargoOffer => {
  const { offerID, amount, currency: _currency, ...rest } = offer;
  return { ...rest, offerId: offerID, amount: toKurus(amount) };
};

export const shipmentToWire = (shipment: CargoShipment): WireShipment => ({
  ...shipment,
  offers: {
    percentageCompleted: shipment.offers.percentageCompleted,
    cheapest: shipment.offers.cheapest && offerToWire(shipment.offers.cheapest),
    fastest: shipment.offers.fastest && offerToWire(shipment.offers.fastest),
    list: shipment.offers.list.map(offerToWire),
  },
});
export const shipmentFromWire = (shipment: WireShipment): CargoShipment => ({
  ...shipment,
  offers: {
    percentageCompleted: shipment.offers.percentageCompleted,
    cheapest: shipment.offers.cheapest && offerFromWire(shipment.offers.cheapest),
    fastest: shipment.offers.fastest && offerFromWire(shipment.offers.fastest),
    list: shipment.offers.list.map(offerFromWire),
  },
});

export const transactionToWire = (transaction: CargoTransaction): WireTransaction => {
  const { offerId, amount, shipment, ...rest } = transaction;
  return { ...rest, offerID: offerId, amount: toLira(amount), shipment: shipmentToWire(shipment) };
};
export const transactionFromWire = (transaction: WireTransaction): CargoTransaction => {
  const { offerID, amount, shipment, ...rest } = transaction;
  return { ...rest, offerId: offerID, amount: toKurus(amount), shipment: shipmentFromWire(shipment) };
};

export const requestToWire = (request: CreateShipmentRequest): WireShipmentRequest => {
  const { parcel, orderTotal, ...rest } = request;
  return {
    ...rest,
    length: String(parcel.lengthCm),
    width: String(parcel.widthCm),
    height: String(parcel.heightCm),
    distanceUnit: 'cm',
    weight: String(parcel.weightKg),
    massUnit: 'kg',
    order: { orderNumber: request.orderNumber, totalAmount: toLira(orderTotal), totalAmountCurrency: 'TRY' },
  };
};
export const requestFromWire = (wire: WireShipmentRequest): CreateShipmentRequest => {
  const { length, width, height, weight, distanceUnit: _d, massUnit: _m, order, ...rest } = wire;
  return {
    ...rest,
    parcel: { lengthCm: Number(length), widthCm: Number(width), heightCm: Number(height), weightKg: Number(weight) },
    orderTotal: toKurus(order.totalAmount),
  };
};
