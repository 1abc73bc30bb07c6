import { isValidTckn, isValidTrIban, isValidVkn, normalizeIban } from '@pazaryeri/contract';
import { taxNumberKind, type CompanyType } from '@pazaryeri/contract/sellers/index';

export type LiveCheck =
  | { state: 'idle' | 'typing'; message: string }
  | { state: 'valid'; message: string }
  | { state: 'invalid'; message: string };

const taxNumberRules = {
  tckn: {
    length: 11,
    name: 'T.C. kimlik numarası',
    valid: isValidTckn,
    invalid: 'Geçersiz T.C. kimlik numarası.',
    wrongLength: 'Bireysel ve şahıs satıcılar vergi numarası olarak 11 haneli T.C. kimlik numarasını girmelidir.',
  },
  vkn: {
    length: 10,
    name: 'vergi kimlik numarası (VKN)',
    valid: isValidVkn,
    invalid: 'Geçersiz vergi kimlik numarası (VKN).',
    wrongLength: 'Limited ve anonim şirketler 10 haneli vergi kimlik numarasını (VKN) girmelidir.',
  },
} as const;

/**
 * The tax number as it is typed, checked the way the API checks it: bireysel and şahıs sellers
 * give their 11-digit TCKN, limited and anonim şirketler their 10-digit VKN, both by check digits.
 */
export function checkTaxNumber(companyType: CompanyType | '' | undefined, input: string): LiveCheck {
  const value = input.replace(/\s+/g, '');
  if (!companyType) return { state: 'idle', message: 'Önce şirket türünü seçin.' };
  const rule = taxNumberRules[taxNumberKind(companyType)];
  if (!value) return { state: 'idle', message: `${rule.length} haneli ${rule.name}.` };
  if (!/^\d+$/.test(value)) return { state: 'invalid', message: 'Vergi numarası yalnızca rakamlardan oluşmalı.' };
  if (value.length < rule.length) return { state: 'typing', message: `${rule.length} haneli ${rule.name} (${value.length}/${rule.length}).` };
  if (value.length > rule.length) return { state: 'invalid', message: rule.wrongLength };
  return rule.valid(value)
    ? { state: 'valid', message: `Geçerli ${rule.name}.` }
    : { state: 'invalid', message: rule.invalid };
}

/** "tr330006100519786457841326" → "TR33 0006 1005 1978 6457 8413 26" (at most 26 characters). */
export function formatIban(input: string): string {
  return normalizeIban(input)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 26)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

export function checkIban(input: string): LiveCheck {
  const value = normalizeIban(input);
  if (!value) return { state: 'idle', message: 'İsteğe bağlı. Ödemeleriniz bu hesaba aktarılır.' };
  if (!value.startsWith('TR') && value.length >= 2) return { state: 'invalid', message: 'IBAN TR ile başlamalı.' };
  if (value.length < 26) return { state: 'typing', message: `TR ile başlayan 26 karakter (${value.length}/26).` };
  return isValidTrIban(value)
    ? { state: 'valid', message: 'Geçerli IBAN.' }
    : { state: 'invalid', message: 'Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).' };
}
