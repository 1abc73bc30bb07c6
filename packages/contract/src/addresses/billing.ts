import { z } from 'zod';
import { isValidTckn, isValidVkn } from '../identifiers';
import { cityCodeField, cityNameField, zipField } from './location-fields';
import { addressMessages } from './messages';

/**
 * A person's billing identities (issue 26): who an invoice is made out to. Bireysel (a person:
 * name, TCKN optional, address) or Kurumsal (a company: title, VKN, tax office, address). Kept per
 * person with one default, chosen at checkout and copied onto the order as issued.
 */
export const billingKinds = ['individual', 'corporate'] as const;
export type BillingKind = (typeof billingKinds)[number];
export const billingKindLabels: Record<BillingKind, string> = { individual: 'Bireysel', corporate: 'Kurumsal' };

export const billingLimits = { maxPerUser: 10 } as const;

export const billingMessages = {
  created: 'Fatura bilgisi eklendi.',
  updated: 'Fatura bilgisi güncellendi.',
  deleted: 'Fatura bilgisi silindi.',
  notFound: 'Fatura bilgisi bulunamadı.',
  tooMany: `En fazla ${billingLimits.maxPerUser} fatura bilgisi kaydedebilirsiniz.`,
  kindInvalid: 'Fatura türü bireysel ya da kurumsal olmalı.',
  tcknInvalid: 'Geçerli bir T.C. kimlik numarası girin (11 hane).',
  vknRequired: 'Kurumsal fatura için vergi kimlik numarası gerekli.',
  vknInvalid: 'Geçerli bir vergi kimlik numarası girin (10 hane).',
  taxOfficeRequired: 'Kurumsal fatura için vergi dairesi gerekli.',
  tcknNotForCompany: 'Kurumsal faturada T.C. kimlik numarası yerine vergi kimlik numarası kullanılır.',
} as const;

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(min, { error: min > 1 ? `${label} en az ${min} karakter olmalı.` : `${label} gerekli.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** An identity number as typed ('123 456 7890'): spaces dropped, '' and null clear it. */
const identityNumber = () =>
  z
    .string({ error: 'Geçersiz numara.' })
    .max(20, { error: 'Geçersiz numara.' })
    .nullish()
    .transform((value) => value?.replace(/\s+/g, '') || null);

const billingFields = z.object({
  kind: z.enum(billingKinds, { error: billingMessages.kindInvalid }),
  title: text('Başlık', 50),
  /** A person's full name, or the company's title as registered. */
  name: text('Ad soyad / unvan', 150, 2),
  tckn: identityNumber(),
  vkn: identityNumber(),
  taxOffice: z
    .string()
    .trim()
    .max(100, { error: 'Vergi dairesi en fazla 100 karakter olabilir.' })
    .nullish()
    .transform((value) => value || null),
  cityCode: cityCodeField,
  cityName: cityNameField,
  districtName: text('İlçe', 50),
  addressLine: text('Açık adres', 250, 5),
  zip: zipField,
  isDefault: z.boolean({ error: 'isDefault true ya da false olmalı.' }).optional(),
});

type BillingFields = z.infer<typeof billingFields>;

/** The identity rules of a kind, on the fields as they will be (a create, or an update merged with the row). */
export function billingIdentityIssues(fields: Pick<BillingFields, 'kind' | 'tckn' | 'vkn' | 'taxOffice'>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (fields.kind === 'individual') {
    if (fields.tckn && !isValidTckn(fields.tckn)) issues.push({ path: 'tckn', message: billingMessages.tcknInvalid });
    return issues;
  }
  if (fields.tckn) issues.push({ path: 'tckn', message: billingMessages.tcknNotForCompany });
  if (!fields.vkn) issues.push({ path: 'vkn', message: billingMessages.vknRequired });
  else if (!isValidVkn(fields.vkn)) issues.push({ path: 'vkn', message: billingMessages.vknInvalid });
  if (!fields.taxOffice) issues.push({ path: 'taxOffice', message: billingMessages.taxOfficeRequired });
  return issues;
}

export const createBillingProfileBody = billingFields.superRefine((body, ctx) => {
  if (!body.cityCode && !body.cityName) ctx.addIssue({ code: 'custom', path: ['cityName'], message: addressMessages.cityRequired });
  for (const issue of billingIdentityIssues(body)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type CreateBillingProfileBody = z.infer<typeof createBillingProfileBody>;

/** Any subset; the identity rules are checked on the merged result by the server. */
export const updateBillingProfileBody = billingFields.partial();
export type UpdateBillingProfileBody = z.infer<typeof updateBillingProfileBody>;

export const billingProfile = z.object({
  _id: z.string(),
  kind: z.enum(billingKinds),
  title: z.string(),
  name: z.string(),
  tckn: z.string().nullable(),
  vkn: z.string().nullable(),
  taxOffice: z.string().nullable(),
  cityCode: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  addressLine: z.string(),
  zip: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfile>;

/** The default first, then newest first; at most `billingLimits.maxPerUser`, so no pages. */
export const billingProfileListResponse = z.object({ billingProfiles: z.array(billingProfile) });
export type BillingProfileListResponse = z.infer<typeof billingProfileListResponse>;

export const billingProfileResponse = z.object({ message: z.string(), billingProfile });
export type BillingProfileResponse = z.infer<typeof billingProfileResponse>;
