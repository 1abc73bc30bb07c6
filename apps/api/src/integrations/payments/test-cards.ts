import { cardErrors } from './errors';
import type { PaymentCard, PaymentFailure } from './provider';

type CardError = Omit<PaymentFailure, 'ok'>;

/** How iyzico's sandbox answers a card number (INTEGRATIONS.md); the in-process sandbox does the same. */
export type CardBehaviour =
  | { kind: 'approves'; refundable: boolean; threeDS: boolean }
  | { kind: 'declines'; error: CardError };

const approves = { kind: 'approves', refundable: true, threeDS: true } as const;
const declines = (error: CardError): CardBehaviour => ({ kind: 'declines', error });

export const testCards = {
  success: ['5528790000000008', '5890040000000016', '4766620000000001'],
  insufficientFunds: '4111111111111129',
  doNotHonour: '4129111111111111',
  lostCard: '4127111111111113',
  stolenCard: '4126111111111114',
  expiredCard: '4125111111111115',
  invalidCvc: '4124111111111116',
  fraudSuspect: '4121111111111119',
  generalError: '4130111111111118',
  /** Succeeds, but can be neither refunded nor cancelled. */
  notRefundable: '5406670000000009',
  /** 3DS initialize fails; a non-3DS payment with it succeeds. */
  threeDSInitializeFails: '4151111111111112',
} as const;

const behaviours = new Map<string, CardBehaviour>([
  ...testCards.success.map((number) => [number, approves] as const),
  [testCards.insufficientFunds, declines(cardErrors.insufficientFunds)],
  [testCards.doNotHonour, declines(cardErrors.doNotHonour)],
  [testCards.lostCard, declines(cardErrors.lostCard)],
  [testCards.stolenCard, declines(cardErrors.stolenCard)],
  [testCards.expiredCard, declines(cardErrors.expiredCard)],
  [testCards.invalidCvc, declines(cardErrors.invalidCvc)],
  [testCards.fraudSuspect, declines(cardErrors.fraudSuspect)],
  [testCards.generalError, declines(cardErrors.generalError)],
  [testCards.notRefundable, { kind: 'approves', refundable: false, threeDS: true }],
  [testCards.threeDSInitializeFails, { kind: 'approves', refundable: true, threeDS: false }],
]);

export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's expiry as the last day it is valid ('2030'/'30' and '12'), or null if unreadable. */
function expiresAfter(card: PaymentCard, now: Date): boolean | null {
  const month = Number(card.expireMonth);
  const yearText = card.expireYear.trim();
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return null;
  return Date.UTC(year, month, 1) > now.getTime();
}

/**
 * What the sandbox bank does with a card: the test numbers as listed; otherwise a number failing
 * the Luhn check is invalid, a past expiry is expired, a CVC that is not 3–4 digits is wrong, and
 * any other card approves.
 */
export function cardBehaviour(card: PaymentCard, now: Date): CardBehaviour {
  const number = card.number.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) return declines(cardErrors.invalidCardNumber);
  const listed = behaviours.get(number);
  if (listed?.kind === 'declines') return listed;
  if (expiresAfter(card, now) !== true) return declines(cardErrors.expiredCard);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return declines(cardErrors.invalidCvc);
  return listed ?? approves;
}
