import { z } from 'zod';
import { pageQuery } from '../common';
import { turkishMobileField } from '../identifiers';
import { cityCodeField, cityNameField, zipField } from './location-fields';
import { addressMessages } from './messages';

export { addressMessages } from './messages';
export * from './billing';

/** Address book limits (spec §9: the list shows the first page, 10 per page). */
export const addressLimits = { pageSize: 10, maxPageSize: 50, maxPerUser: 30 } as const;

const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(min, { error: min > 1 ? `${label} en az ${min} karakter olmalı.` : `${label} gerekli.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** Optional text: '' and null clear it. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
    .nullish()
    .transform((value) => value || null);

const mobile = turkishMobileField('Telefon numarası gerekli.');

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === 'TR', { error: addressMessages.countryUnsupported });

/** Fields of a buyer address. City by plate code ("34") or name ("İstanbul", any case); checked on the server. */
const buyerAddressFields = z.object({
  title: requiredText('Adres başlığı', 50),
  fullName: requiredText('Ad soyad', 80, 2),
  phone: mobile,
  cityCode: cityCodeField,
  cityName: cityNameField,
  districtName: requiredText('İlçe', 50),
  neighbourhood: optionalText('Mahalle', 100),
  addressLine: requiredText('Açık adres', 250, 5),
  zip: zipField,
  countryCode: countryCode.default('TR'),
  isDefault: z.boolean({ error: 'isDefault true ya da false olmalı.' }).optional(),
});

export const createBuyerAddressBody = buyerAddressFields.refine((body) => body.cityCode || body.cityName, {
  error: addressMessages.cityRequired,
  path: ['cityName'],
});
export type CreateBuyerAddressBody = z.infer<typeof createBuyerAddressBody>;

/** Any subset of the fields; a new city re-checks the district against it. */
export const updateBuyerAddressBody = buyerAddressFields.partial().extend({ countryCode: countryCode.optional() });
export type UpdateBuyerAddressBody = z.infer<typeof updateBuyerAddressBody>;

export const buyerAddress = z.object({
  _id: z.string(),
  title: z.string(),
  fullName: z.string(),
  phone: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  neighbourhood: z.string().nullable(),
  addressLine: z.string(),
  zip: z.string().nullable(),
  countryCode: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuyerAddress = z.infer<typeof buyerAddress>;

export const buyerAddressListQuery = pageQuery(addressLimits.pageSize, addressLimits.maxPageSize);

/** The default address first, then newest first. */
export const buyerAddressListResponse = z.object({
  addresses: z.array(buyerAddress),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BuyerAddressListResponse = z.infer<typeof buyerAddressListResponse>;

export const buyerAddressResponse = z.object({ message: z.string(), address: buyerAddress });
export type BuyerAddressResponse = z.infer<typeof buyerAddressResponse>;


// ---- Locations (cargo aggregator shapes, INTEGRATIONS.md "Locations") ----

const locationCountry = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Ülke kodu iki harf olmalı (ör. TR).' })
  .default('TR');

export const shippingCity = z.object({ name: z.string(), cityCode: z.string(), countryCode: z.string() });
export type ShippingCity = z.infer<typeof shippingCity>;

export const shippingDistrict = z.object({
  name: z.string(),
  districtID: z.string(),
  cityCode: z.string(),
  countryCode: z.string(),
});
export type ShippingDistrict = z.infer<typeof shippingDistrict>;

export const shippingCitiesQuery = z.object({ countryCode: locationCountry });
export const shippingDistrictsQuery = z.object({
  cityCode: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, { error: addressMessages.cityUnknown })
    .optional(),
  countryCode: locationCountry,
});
export const cityCodeParam = z.object({ cityCode: z.string().min(1).max(8) });

export const shippingCitiesResponse = z.array(shippingCity);
export const shippingDistrictsResponse = z.array(shippingDistrict);
