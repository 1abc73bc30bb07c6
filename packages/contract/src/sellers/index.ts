import { z } from 'zod';
import { slugify } from '../categories';
import { isValidTckn, isValidTrIban, isValidVkn, normalizeIban, normalizeTurkishMobile } from '../identifiers';
import { email } from '../users';

export { sellerMessages } from './messages';

/** Spec §3 company types; the labels are what a person reads ('' in a filter means all: Tümü). */
export const companyTypes = ['individual', 'person', 'limited', 'anonymous'] as const;
export const companyType = z.enum(companyTypes, { error: 'Geçerli bir şirket türü seçin.' });
export type CompanyType = z.infer<typeof companyType>;
export const companyTypeLabels: Record<CompanyType, string> = {
  individual: 'Bireysel',
  person: 'Şahıs',
  limited: 'Limited',
  anonymous: 'Anonim',
};

/**
 * Individuals and sole proprietors (şahıs) are taxed on their T.C. kimlik numarası; limited and
 * anonim şirketler have a 10-digit VKN. The same split picks the payment sub-merchant type.
 */
export const taxNumberKind = (type: CompanyType): 'tckn' | 'vkn' =>
  type === 'individual' || type === 'person' ? 'tckn' : 'vkn';

export const sellerImageTypes = ['storeLogo', 'cover'] as const;
export const sellerImageType = z.enum(sellerImageTypes, { error: "Resim türü 'storeLogo' ya da 'cover' olmalı." });
export type SellerImageType = z.infer<typeof sellerImageType>;

/** Re-encoded uploads: square logo, wide cover (WebP). */
export const storeImageSizes = {
  storeLogo: { width: 400, height: 400 },
  cover: { width: 1600, height: 400 },
} as const;

export const aliasLimits = { min: 3, max: 40 } as const;
export const aliasPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const STORE_DEFAULT_ADDRESS_ID = 'store-default';
export const senderAddressLimit = 50;

/** A store alias as typed ('Çelik Dünyası') folded to the URL form ('celik-dunyasi'). */
export const normalizeAlias = (input: string) => slugify(input);

export const isValidAlias = (alias: string) =>
  alias.length >= aliasLimits.min && alias.length <= aliasLimits.max && aliasPattern.test(alias);

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} gerekli.` : `${label} en az ${min} karakter olmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** '' and missing both mean "not given". */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional field where an empty string means "leave it as it is". */
const keepIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** An optional field where an empty string clears it (null). */
const clearIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

export const storeAlias = z
  .string({ error: 'Mağaza adresi (alias) gerekli.' })
  .transform(normalizeAlias)
  .pipe(
    z
      .string()
      .min(aliasLimits.min, { error: `Mağaza adresi en az ${aliasLimits.min} karakter olmalı (a-z, 0-9 ve -).` })
      .max(aliasLimits.max, { error: `Mağaza adresi en fazla ${aliasLimits.max} karakter olabilir.` }),
  );

export const storeName = text('Mağaza adı', 2, 80);
export const taxOffice = text('Vergi dairesi', 2, 80);

/** VKN (10 digits) or TCKN (11 digits), spaces allowed, checked by their check digits. */
export const taxNumber = z
  .string({ error: 'Vergi numarası gerekli.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .superRefine((value, ctx) => {
    if (!/^\d{10,11}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Vergi numarası 10 haneli VKN ya da 11 haneli T.C. kimlik numarası olmalı.' });
    } else if (value.length === 11 && !isValidTckn(value)) {
      ctx.addIssue({ code: 'custom', message: 'Geçersiz T.C. kimlik numarası.' });
    } else if (value.length === 10 && !isValidVkn(value)) {
      ctx.addIssue({ code: 'custom', message: 'Geçersiz vergi kimlik numarası (VKN).' });
    }
  });

/** A Turkish mobile number, required, normalised to +905XXXXXXXXX. */
export const mobilePhone = z
  .string({ error: 'Cep telefonu gerekli.' })
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizeTurkishMobile(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).' });
      return z.NEVER;
    }
    return normalized;
  });

/** Any Turkish phone a business answers: mobile, landline or 0850; normalised to +90XXXXXXXXXX. */
export function normalizeTurkishPhone(input: string): string | null {
  const match = /^(?:\+?90|0)?([2-58]\d{9})$/.exec(input.replace(/[\s\-().]/g, ''));
  return match ? `+90${match[1]}` : null;
}

export const phone = z
  .string({ error: 'Telefon numarası gerekli.' })
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizeTurkishPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Geçerli bir telefon numarası girin (0XXX XXX XX XX).' });
      return z.NEVER;
    }
    return normalized;
  });

export const iban = z
  .string()
  .transform(normalizeIban)
  .refine(isValidTrIban, { error: 'Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).' });

export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Ülke kodu iki harf olmalı (ör. TR).' });

export const zipCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: 'Posta kodu 5 haneli olmalı.' });

export const storeLocation = text('Mağaza konumu', 2, 120);
export const about = text('Mağaza açıklaması', 1, 2000);

