import { describe, expect, it } from 'vitest';
import { findCityByCode } from './locations';
import { findProvinceCentre, provinceCentres, provinceDistanceKm } from './provinces';

describe('province centres', () => {
  it('has one centre for each of the 81 plate codes, inside Turkey', () => {
    expect(provinceCentres).toHaveLength(81);
    for (const centre of provinceCentres) {
      expect(findCityByCode(centre.code)).not.toBeNull();
      expect(centre.lat).toBeGreaterThan(35.8);
      expect(centre.lat).toBeLessThan(42.2);
      expect(centre.lon).toBeGreaterThan(25.6);
      expect(centre.lon).toBeLessThan(44.9);
    }
    expect(findProvinceCentre('82')).toBeNull();
  });

  it('measures great-circle distances between centres', () => {
    expect(provinceDistanceKm('06', '34')).toBeCloseTo(351, -1);
    expect(provinceDistanceKm('35', '45')).toBeLessThan(40);
    expect(provinceDistanceKm('22', '76')).toBeGreaterThan(1400);
    expect(provinceDistanceKm('06', '06')).toBe(0);
    expect(provinceDistanceKm('06', '99')).toBeNull();
  });
});
