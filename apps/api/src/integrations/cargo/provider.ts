import { type ShipmentStatus, shipmentStatuses } from '@pazaryeri/contract';

/**
 * The cargo aggregator, in our terms (INTEGRATIONS.md "Cargo aggregator"). Money is integer
 * kuruş, sizes cm and kg as numbers; the HTTP adapter writes the aggregator's strings.
 * Every failure is a thrown `CargoError` (errors.ts) carrying the provider's message and
 * additionalMessage.
 */

export type Kurus = number;

/** The aggregator's shipment statuses, plus the spec's own return status: the contract's list, which the API answers with. */
export const cargoStatuses = shipmentStatuses;
export type CargoStatus = ShipmentStatus;

export const trackingCodes = ['PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE', 'UNKNOWN'] as const;
export type TrackingCode = (typeof trackingCodes)[number];

export interface CargoAddress {
  name: string;
  phone: string;
  email?: string;
  address: string;
  /** Plate number as a string, "34". */
  cityCode: string;
  cityName: string;
  districtName: string;
  zip?: string;
}

export interface Parcel {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
}

export interface CargoService {
  code: string;
  providerCode: string;
  name: string;
  isActive: boolean;
}

export interface CargoCarrier {
  code: string;
  name: string;
  website: string;
  /** Absent for some carriers: the spec takes it from the instruction text (§9). */
  supportPhone: string | null;
  instruction: string;
  isActive: boolean;
  services: CargoService[];
}

export interface CargoOffer {
  offerId: string;
  providerCode: string;
  providerName: string;
  providerServiceCode: string;
  serviceName: string;
  amount: Kurus;
  estimatedDays: number;
  /** Billable desi the price was computed on. */
  desi: number;
}

export interface CargoOffers {
  percentageCompleted: number;
  cheapest: CargoOffer | null;
  fastest: CargoOffer | null;
  list: CargoOffer[];
}

export interface TrackingEvent {
  status: CargoStatus;
  trackingCode: TrackingCode;
  description: string;
  location: string;
  at: string;
}

export interface CargoShipment {
  id: string;
  status: CargoStatus;
  isReturn: boolean;
  offers: CargoOffers;
  acceptedOfferId: string | null;
  providerCode: string | null;
  providerServiceCode: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  barcode: string | null;
  trackingCode: TrackingCode | null;
  events: TrackingEvent[];
  createdAt: string;
  updatedAt: string;
}

export interface CreateShipmentRequest {
  sender: CargoAddress;
  recipient: CargoAddress;
  parcel: Parcel;
  orderNumber: string;
  orderTotal: Kurus;
  /** Our reference (the shipment's id with us). */
  reference: string;
}

export interface CargoTransaction {
  id: string;
  offerId: string;
  amount: Kurus;
  shipment: CargoShipment;
  createdAt: string;
}

export interface CargoWebhook {
  id: string;
  url: string;
  createdAt: string;
}

/** What the aggregator posts to a webhook: `{ event: "TRACK_UPDATED", data: Shipment }` (+ our event id). */
export interface CargoWebhookEvent {
  id: string;
  event: 'TRACK_UPDATED';
  data: CargoShipment;
}

export interface CargoProvider {
  readonly name: 'sandbox' | 'http';
  listCarriers(): Promise<CargoCarrier[]>;
  /** Price calculation: the offers for a parcel, nothing created. */
  quote(request: Pick<CreateShipmentRequest, 'sender' | 'recipient' | 'parcel'>): Promise<CargoOffer[]>;
  /** Creates the shipment at the aggregator and answers it with its offers. */
  createShipment(request: CreateShipmentRequest): Promise<CargoShipment>;
  /** Accepts one offer: the label is bought, the shipment gets its tracking number. */
  acceptOffer(offerId: string): Promise<CargoTransaction>;
  /** The shipment as it is now (reading a test shipment advances its tracking). */
  getShipment(id: string): Promise<CargoShipment>;
  /** The label PDF. */
  getLabel(id: string): Promise<Buffer>;
  /** Cancels (deletes) a shipment; refused once the carrier has it. */
  cancelShipment(id: string): Promise<CargoShipment>;
  /** A return of a delivered shipment: a new shipment with `isReturn`, its label bought with the same service. */
  createReturn(id: string): Promise<CargoTransaction>;
  registerWebhook(url: string): Promise<CargoWebhook>;
  deleteWebhook(id: string): Promise<void>;
  /** Stops timers (the sandbox's clock). */
  close(): Promise<void>;
}
