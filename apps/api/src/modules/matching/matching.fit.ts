/** The fit rule (issue 31): what makes a store fit a customer request, its score and the reasons shown. */
import { capabilityProcessLabels, type CapabilityProcess } from '@pazaryeri/contract/sellers/index';
import { type SQL, sql } from 'drizzle-orm';
import { findCityByCode } from '../../lib/locations';

/** What a request states, as matching reads it; `chain` is its category and the category's ancestors, nearest first. */
export interface RequestFacts {
  id: string;
  userId: string;
  advertType: string;
  title: string;
  slug: string;
  categoryId: string | null;
  categoryName: string | null;
  chain: { id: string; depth: number }[];
  process: CapabilityProcess | null;
  cityCode: string | null;
  material: string | null;
}

/** How a store fitted a request: through the category itself or an ancestor, through the city or all of Turkey, its material. */
export interface FitFlags {
  category: 'exact' | 'ancestor' | null;
  city: 'city' | 'allTurkey' | null;
  material: boolean;
}

/** A store's capabilities as the feed reads them: the categories it serves with their subcategories (`true`: served itself). */
export interface StoreScope {
  sellerId: string;
  userId: string;
  categories: Map<string, boolean>;
  processes: Set<string>;
  cityCodes: Set<string>;
  allTurkey: boolean;
  /** Folded (foldMaterial). */
  materials: Set<string>;
}

export const ALL_TURKEY = 'Tüm Türkiye';
/** Stores told of one request, best first; the rest find it in their matched feed. */
export const NOTIFY_CAP = 200;

/** Turkish-case folding of a material, the contract's (İ → i, I → ı), with spaces collapsed. */
export const foldMaterial = (material: string) => material.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');

/** The same folding in SQL: Turkish capitals by hand (the database's locale may not know them), then lower(). */
export const foldedInSql = (value: SQL) => sql`lower(translate(${value}, 'IİÇĞÖŞÜÂÎÛ', 'ıiçğöşüâîû'))`;

/** Fit score: category exact 3 / through an ancestor 2, process 2, the city itself 2 / all of Turkey 1, material 1. */
export function fitScore(request: Pick<RequestFacts, 'process'>, flags: FitFlags): number {
  const category = flags.category === 'exact' ? 3 : flags.category === 'ancestor' ? 2 : 0;
  const city = flags.city === 'city' ? 2 : flags.city === 'allTurkey' ? 1 : 0;
  return category + (request.process ? 2 : 0) + city + (flags.material ? 1 : 0);
}

/** What fitted, in the order shown: category, process, city (or all of Turkey), material. */
export function matchReasons(request: Pick<RequestFacts, 'categoryName' | 'process' | 'cityCode' | 'material'>, flags: FitFlags): string[] {
  const reasons: string[] = [];
  if (flags.category && request.categoryName) reasons.push(request.categoryName);
  if (request.process) reasons.push(capabilityProcessLabels[request.process]);
  if (flags.city === 'allTurkey') reasons.push(ALL_TURKEY);
  else if (flags.city === 'city' && request.cityCode) reasons.push(findCityByCode(request.cityCode)?.name ?? request.cityCode);
  if (flags.material && request.material) reasons.push(request.material.trim());
  return reasons;
}

/** How the store fits the request, or null when it does not (every stated dimension must be met). */
export function fitOf(store: StoreScope, request: Omit<RequestFacts, 'chain' | 'title' | 'slug' | 'advertType' | 'id'>): FitFlags | null {
  if (request.userId === store.userId) return null;
  if (!request.categoryId && !request.process) return null;
  let category: FitFlags['category'] = null;
  if (request.categoryId) {
    const served = store.categories.get(request.categoryId);
    if (served === undefined) return null;
    category = served ? 'exact' : 'ancestor';
  }
  if (request.process && !store.processes.has(request.process)) return null;
  let city: FitFlags['city'] = null;
  if (request.cityCode) {
    if (store.cityCodes.has(request.cityCode)) city = 'city';
    else if (store.allTurkey) city = 'allTurkey';
    else return null;
  }
  const material = request.material ? store.materials.has(foldMaterial(request.material)) : false;
  return { category, city, material };
}

/** A list of values as one SQL array of `type` (an empty list too). */
export function sqlArray(values: readonly (string | number)[], type: 'uuid' | 'text' | 'int' | 'boolean'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
