/** The centres of Turkey's 81 provinces by plate code (the provincial capital, to two decimals), for distances between cities. */

export interface ProvinceCentre {
  code: string;
  lat: number;
  lon: number;
}

const centres: [code: string, lat: number, lon: number][] = [
  ['01', 37.0, 35.32], ['02', 37.76, 38.28], ['03', 38.76, 30.54], ['04', 39.72, 43.05], ['05', 40.65, 35.83],
  ['06', 39.93, 32.86], ['07', 36.9, 30.7], ['08', 41.18, 41.82], ['09', 37.85, 27.85], ['10', 39.65, 27.88],
  ['11', 40.14, 29.98], ['12', 38.88, 40.5], ['13', 38.4, 42.11], ['14', 40.74, 31.61], ['15', 37.72, 30.29],
  ['16', 40.19, 29.06], ['17', 40.15, 26.41], ['18', 40.6, 33.61], ['19', 40.55, 34.95], ['20', 37.78, 29.09],
  ['21', 37.91, 40.24], ['22', 41.68, 26.56], ['23', 38.68, 39.22], ['24', 39.75, 39.49], ['25', 39.9, 41.27],
  ['26', 39.78, 30.52], ['27', 37.07, 37.38], ['28', 40.91, 38.39], ['29', 40.46, 39.48], ['30', 37.57, 43.74],
  ['31', 36.2, 36.16], ['32', 37.76, 30.55], ['33', 36.8, 34.63], ['34', 41.01, 28.98], ['35', 38.42, 27.14],
  ['36', 40.6, 43.1], ['37', 41.39, 33.78], ['38', 38.73, 35.48], ['39', 41.73, 27.22], ['40', 39.15, 34.16],
  ['41', 40.77, 29.92], ['42', 37.87, 32.48], ['43', 39.42, 29.98], ['44', 38.36, 38.31], ['45', 38.61, 27.43],
  ['46', 37.58, 36.94], ['47', 37.31, 40.74], ['48', 37.22, 28.36], ['49', 38.74, 41.49], ['50', 38.62, 34.71],
  ['51', 37.97, 34.68], ['52', 40.98, 37.88], ['53', 41.02, 40.52], ['54', 40.78, 30.4], ['55', 41.29, 36.33],
  ['56', 37.93, 41.94], ['57', 42.03, 35.15], ['58', 39.75, 37.02], ['59', 40.98, 27.51], ['60', 40.31, 36.55],
  ['61', 41.0, 39.72], ['62', 39.11, 39.55], ['63', 37.16, 38.79], ['64', 38.68, 29.41], ['65', 38.49, 43.38],
  ['66', 39.82, 34.81], ['67', 41.45, 31.79], ['68', 38.37, 34.03], ['69', 40.26, 40.23], ['70', 37.18, 33.22],
  ['71', 39.85, 33.51], ['72', 37.89, 41.13], ['73', 37.52, 42.46], ['74', 41.64, 32.34], ['75', 41.11, 42.7],
  ['76', 39.92, 44.04], ['77', 40.66, 29.27], ['78', 41.2, 32.62], ['79', 36.72, 37.12], ['80', 37.07, 36.25],
  ['81', 40.84, 31.16],
];

export const provinceCentres: readonly ProvinceCentre[] = centres.map(([code, lat, lon]) => ({ code, lat, lon }));

const byCode = new Map(provinceCentres.map((centre) => [centre.code, centre]));

export const findProvinceCentre = (code: string): ProvinceCentre | null => byCode.get(code) ?? null;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two provinces' centres in km (haversine), or null when a code is unknown. */
export function provinceDistanceKm(from: string, to: string): number | null {
  const a = byCode.get(from);
  const b = byCode.get(to);
  if (!a || !b) return null;
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