export const storeAddressInput = z.object(
  {
  street: text('Açık adres', 3, 200),
  city: text('İl', 1, 60),
  district: text('İlçe', 1, 60),
  country: z.preprocess(emptyToUndefined, countryCode.default('TR')),
  zip: clearIfEmpty(zipCode),
  },
  { error: 'Mağaza adresi gerekli.' },
);
export type StoreAddressInput = z.infer<typeof storeAddressInput>;

/** Store address changes: an empty field keeps what the store has. */
export const storeAddressUpdate = z.object({
  street: keepIfEmpty(text('Açık adres', 3, 200)),
  city: keepIfEmpty(text('İl', 1, 60)),
  district: keepIfEmpty(text('İlçe', 1, 60)),
  country: keepIfEmpty(countryCode),
  zip: keepIfEmpty(zipCode),
});
export type StoreAddressUpdate = z.infer<typeof storeAddressUpdate>;

const taxFieldsParsed = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => issue.path?.[0] === 'companyType' || issue.path?.[0] === 'taxNumber');

export const registerSellerBody = z
  .object({
    storeName,
    alias: storeAlias,
    companyType,
    taxNumber,
    taxOffice,
    contactPhone: mobilePhone,
    contactEmail: email,
    storeLocation: clearIfEmpty(storeLocation),
    storeAddress: storeAddressInput,
    iban: z.preprocess(emptyToUndefined, iban.optional()),
  })
  // Checked even when other fields are wrong, so the form shows every problem at once.
  .refine((body) => taxNumberKind(body.companyType) !== 'tckn' || body.taxNumber.length === 11, {
    path: ['taxNumber'],
    message: 'Bireysel ve şahıs satıcılar vergi numarası olarak 11 haneli T.C. kimlik numarasını girmelidir.',
    when: taxFieldsParsed,
  })
  .refine((body) => taxNumberKind(body.companyType) !== 'vkn' || body.taxNumber.length === 10, {
    path: ['taxNumber'],
    message: 'Limited ve anonim şirketler 10 haneli vergi kimlik numarasını (VKN) girmelidir.',
    when: taxFieldsParsed,
  });
export type RegisterSellerBody = z.infer<typeof registerSellerBody>;

/** PUT /seller/{userId}: JSON or multipart (files storeLogo and cover). Empty required fields keep their value. */
export const updateStoreBody = z.object({
  storeName: keepIfEmpty(storeName),
  about: clearIfEmpty(about),
  contactPhone: keepIfEmpty(mobilePhone),
  contactEmail: keepIfEmpty(email),
  storeLocation: clearIfEmpty(storeLocation),
  storeAddress: storeAddressUpdate.optional(),
  iban: keepIfEmpty(iban),
});
export type UpdateStoreBody = z.infer<typeof updateStoreBody>;

export const removeStoreImageBody = z.object({ imageType: sellerImageType });
export type RemoveStoreImageBody = z.infer<typeof removeStoreImageBody>;

export const aliasParam = z.object({ alias: z.string().min(1).max(100) });
export const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const sellerListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  storeName: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
});
export type SellerListQuery = z.infer<typeof sellerListQuery>;

export const storeAddress = z.object({
  street: z.string().optional(),
  city: z.string(),
  district: z.string(),
  country: z.string(),
  zip: z.string().nullable().optional(),
});
export type StoreAddress = z.infer<typeof storeAddress>;

/**
 * A store (spec §3 "Seller"). Everyone sees the public card; the owner and admins also see the
 * tax details, IBAN, the account's e-mail and the street and zip of the store address.
 */
export const seller = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string().optional(), email: z.string().optional() }),
  name: z.string().optional(),
  email: z.string().optional(),
  storeName: z.string(),
  alias: z.string(),
  storeLogo: z.string().nullable(),
  coverImage: z.string().nullable(),
  about: z.string().nullable(),
  companyType,
  contactPhone: z.string(),
  contactEmail: z.string(),
  storeLocation: z.string().nullable(),
  storeAddress,
  taxNumber: z.string().optional(),
  taxOffice: z.string().optional(),
  iban: z.string().nullable().optional(),
  status: z.enum(['pending', 'approved']),
  verifiedSeller: z.boolean(),
  approvedAt: z.string().nullable(),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Seller = z.infer<typeof seller>;

/** Spec §3 "Seller list page". */
export const sellerListResponse = z.object({
  sellers: z.array(seller),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalSellers: z.number().int(),
});
export type SellerListResponse = z.infer<typeof sellerListResponse>;

export const sellerResponse = z.object({ message: z.string(), seller });
export type SellerResponse = z.infer<typeof sellerResponse>;

export const checkAliasResponse = z.object({ alias: z.string(), available: z.boolean() });
export type CheckAliasResponse = z.infer<typeof checkAliasResponse>;

export const rejectSellerResponse = z.object({ message: z.string(), _id: z.string() });

// Sender addresses (spec §3 "Seller address") -------------------------------------------------

export const senderAddressFields = z.object({
  name: text('Gönderici adı', 2, 80),
  phone,
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

/** Store fields on the profile: empty text keeps the stored value (spec §5). */
export const updateSellerProfileBody = z.object({
  addresses: z
    .array(senderAddressEntry)
    .max(senderAddressLimit + 1, { error: `En fazla ${senderAddressLimit} gönderici adresi kaydedilebilir.` })
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
