import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

const lira = (amount: number) => amount * 100;

describe('amountInWords', () => {
  it.each([
    [0, 'Yalnız Sıfır Türk Lirası'],
    [lira(1), 'Yalnız Bir Türk Lirası'],
    [lira(7), 'Yalnız Yedi Türk Lirası'],
    [lira(10), 'Yalnız On Türk Lirası'],
    [lira(11), 'Yalnız On Bir Türk Lirası'],
    [lira(19), 'Yalnız On Dokuz Türk Lirası'],
    [lira(40), 'Yalnız Kırk Türk Lirası'],
    [lira(66), 'Yalnız Altmış Altı Türk Lirası'],
    [lira(99), 'Yalnız Doksan Dokuz Türk Lirası'],
    [lira(100), 'Yalnız Yüz Türk Lirası'],
    [lira(101), 'Yalnız Yüz Bir Türk Lirası'],
    [lira(110), 'Yalnız Yüz On Türk Lirası'],
    [lira(200), 'Yalnız İki Yüz Türk Lirası'],
    [lira(999), 'Yalnız Dokuz Yüz Doksan Dokuz Türk Lirası'],
    [lira(1000), 'Yalnız Bin Türk Lirası'],
    [lira(1001), 'Yalnız Bin Bir Türk Lirası'],
    [lira(1100), 'Yalnız Bin Yüz Türk Lirası'],
    [lira(2000), 'Yalnız İki Bin Türk Lirası'],
    [lira(10_000), 'Yalnız On Bin Türk Lirası'],
    [lira(11_000), 'Yalnız On Bir Bin Türk Lirası'],
    [lira(100_000), 'Yalnız Yüz Bin Türk Lirası'],
    [lira(101_000), 'Yalnız Yüz Bir Bin Türk Lirası'],
    [lira(999_999), 'Yalnız Dokuz Yüz Doksan Dokuz Bin Dokuz Yüz Doksan Dokuz Türk Lirası'],
    [lira(1_000_000), 'Yalnız Bir Milyon Türk Lirası'],
    [lira(1_001_000), 'Yalnız Bir Milyon Bin Türk Lirası'],
    [lira(1_100_000), 'Yalnız Bir Milyon Yüz Bin Türk Lirası'],
    [lira(1_000_001), 'Yalnız Bir Milyon Bir Türk Lirası'],
    [lira(2_000_000_000), 'Yalnız İki Milyar Türk Lirası'],
    [lira(1_000_000_000), 'Yalnız Bir Milyar Türk Lirası'],
    [lira(1_001_001_001), 'Yalnız Bir Milyar Bir Milyon Bin Bir Türk Lirası'],
    [lira(1_000_000_000_000), 'Yalnız Bir Trilyon Türk Lirası'],
    [
      lira(999_999_999_999),
      'Yalnız Dokuz Yüz Doksan Dokuz Milyar Dokuz Yüz Doksan Dokuz Milyon Dokuz Yüz Doksan Dokuz Bin Dokuz Yüz Doksan Dokuz Türk Lirası',
    ],
  ])('%i kuruş → %s', (kurus, words) => {
    expect(amountInWords(kurus)).toBe(words);
  });

  it.each([
    [123_456, 'Yalnız Bin İki Yüz Otuz Dört Türk Lirası Elli Altı Kuruş'],
    [1, 'Yalnız Sıfır Türk Lirası Bir Kuruş'],
    [50, 'Yalnız Sıfır Türk Lirası Elli Kuruş'],
    [105, 'Yalnız Bir Türk Lirası Beş Kuruş'],
    [1_999, 'Yalnız On Dokuz Türk Lirası Doksan Dokuz Kuruş'],
    [120_010, 'Yalnız Bin İki Yüz Türk Lirası On Kuruş'],
    [99_999_999_999_999, 'Yalnız Dokuz Yüz Doksan Dokuz Milyar Dokuz Yüz Doksan Dokuz Milyon Dokuz Yüz Doksan Dokuz Bin Dokuz Yüz Doksan Dokuz Türk Lirası Doksan Dokuz Kuruş'],
  ])('writes the kuruş after the lira: %i → %s', (kurus, words) => {
    expect(amountInWords(kurus)).toBe(words);
  });

  it('reaches the largest safe amount of kuruş', () => {
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'Yalnız Doksan Trilyon Yetmiş Bir Milyar Dokuz Yüz Doksan İki Milyon Beş Yüz Kırk Yedi Bin Dört Yüz Dokuz Türk Lirası Doksan Bir Kuruş',
    );
  });

  it('refuses what is not a whole, non-negative number of kuruş', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => amountInWords(bad)).toThrow(RangeError);
    }
  });
});
