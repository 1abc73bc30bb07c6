import type { InvoiceTotals, VatRate } from '../integrations/invoicing/provider';

/**
 * VAT on VAT-inclusive prices, exactly in kuruş. Prices are shown and charged with VAT included
 * (as Turkish retail prices are); an invoice states each line's net and VAT. A line's VAT is taken
 * from its gross and the rest is net, so net + VAT is the gross to the kuruş, and the lines add up
 * to what was charged: the invoice never disagrees with the payment by a rounding.
 */

/** Splits a VAT-inclusive amount: net = round(gross × 100 / (100 + rate)), VAT the remainder. */
export function splitGross(gross: number, rate: VatRate): { net: number; vat: number } {
  if (!Number.isInteger(gross)) throw new RangeError(`gross must be whole kuruş, got ${gross}`);
  const net = Math.round((gross * 100) / (100 + rate));
  return { net, vat: gross - net };
}

export interface GrossLine {
  /** What the line was charged, VAT included, after its share of any discount. */
  gross: number;
  rate: VatRate;
}

/** Each line split, and the totals per rate and overall: sums of the lines, so they always agree. */
export function vatTotals<T extends GrossLine>(lines: readonly T[]): { lines: (T & { net: number; vat: number })[]; totals: InvoiceTotals } {
  const split = lines.map((line) => ({ ...line, ...splitGross(line.gross, line.rate) }));
  const byRate = new Map<VatRate, { rate: VatRate; net: number; vat: number }>();
  for (const line of split) {
    const row = byRate.get(line.rate) ?? { rate: line.rate, net: 0, vat: 0 };
    row.net += line.net;
    row.vat += line.vat;
    byRate.set(line.rate, row);
  }
  const net = split.reduce((sum, line) => sum + line.net, 0);
  const vat = split.reduce((sum, line) => sum + line.vat, 0);
  return {
    lines: split,
    totals: { net, vat, gross: net + vat, byRate: [...byRate.values()].sort((a, b) => a.rate - b.rate) },
  };
}
