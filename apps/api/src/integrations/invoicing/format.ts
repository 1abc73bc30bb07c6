import type { InvoiceLine, InvoiceParty, IssuedInvoice } from './provider';

/** What the documents print besides the draft: the number, the ETTN and the scenario. */
export type IssuedIdentity = Pick<IssuedInvoice, 'ettn' | 'number' | 'profile'>;

/** The e-Arşiv stand-in for an individual who gave no TCKN. */
export const placeholderTckn = '11111111111';

/** Kuruş as UBL writes an amount, digit by digit: 123456 → "1234.56", 5 → "0.05". */
export function decimalOf(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`an amount must be whole kuruş, got ${kurus}`);
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal ("1234.56") as a Turkish reader expects it: "1.234,56 TL". */
export function formatLiraText(decimal: string): string {
  const [whole, fraction] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction} TL`;
}

/** Kuruş as a Turkish reader expects it: 123456 → "1.234,56 TL". */
export const formatLira = (kurus: number) => formatLiraText(decimalOf(kurus));

const istanbulParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The invoice's date and time on Turkish clocks (GİB dates the document in Türkiye, not UTC). */
export function istanbulDateTime(date: Date): { year: number; date: string; time: string; printed: string } {
  const part = Object.fromEntries(istanbulParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return {
    year: Number(part.year),
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
    printed: `${part.day}.${part.month}.${part.year}`,
  };
}

/** The party's tax identity as both documents print it: 10 digits are a VKN, 11 a TCKN. */
export function taxIdOf(party: InvoiceParty): { scheme: 'VKN' | 'TCKN'; number: string } {
  const number = party.taxNumber?.trim() || placeholderTckn;
  return { scheme: number.length === 10 ? 'VKN' : 'TCKN', number };
}

/**
 * UN/ECE Rec. 20 codes of the units we sell in. Anything else is counted in pieces (C62), which
 * is what GİB's own portal offers first and what a count of goods or services is.
 */
const unitCodes: Record<string, string> = {
  adet: 'C62',
  hizmet: 'C62',
  kg: 'KGM',
  kilogram: 'KGM',
  gram: 'GRM',
  ton: 'TNE',
  metre: 'MTR',
  m: 'MTR',
  metrekare: 'MTK',
  'm²': 'MTK',
  metreküp: 'MTQ',
  'm³': 'MTQ',
  litre: 'LTR',
  paket: 'PA',
  kutu: 'BX',
  takım: 'SET',
  set: 'SET',
  çift: 'PR',
  saat: 'HUR',
  gün: 'DAY',
  ay: 'MON',
};

/** The UBL unit code of a printed unit ('Adet' → 'C62'). */
export const unitCodeOf = (unit: string) => unitCodes[unit.trim().toLocaleLowerCase('tr-TR')] ?? 'C62';

/** A quantity as written: digits with an optional fraction ('3', '1.5'); null for anything else. */
export function quantityText(quantity: number): string | null {
  const text = String(quantity);
  return Number.isFinite(quantity) && quantity > 0 && /^\d+(\.\d+)?$/.test(text) ? text : null;
}

/**
 * The line's net unit price as a decimal: its net over its quantity (any discount is already in the
 * line), exact to 8 places and rounded half up beyond, at least 2 places. 3 × 250.00 → "83.33333333".
 */
export function unitNetPrice(line: Pick<InvoiceLine, 'net' | 'quantity'>): string {
  const quantity = quantityText(line.quantity);
  if (quantity === null) throw new RangeError(`a quantity must be a positive decimal, got ${line.quantity}`);
  const [whole, fraction = ''] = quantity.split('.');
  const places = 8;
  // price × 10^8 = net kuruş × 10^(8 − 2) × 10^fraction.length / (quantity digits)
  const numerator = BigInt(line.net) * 10n ** BigInt(places - 2 + fraction.length);
  const denominator = BigInt(whole + fraction);
  const scaled = (numerator * 2n + denominator) / (denominator * 2n);
  const digits = scaled.toString().padStart(places + 1, '0');
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return text.replace(/(\.\d\d\d*?)0+$/, '$1');
}
