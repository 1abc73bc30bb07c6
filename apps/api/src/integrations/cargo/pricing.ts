import type { Kurus, Parcel } from './provider';

/**
 * The sandbox's tariff. Distance is a band from Turkey's seven geographic regions:
 * 0 the same city, 1 the same region, 2 neighbouring regions, 3 farther. (City coordinates would
 * give a few odd cases at region borders; carriers price by region too.)
 */
export type Region = 'MAR' | 'EGE' | 'AKD' | 'ICA' | 'KAR' | 'DOG' | 'GDA';
export type DistanceBand = 0 | 1 | 2 | 3;

export const regionNames: Record<Region, string> = {
  MAR: 'Marmara',
  EGE: 'Ege',
  AKD: 'Akdeniz',
  ICA: 'İç Anadolu',
  KAR: 'Karadeniz',
  DOG: 'Doğu Anadolu',
  GDA: 'Güneydoğu Anadolu',
};

export const bandNames: Record<DistanceBand, string> = { 0: 'Şehir içi', 1: 'Bölge içi', 2: 'Komşu bölge', 3: 'Uzak bölge' };

// Plate 01 … 81, in order.
// prettier-ignore
const regionByPlate: Region[] = [
  'AKD', 'GDA', 'EGE', 'DOG', 'KAR', 'ICA', 'AKD', 'KAR', 'EGE', 'MAR', // 01–10
  'MAR', 'DOG', 'DOG', 'KAR', 'AKD', 'MAR', 'MAR', 'ICA', 'KAR', 'EGE', // 11–20
  'GDA', 'MAR', 'DOG', 'DOG', 'DOG', 'ICA', 'GDA', 'KAR', 'KAR', 'DOG', // 21–30
  'AKD', 'AKD', 'AKD', 'MAR', 'EGE', 'DOG', 'KAR', 'ICA', 'MAR', 'ICA', // 31–40
  'MAR', 'ICA', 'EGE', 'DOG', 'EGE', 'AKD', 'GDA', 'EGE', 'DOG', 'ICA', // 41–50
  'ICA', 'KAR', 'KAR', 'MAR', 'KAR', 'GDA', 'KAR', 'ICA', 'MAR', 'KAR', // 51–60
  'KAR', 'DOG', 'GDA', 'EGE', 'DOG', 'ICA', 'KAR', 'ICA', 'KAR', 'ICA', // 61–70
  'ICA', 'GDA', 'GDA', 'KAR', 'DOG', 'DOG', 'MAR', 'KAR', 'GDA', 'AKD', // 71–80
  'KAR', // 81
];

const neighbours: Record<Region, Region[]> = {
  MAR: ['EGE', 'ICA', 'KAR'],
  EGE: ['MAR', 'AKD', 'ICA'],
  AKD: ['EGE', 'ICA', 'DOG', 'GDA'],
  ICA: ['MAR', 'EGE', 'AKD', 'KAR', 'DOG'],
  KAR: ['MAR', 'ICA', 'DOG'],
  DOG: ['AKD', 'ICA', 'KAR', 'GDA'],
  GDA: ['AKD', 'DOG'],
};

export function regionOf(cityCode: string): Region | null {
  const plate = Number(cityCode);
  return Number.isInteger(plate) && plate >= 1 && plate <= 81 ? regionByPlate[plate - 1] : null;
}

export function distanceBand(fromCity: string, toCity: string): DistanceBand | null {
  const from = regionOf(fromCity);
  const to = regionOf(toCity);
  if (!from || !to) return null;
  if (Number(fromCity) === Number(toCity)) return 0;
  if (from === to) return 1;
  return neighbours[from].includes(to) ? 2 : 3;
}

/** Volumetric weight: L × W × H / 3000 (cm). */
export const volumetricDesi = (parcel: Parcel) => (parcel.lengthCm * parcel.widthCm * parcel.heightCm) / 3000;

/** What carriers bill: the larger of volumetric desi and real weight (kg), rounded up to a whole desi, at least 1. */
export const billableDesi = (parcel: Parcel) => Math.max(1, Math.ceil(Math.max(volumetricDesi(parcel), parcel.weightKg) - 1e-9));

export const maxDesi = 150;

export interface ServiceTariff {
  code: string;
  providerCode: string;
  name: string;
  /** Price of the first desi per distance band (kuruş). */
  base: [Kurus, Kurus, Kurus, Kurus];
  /** Each further desi (kuruş). */
  perDesi: Kurus;
  /** Estimated working days per band. */
  days: [number, number, number, number];
}

/** base[band] + perDesi × (desi − 1). */
export const priceOf = (tariff: ServiceTariff, desi: number, band: DistanceBand): Kurus => tariff.base[band] + tariff.perDesi * (desi - 1);
