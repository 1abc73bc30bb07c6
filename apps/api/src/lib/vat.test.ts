import { describe, expect, it } from 'vitest';
import { vatRates, type VatRate } from '../integrations/invoicing/provider';
import { splitGross, vatTotals } from './vat';

/** A small seeded generator (mulberry32): the same carts every run, many of them. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('VAT on VAT-inclusive prices', () => {
  it('splits the usual rates as an invoice prints them', () => {
    expect(splitGross(12_000, 20)).toEqual({ net: 10_000, vat: 2_000 });
    expect(splitGross(11_000, 10)).toEqual({ net: 10_000, vat: 1_000 });
    expect(splitGross(10_100, 1)).toEqual({ net: 10_000, vat: 100 });
    expect(splitGross(999, 20)).toEqual({ net: 833, vat: 166 });
    expect(splitGross(1, 20)).toEqual({ net: 1, vat: 0 });
    expect(splitGross(0, 20)).toEqual({ net: 0, vat: 0 });
    expect(splitGross(5_000, 0)).toEqual({ net: 5_000, vat: 0 });
    expect(() => splitGross(10.5, 20)).toThrow(RangeError);
  });

  it('over 2,000 random carts: every line and every total adds up to what was charged, to the kuruş', () => {
    const next = random(2026);
    const rates: readonly VatRate[] = [1, 10, 20, ...vatRates];
    for (let cart = 0; cart < 2_000; cart += 1) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 12) }, () => ({
        gross: Math.floor(next() * 5_000_000),
        rate: rates[Math.floor(next() * rates.length)],
      }));
      const charged = lines.reduce((sum, line) => sum + line.gross, 0);
      const { lines: split, totals } = vatTotals(lines);
      expect(totals.gross).toBe(charged);
      expect(totals.net + totals.vat).toBe(charged);
      for (const line of split) {
        expect(line.net + line.vat).toBe(line.gross);
        // The VAT is the rate of the net, off by at most the half kuruş the rounding took (times 1 + rate).
        expect(Math.abs(line.vat - (line.net * line.rate) / 100)).toBeLessThanOrEqual(0.5 + line.rate / 200 + 1e-6);
      }
      for (const row of totals.byRate) {
        const ofRate = split.filter((line) => line.rate === row.rate);
        expect(row.net).toBe(ofRate.reduce((sum, line) => sum + line.net, 0));
        expect(row.vat).toBe(ofRate.reduce((sum, line) => sum + line.vat, 0));
      }
      expect(totals.byRate.map((row) => row.rate)).toEqual([...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b));
    }
  });
});
