import { z } from 'zod';

/**
 * Turkish identifiers. A mobile number is normalised to +905XXXXXXXXX; anything else is null.
 * Accepts 05XX…, 5XX…, +905XX…, 905XX… with spaces, dashes or brackets.
 */
export function normalizeTurkishMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?90|0)?(5\d{9})$/.exec(digits);
  return match ? `+90${match[1]}` : null;
}

const invalidMobile = 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).';

function mobileOrIssue(value: string, ctx: z.RefinementCtx): string {
  const normalized = normalizeTurkishMobile(value);
  if (normalized) return normalized;
  ctx.addIssue({ code: 'custom', message: invalidMobile });
  return z.NEVER;
}

/** A required Turkish mobile number field, normalised to +905XXXXXXXXX; `requiredMessage` when missing. */
export const turkishMobileField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().transform(mobileOrIssue);

/** An optional Turkish mobile number field: '' clears it (null), anything else must be a mobile number. */
export const optionalTurkishMobileField = () =>
  z
    .string()
    .trim()
    .transform((value, ctx) => (value === '' ? null : mobileOrIssue(value, ctx)));

const digitsOf = (value: string) => [...value].map(Number);

/** T.C. kimlik numarası: 11 digits, no leading 0, two check digits. */
export function isValidTckn(input: string): boolean {
  const value = input.trim();
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return eleventh === d[10];
}

/** Vergi kimlik numarası: 10 digits, the last one a check digit. */
export function isValidVkn(input: string): boolean {
  const value = input.trim();
  if (!/^\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let i = 1; i <= 9; i += 1) {
    const t = (d[i - 1] + 10 - i) % 10;
    if (t === 0) continue;
    const r = (t * 2 ** (10 - i)) % 9;
    sum += r === 0 ? 9 : r;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** A Turkish IBAN written with or without spaces, upper-cased: TR + 24 characters. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** TR IBAN: 26 characters, reserved digit 0, ISO 13616 mod-97 check. */
export function isValidTrIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^TR\d{2}\d{5}0[0-9A-Z]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
