import { z } from 'zod';
import { reportRangeQuery } from '../reports';
import { shippingMessages } from './messages';

export { shippingMessages, shipmentStatusLabels } from './messages';

/** Shipping through the cargo aggregator (spec §3 Shipment/Provider, §7 Shipping). Money is TL with two decimals. */
export const shippingLimits = {
  sellerListLimit: 100,
  listLimit: 10,
  maxLimit: 100,
  maxSideCm: 300,
  maxWeightKg: 150,
  labelLinkSeconds: 600,
  searchMax: 100,
} as const;

export const shipmentStatuses = [
  'CREATED',
  'GOT_OFFERS',
  'OFFER_ACCEPTED',
  'TRACKING_CODE_CREATED',
  'LABEL_PRINTED',
  'SHIPPED',
  'DELIVERED',
  'CANCELED',
  'RETURN_CREATED',
  'RETURN_SHIPPED',
  'RETURNED',
  'FAILED',
] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** Statuses before the carrier has the parcel: a shipment can still be cancelled. */
export const cancellableStatuses: readonly ShipmentStatus[] = ['CREATED', 'GOT_OFFERS', 'OFFER_ACCEPTED', 'TRACKING_CODE_CREATED', 'LABEL_PRINTED'];

/** L×W×H/3000 against the real weight: the larger, rounded up, at least 1 (what carriers bill). */
export function billableDesi(parcel: { length: number; width: number; height: number; weight: number }): number {
  const volumetric = (parcel.length * parcel.width * parcel.height) / 3000;
  return Math.max(1, Math.ceil(Math.max(volumetric, parcel.weight) - 1e-9));
}

