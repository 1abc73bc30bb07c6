import { z } from 'zod';
import { email } from '../users';
import {
  countryCode,
  mobilePhone,
  storeAddress,
  storeAddressUpdate,
  storeLocation,
  storeName,
  turkishPhone,
  zipCode,
} from './fields';
import { clearIfEmpty, emptyToUndefined, keepIfEmpty, text } from './text-fields';

// The seller profile: sender addresses (spec §3 "Seller address") and the store fields beside them.

/** The id of the synthetic entry built from the store profile. */
export const STORE_DEFAULT_ADDRESS_ID = 'store-default';
export const senderAddressLimit = 50;

export const senderAddressFields = z.object({
  name: text('Gönderici adı', 2, 80),
  phone: turkishPhone,
  email,
  address: text('Adres', 5, 300),
  street: clearIfEmpty(text('Sokak / cadde', 1, 200)),
  city: text('İl', 1, 60),
  district: text('İlçe', 1, 60),
  country: z.preprocess(emptyToUndefined, countryCode.default('TR')),
  zip: clearIfEmpty(zipCode),
});
export type SenderAddressFields = z.infer<typeof senderAddressFields>;

/**
 * One entry of the list the client puts back. The synthetic store-default entry
 * (addressUUID 'store-default') only carries whether it is the default: its address is the
 * store profile's, edited through the profile fields.
 */
export const senderAddressEntry = z
  .object({
    addressUUID: z.string().max(64).optional(),
    _id: z.string().max(64).optional(),
    isDefault: z.boolean().optional(),
    isActive: z.boolean().optional(),
    senderAddress: z.unknown().optional().describe('{ name, phone, email, address, street, city, district, country, zip }'),
  })
  .transform((entry, ctx) => {
    const id = entry.addressUUID ?? entry._id;
    if (id === STORE_DEFAULT_ADDRESS_ID) return { kind: 'store' as const, isDefault: entry.isDefault };
    const parsed = senderAddressFields.safeParse(entry.senderAddress ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['senderAddress', ...issue.path] });
      }
      return z.NEVER;
    }
    return {
      kind: 'address' as const,
      id,
      isDefault: entry.isDefault,
      isActive: entry.isActive ?? true,
      fields: parsed.data,
    };
  });
export type SenderAddressEntry = z.infer<typeof senderAddressEntry>;

const senderAddressLimitMessage = `En fazla ${senderAddressLimit} gönderici adresi kaydedilebilir.`;

/** Store fields on the profile: empty text keeps the stored value (spec §5). */
export const updateSellerProfileBody = z.object({
  addresses: z
    .array(senderAddressEntry)
    .max(senderAddressLimit + 1, { error: senderAddressLimitMessage })
    .refine((entries) => entries.filter((entry) => entry?.kind === 'address').length <= senderAddressLimit, {
      error: senderAddressLimitMessage,
    })
    .optional(),
  storeName: keepIfEmpty(storeName),
  contactPhone: keepIfEmpty(mobilePhone),
  contactEmail: keepIfEmpty(email),
  storeLocation: keepIfEmpty(storeLocation),
  storeAddress: storeAddressUpdate.optional(),
});
export type UpdateSellerProfileBody = z.infer<typeof updateSellerProfileBody>;

export const senderAddress = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  street: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  country: z.string(),
  zip: z.string().nullable(),
});

export const sellerAddress = z.object({
  _id: z.string(),
  addressUUID: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  /** True for the entry built from the store profile (addressUUID 'store-default'). */
  isStoreAddress: z.boolean(),
  senderAddress,
  createdAt: z.string(),
});
export type SellerAddress = z.infer<typeof sellerAddress>;

export const sellerProfileResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  _id: z.string(),
  alias: z.string(),
  storeName: z.string(),
  storeLocation: z.string().nullable(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  storeAddress,
  addresses: z.array(sellerAddress),
  createdAt: z.string(),
});
export type SellerProfileResponse = z.infer<typeof sellerProfileResponse>;
