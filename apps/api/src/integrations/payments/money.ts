import type { Kurus } from './provider';

/** Kuruş → the decimal string iyzico takes: 12345 → "123.45", 100 → "1.00". */
export function kurusToDecimal(kurus: Kurus): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError('an amount must be a whole number of kuruş');
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A decimal as iyzico writes it ("123.45", "100.0", 123.4, 1) → kuruş, read digit by digit so no
 * float rounding enters. Null when it is not an exact amount of kuruş.
 */
export function decimalToKurus(value: unknown): Kurus | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) return null;
  const kurus = Number(whole) * 100 + Number(significant.padEnd(2, '0'));
  if (!Number.isSafeInteger(kurus)) return null;
  return sign && kurus !== 0 ? -kurus : kurus;
}

/** The form iyzico signs a price in: trailing zeros dropped ("100.50" → "100.5", 100.0 → "100"). */
export function signaturePrice(value: unknown): string {
  const kurus = decimalToKurus(value);
  if (kurus === null) return value === undefined || value === null ? '' : String(value);
  return kurusToDecimal(kurus).replace(/\.?0+$/, '');
}

/** Shares `total` over `weights` in proportion, exactly: largest remainders get the odd kuruş. */
export function allocateProportionally(total: Kurus, weights: Kurus[]): Kurus[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(sum)));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: Number(value % BigInt(sum)) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