const dimension = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} sayı olmalı.` })
    .refine(Number.isFinite, { error: `${label} sayı olmalı.` })
    .pipe(z.number().positive({ error: `${label} sıfırdan büyük olmalı.` }).max(max, { error: `${label} en çok ${max} olabilir.` }));

export const parcelFields = {
  length: dimension('Uzunluk (cm)', shippingLimits.maxSideCm),
  width: dimension('Genişlik (cm)', shippingLimits.maxSideCm),
  height: dimension('Yükseklik (cm)', shippingLimits.maxSideCm),
  weight: dimension('Ağırlık (kg)', shippingLimits.maxWeightKg),
};

const uuid = z.string().uuid({ error: 'Geçersiz kimlik.' });
/** A seller address id, or 'store-default' (the entry built from the store profile). */
const senderAddressId = z.string().trim().min(1).max(64);

/** `PUT /shipping/shipments/{sellerOrderId}/status` with shipment data: creates the shipment and asks for offers. */
export const createShipmentBody = z.object({ senderAddressId: senderAddressId.optional(), ...parcelFields }).strict();
export type CreateShipmentBody = z.input<typeof createShipmentBody>;
/** `PUT /shipping/shipments/{id}/status` with `{status}`: what a store may set by hand. */
export const shipmentStatusBody = z.object({ status: z.enum(['LABEL_PRINTED'], { error: shippingMessages.statusNotAllowed }) }).strict();
export const putShipmentStatusBody = z.union([shipmentStatusBody, createShipmentBody]);
export type PutShipmentStatusBody = z.input<typeof putShipmentStatusBody>;

/** `POST /shipping/shipments`: price calculation for an order part (or two cities). */
export const priceCalculationBody = z
  .object({
    sellerOrderId: uuid.optional(),
    senderAddressId: senderAddressId.optional(),
    senderCityCode: z.string().regex(/^\d{1,2}$/, { error: shippingMessages.cityUnknown }).optional(),
    recipientCityCode: z.string().regex(/^\d{1,2}$/, { error: shippingMessages.cityUnknown }).optional(),
    ...parcelFields,
  })
  .strict();
export type PriceCalculationBody = z.input<typeof priceCalculationBody>;

export const acceptOfferBody = z.object({ offerId: z.string().min(1).max(100) }).strict();

export const shipmentOffer = z.object({
  offerId: z.string(),
  providerCode: z.string(),
  providerName: z.string(),
  providerServiceCode: z.string(),
  serviceName: z.string(),
  amount: z.number(),
  estimatedDays: z.number().int(),
  desi: z.number().int(),
});
export type ShipmentOffer = z.infer<typeof shipmentOffer>;

export const shipmentOffers = z.object({
  percentageCompleted: z.number(),
  cheapest: shipmentOffer.nullable(),
  fastest: shipmentOffer.nullable(),
  list: z.array(shipmentOffer),
});

export const calculatedPrice = z.object({ desi: z.number().int(), offers: shipmentOffers });
export type CalculatedPrice = z.infer<typeof calculatedPrice>;

export const trackingEvent = z.object({ status: z.string(), trackingCode: z.string(), description: z.string(), location: z.string(), at: z.string() });
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const shipmentAddress = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  zip: z.string().optional(),
});

export const shipment = z.object({
  _id: z.string(),
  shipmentId: z.string().nullable(),
  sellerOrderId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(shipmentStatuses),
  isReturn: z.boolean(),
  returnOf: z.string().nullable(),
  sender: shipmentAddress,
  recipient: shipmentAddress,
  parcel: z.object({ length: z.number(), width: z.number(), height: z.number(), weight: z.number() }),
  desi: z.number().int(),
  offers: shipmentOffers,
  acceptedOfferId: z.string().nullable(),
  providerCode: z.string().nullable(),
  providerName: z.string().nullable(),
  serviceName: z.string().nullable(),
  amount: z.number().nullable(),
  estimatedDays: z.number().int().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  trackingCode: z.string().nullable(),
  hasLabel: z.boolean(),
  events: z.array(trackingEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentResponse = z.object({ message: z.string(), shipment });
export type ShipmentResponse = z.infer<typeof shipmentResponse>;

export const shipmentListResponse = z.object({ data: z.array(shipment), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type ShipmentListResponse = z.infer<typeof shipmentListResponse>;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const sellerShipmentsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(shippingLimits.maxLimit).default(shippingLimits.sellerListLimit),
  sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
});

export const shipmentsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(shippingLimits.maxLimit).default(shippingLimits.listLimit),
  startDate: z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarih YYYY-AA-GG biçiminde olmalı.' }).optional()),
  endDate: z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarih YYYY-AA-GG biçiminde olmalı.' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(shipmentStatuses).optional()),
  provider: z.preprocess(blankToUndefined, z.string().regex(/^[A-Z_]{2,32}$/, { error: shippingMessages.providerNotFound }).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(shippingLimits.searchMax).optional()),
});
export type ShipmentsQuery = z.input<typeof shipmentsQuery>;

export const shipmentStatusResponse = z.object({
  status: z.enum(shipmentStatuses),
  trackingCode: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  events: z.array(trackingEvent),
});

export const labelResponse = z.object({ labelUrl: z.string(), expiresAt: z.string() });
export const labelFileQuery = z.object({ token: z.string().min(1).max(2000) });

export const shipmentItemsResponse = z.array(z.object({ _id: z.string(), productName: z.string(), quantity: z.number().int(), productType: z.string() }));

export const providerService = z.object({ code: z.string(), providerCode: z.string(), name: z.string(), isActive: z.boolean() });
export const shippingProvider = z.object({
  code: z.string(),
  name: z.string(),
  website: z.string(),
  supportPhone: z.string().nullable(),
  instruction: z.string(),
  isActive: z.boolean(),
  services: z.array(providerService),
});
export type ShippingProvider = z.infer<typeof shippingProvider>;
export const providerCodeParam = z.object({ code: z.string().min(1).max(64) });
export const providerServicesQuery = z.object({ providerCode: z.preprocess(blankToUndefined, z.string().max(64).optional()) });

export const providerAccountBody = z
  .object({
    providerCode: z.string().regex(/^[A-Z_]{2,32}$/, { error: shippingMessages.providerNotFound }),
    name: z.string().trim().min(1, { error: 'Sözleşme adı gerekli.' }).max(100),
    username: z.string().trim().min(1, { error: 'Kullanıcı adı gerekli.' }).max(200),
    password: z.string().min(1, { error: 'Şifre gerekli.' }).max(200),
    customerCode: z.string().trim().max(100).optional(),
    isActive: z.boolean().default(true),
  })
  .strict();
export const providerAccountPatch = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    username: z.string().trim().min(1).max(200).optional(),
    password: z.string().min(1).max(200).optional(),
    customerCode: z.string().trim().max(100).optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
/** Credentials are stored encrypted and never come back: only whether they are set. */
export const providerAccount = z.object({
  _id: z.string(),
  providerCode: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  hasCredentials: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const providerAccountResponse = z.object({ message: z.string(), account: providerAccount });

export const shippingTransaction = z.object({
  _id: z.string(),
  shipmentId: z.string(),
  kind: z.enum(['label', 'return', 'refund']),
  amount: z.number(),
  providerCode: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type ShippingTransaction = z.infer<typeof shippingTransaction>;
export const transactionResponse = z.object({ message: z.string(), transaction: shippingTransaction, shipment });
export const transactionListResponse = z.object({ data: z.array(shippingTransaction), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const transactionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(shippingLimits.maxLimit).default(20),
});

export const userBalance = z.object({ balance: z.number(), charged: z.number(), refunded: z.number(), labels: z.number().int(), currency: z.literal('TRY') });
export type UserBalance = z.infer<typeof userBalance>;

export const reportQuery = reportRangeQuery;

export const financialReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  shipments: z.number().int(),
  shippingPaid: z.number(),
  labelCost: z.number(),
  returnCost: z.number(),
  difference: z.number(),
  months: z.array(z.object({ month: z.string(), shipments: z.number().int(), shippingPaid: z.number(), labelCost: z.number() })),
});
export type FinancialReport = z.infer<typeof financialReport>;

export const shipmentAnalytics = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: z.number().int(),
  monthlyShipments: z.array(z.object({ month: z.string(), count: z.number().int() })),
  providerShipments: z.array(z.object({ providerCode: z.string(), providerName: z.string(), count: z.number().int() })),
  cityShipments: z.array(z.object({ cityName: z.string(), count: z.number().int() })),
});
export type ShipmentAnalytics = z.infer<typeof shipmentAnalytics>;

export const webhookBody = z.object({ url: z.string().url().max(500).optional() }).strict();
export const webhook = z.object({ _id: z.string(), url: z.string(), createdAt: z.string() });
export const webhookListResponse = z.array(webhook);
export const webhookQuery = z.object({ secret: z.string().max(200).optional() });
export const webhookEventBody = z.object({ id: z.string().max(200).optional(), event: z.string().max(64), data: z.object({ id: z.string().max(200) }).passthrough() }).passthrough();
export const webhookAck = z.object({ received: z.boolean() });

/** The buyer's view of a part's shipment (order detail). */
export const partTracking = z.object({
  providerName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(shipmentStatuses),
  isReturn: z.boolean(),
  events: z.array(trackingEvent),
});
export type PartTracking = z.infer<typeof partTracking>;
