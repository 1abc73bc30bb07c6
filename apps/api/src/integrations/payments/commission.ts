import type { Kurus } from './provider';

/**
 * The platform's cut as basis points (1 bp = 0.01 %): "0.10" → 1000. Read from the digits, so
 * the rate is exact; at most four decimals, from 0 up to (not including) 1. Null otherwise.
 */
export function parseCommissionRate(rate: string): number | null {
  const match = /^0(?:\.(\d{1,4}))?$/.exec(rate.trim());
  return match ? Number((match[1] ?? '').padEnd(4, '0')) : null;
}

export interface ItemShare {
  price: Kurus;
  /** What the seller receives (iyzico's subMerchantPrice). */
  subMerchantPrice: Kurus;
  /** What the platform keeps. */
  commission: Kurus;
}

/**
 * One basket line split between seller and platform. The commission is rounded half up to the
 * kuruş on each line on its own, so a seller's share never depends on what else is in the
 * basket; the seller gets the rest, so share + commission = price always, and a line of at least
 * 1 kuruş leaves the seller at least 1 kuruş (iyzico refuses a zero share).
 */
export function splitItemPrice(price: Kurus, commissionBasisPoints: number): ItemShare {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('price must be a whole, non-negative number of kuruş');
  if (!Number.isInteger(commissionBasisPoints) || commissionBasisPoints < 0 || commissionBasisPoints >= 10_000) {
    throw new RangeError('commission must be 0–9999 basis points');
  }
  const rounded = Number((BigInt(price) * BigInt(commissionBasisPoints) + 5_000n) / 10_000n);
  const commission = price > 0 ? Math.min(rounded, price - 1) : 0;
  return { price, subMerchantPrice: price - commission, commission };
}

/** Every line's split plus the totals (which are the sums of the lines, by construction). */
export function splitBasket<T extends { price: Kurus }>(items: T[], commissionBasisPoints: number) {
  const lines = items.map((item) => ({ ...item, ...splitItemPrice(item.price, commissionBasisPoints) }));
  const total = (key: keyof ItemShare) => lines.reduce((sum, line) => sum + line[key], 0);
  return { items: lines, price: total('price'), subMerchantPrice: total('subMerchantPrice'), commission: total('commission') };
}
