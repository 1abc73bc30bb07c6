import { z } from 'zod';
import { slugify } from '../categories';
import { isValidTckn, isValidTrIban, isValidVkn, normalizeIban, turkishMobileField } from '../identifiers';
import { clearIfEmpty, emptyToUndefined, keepIfEmpty, text } from './text-fields';

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

/** A store alias as typed ('Çelik Dünyası') folded to the URL form ('celik-dunyasi'). */
export const normalizeAlias = (input: string) => slugify(input);

export const isValidAlias = (alias: string) =>
  alias.length >= aliasLimits.min && alias.length <= aliasLimits.max && aliasPattern.test(alias);

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
export const mobilePhone = turkishMobileField('Cep telefonu gerekli.');

/** Any Turkish phone a business answers: mobile, landline or 0850; normalised to +90XXXXXXXXXX. */
export function normalizeTurkishPhone(input: string): string | null {
  const match = /^(?:\+?90|0)?([2-58]\d{9})$/.exec(input.replace(/[\s\-().]/g, ''));
  return match ? `+90${match[1]}` : null;
}

export const turkishPhone = z
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

export const trIban = z
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
export const storeAbout = text('Mağaza açıklaması', 1, 2000);

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

/** A store address as the API shows it (street and zip only to the owner and admins). */
export const storeAddress = z.object({
  street: z.string().optional(),
  city: z.string(),
  district: z.string(),
  country: z.string(),
  zip: z.string().nullable().optional(),
});
export type StoreAddress = z.infer<typeof storeAddress>;
