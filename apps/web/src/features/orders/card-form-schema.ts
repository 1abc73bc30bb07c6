import { z } from 'zod';
import { paymentCard } from '@pazaryeri/contract/orders/index';

/** The mod-10 check every card number passes; catches a mistyped digit before the bank is asked. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True while the card is valid: through the last day of its expiry month. */
export function isExpiryValid(month: string, year: string, now = new Date()): boolean {
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y)) return false;
  return y > now.getFullYear() || (y === now.getFullYear() && m >= now.getMonth() + 1);
}

/** "5528790000000008" → "5528 7900 0000 0008" as it is typed. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const cardMessages = {
  luhn: 'Kart numarası geçersiz. Lütfen kontrol edin.',
  expired: 'Kartınızın son kullanma tarihi geçmiş.',
} as const;

/** The contract's card (its messages) plus what the client checks first: Luhn and an expiry not in the past. */
export const cardFormSchema = paymentCard
  .extend({ threeDS: z.boolean() })
  .superRefine((card, ctx) => {
    if (!isLuhnValid(card.number)) ctx.addIssue({ code: 'custom', path: ['number'], message: cardMessages.luhn });
    if (!isExpiryValid(card.expireMonth, card.expireYear)) ctx.addIssue({ code: 'custom', path: ['expireYear'], message: cardMessages.expired });
  });
export type CardFormValues = z.output<typeof cardFormSchema>;
