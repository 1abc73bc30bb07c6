import { describe, expect, it } from 'vitest';
import { decimalOf, formatLira, istanbulDateTime, quantityText, taxIdOf, unitCodeOf, unitNetPrice } from './format';
import { companyBuyer, personBuyer } from './testing/drafts';

describe('the documents’ formats', () => {
  it('writes kuruş as decimals and as Turkish lira, digit by digit', () => {
    expect(decimalOf(0)).toBe('0.00');
    expect(decimalOf(5)).toBe('0.05');
    expect(decimalOf(123_456)).toBe('1234.56');
    expect(decimalOf(99_999_999_999_999)).toBe('999999999999.99');
    expect(() => decimalOf(0.5)).toThrow(RangeError);
    expect(formatLira(5)).toBe('0,05 TL');
    expect(formatLira(100_000)).toBe('1.000,00 TL');
    expect(formatLira(123_456)).toBe('1.234,56 TL');
    expect(formatLira(99_999_999_999_999)).toBe('999.999.999.999,99 TL');
  });

  it('prices a unit as net over quantity: whole kuruş in 2 places, else 8 rounded half up', () => {
    expect(unitNetPrice({ net: 30_000, quantity: 3 })).toBe('100.00');
    expect(unitNetPrice({ net: 100, quantity: 8 })).toBe('0.125');
    expect(unitNetPrice({ net: 200, quantity: 3 })).toBe('0.66666667');
    expect(unitNetPrice({ net: 100, quantity: 3 })).toBe('0.33333333');
    expect(unitNetPrice({ net: 1_000, quantity: 1.5 })).toBe('6.66666667');
    expect(unitNetPrice({ net: 1, quantity: 1_000_000_000 })).toBe('0.00');
    expect(() => unitNetPrice({ net: 100, quantity: 0 })).toThrow(RangeError);
  });

  it('reads a quantity only as a positive decimal', () => {
    expect(quantityText(3)).toBe('3');
    expect(quantityText(2.25)).toBe('2.25');
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7]) expect(quantityText(bad)).toBeNull();
  });

  it('dates on Turkish clocks, names VKN and TCKN by length, and codes units', () => {
    expect(istanbulDateTime(new Date('2026-07-15T21:05:09Z'))).toEqual({ year: 2026, date: '2026-07-16', time: '00:05:09', printed: '16.07.2026' });
    expect(taxIdOf(companyBuyer)).toEqual({ scheme: 'VKN', number: '9876543209' });
    expect(taxIdOf(personBuyer)).toEqual({ scheme: 'TCKN', number: '11111111111' });
    expect(unitCodeOf('Adet')).toBe('C62');
    expect(unitCodeOf('KG')).toBe('KGM');
    expect(unitCodeOf('Metrekare')).toBe('MTK');
    expect(unitCodeOf('Deste')).toBe('C62');
  });
});
