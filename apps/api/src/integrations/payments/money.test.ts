import { describe, expect, it } from 'vitest';
import { parseCommissionRate, splitBasket, splitItemPrice } from './commission';
import { allocateProportionally, decimalToKurus, kurusToDecimal, signaturePrice } from './money';

describe('kuruş and iyzico decimals', () => {
  it('writes kuruş as two-decimal strings', () => {
    expect([12_345, 5, 100, 0, 1_000_000_01, -250].map(kurusToDecimal)).toEqual(['123.45', '0.05', '1.00', '0.00', '1000000.01', '-2.50']);
    expect(() => kurusToDecimal(1.5)).toThrow(RangeError);
  });

  it('reads decimals digit by digit, refusing anything finer than a kuruş', () => {
    expect(['123.45', '100.0', '100', '0.1', ' 7.50 ', '1.230'].map(decimalToKurus)).toEqual([12_345, 10_000, 10_000, 10, 750, 123]);
    expect([123.45, 0.1, 1, 19.99].map(decimalToKurus)).toEqual([12_345, 10, 100, 1_999]);
    expect([0.1 + 0.2, '1.005', 'abc', '', null, Number.NaN, '1e3'].map(decimalToKurus)).toEqual([null, null, null, null, null, null, null]);
  });

  it('round-trips every amount up to 1.000 TL exactly', () => {
    const wrong: number[] = [];
    for (let kurus = 0; kurus <= 100_000; kurus += 1) {
      if (decimalToKurus(kurusToDecimal(kurus)) !== kurus || decimalToKurus(kurus / 100) !== kurus) wrong.push(kurus);
    }
    expect(wrong).toEqual([]);
  });

  it('writes prices for signatures without trailing zeros', () => {
    expect(['1.00', 1.2, '100.50', 0, '12.34'].map(signaturePrice)).toEqual(['1', '1.2', '100.5', '0', '12.34']);
  });

  it('allocates a total in proportion, summing exactly', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(140_000, [123_450, 9_999])).toEqual([129_510, 10_490]);
    expect(allocateProportionally(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('platform commission', () => {
  it('reads the rate exactly as basis points', () => {
    expect(['0.10', '0.1', '0', '0.0825', '0.9999'].map(parseCommissionRate)).toEqual([1_000, 1_000, 0, 825, 9_999]);
    expect(['1', '0.12345', '-0.1', '10%', ''].map(parseCommissionRate)).toEqual([null, null, null, null, null]);
  });

  it('rounds each line half up to the kuruş and gives the seller the rest', () => {
    expect(splitItemPrice(123_450, 1_000)).toEqual({ price: 123_450, subMerchantPrice: 111_105, commission: 12_345 });
    expect(splitItemPrice(995, 1_000)).toEqual({ price: 995, subMerchantPrice: 895, commission: 100 });
    expect(splitItemPrice(994, 1_000)).toEqual({ price: 994, subMerchantPrice: 895, commission: 99 });
    expect(splitItemPrice(1, 5_000)).toEqual({ price: 1, subMerchantPrice: 1, commission: 0 });
    expect(splitItemPrice(0, 1_000)).toEqual({ price: 0, subMerchantPrice: 0, commission: 0 });
    expect(() => splitItemPrice(10.5, 1_000)).toThrow(RangeError);
    expect(() => splitItemPrice(100, 10_000)).toThrow(RangeError);
  });

  it('keeps share + commission = price on every line and in the totals', () => {
    const prices = Array.from({ length: 500 }, (_, index) => (index * 7_919) % 250_003);
    for (const rate of [0, 1, 825, 1_000, 1_750, 5_000, 9_999]) {
      const basket = splitBasket(prices.map((price, index) => ({ id: `line-${index}`, price })), rate);
      for (const line of basket.items) {
        expect(line.subMerchantPrice + line.commission).toBe(line.price);
        if (line.price > 0) expect(line.subMerchantPrice).toBeGreaterThanOrEqual(1);
        // Off by at most half a kuruş, unless the 1-kuruş floor for the seller applies.
        if (line.commission < line.price - 1) expect(Math.abs(line.commission * 10_000 - line.price * rate)).toBeLessThanOrEqual(5_000);
      }
      expect(basket.subMerchantPrice + basket.commission).toBe(basket.price);
      expect(basket.price).toBe(prices.reduce((sum, price) => sum + price, 0));
    }
  });
});
