import type { ProductType } from '@pazaryeri/contract/products/index';
import { firstWhere, type IndexSort, type Item } from './catalogue-index.items';

/** What a page walk of the catalogue index (catalogue-index.ts) tests: the filters, on an item or on a list's columns. */

/** Where the filters' price range lies in a list sorted by price (the whole list in other orders). */
export function priceBand(list: Item[], sort: IndexSort, filters: Filters): [number, number] {
  const { least = -Infinity, most = Infinity } = filters;
  if (sort === 'price-asc') return [firstWhere(list, (item) => item.price >= least), firstWhere(list, (item) => item.price > most)];
  if (sort === 'price-desc') return [firstWhere(list, (item) => item.price <= most), firstWhere(list, (item) => item.price < least)];
  return [0, list.length];
}

/** The ids of the matching items from position `from` to `to` of the list's matches. */
export function pageOf(list: Item[], sort: IndexSort, filters: Filters, matches: (at: number) => boolean, from: number, to: number): string[] {
  const [start, end] = priceBand(list, sort, filters);
  if (!filteredBeyondPrice(filters) && (sort === 'price-asc' || sort === 'price-desc' || !filtered(filters))) {
    return list.slice(Math.min(start + from, end), Math.min(start + to, end)).map((item) => item.id);
  }
  const ids: string[] = [];
  let matched = 0;
  for (let at = start; at < end && matched < to; at += 1) {
    if (!matches(at)) continue;
    if (matched >= from) ids.push(list[at].id);
    matched += 1;
  }
  return ids;
}

/** A list's prices, main categories (as codes) and stock (1: in stock), position by position. */
export interface Columns {
  price: Float64Array;
  mains: Int32Array;
  inStock: Uint8Array;
}

export const newColumns = (capacity: number): Columns => ({ price: new Float64Array(capacity), mains: new Int32Array(capacity), inStock: new Uint8Array(capacity) });

export function fill(columns: Columns, at: number, item: Item) {
  columns.price[at] = item.price;
  columns.mains[at] = item.mainCode;
  columns.inStock[at] = item.stock > 0 ? 1 : 0;
}

/** The columns of a list whose item at `at` was just removed (`length`: the list's new length). */
export function removeAt(columns: Columns, at: number, length: number) {
  columns.price.copyWithin(at, at + 1, length + 1);
  columns.mains.copyWithin(at, at + 1, length + 1);
  columns.inStock.copyWithin(at, at + 1, length + 1);
}

/** The columns of a list into which `item` was just inserted at `at` (grown when full). */
export function insertAt(columns: Columns, at: number, length: number, item: Item): Columns {
  let target = columns;
  if (length > columns.price.length) {
    target = newColumns(length + (length >> 2));
    target.price.set(columns.price);
    target.mains.set(columns.mains);
    target.inStock.set(columns.inStock);
  }
  target.price.copyWithin(at + 1, at, length - 1);
  target.mains.copyWithin(at + 1, at, length - 1);
  target.inStock.copyWithin(at + 1, at, length - 1);
  fill(target, at, item);
  return target;
}

/** The filters a group's list does not hold already (one shape, so the walk's loop stays fast). */
export interface Filters {
  main: string | undefined;
  /** The product is filed under this sub category (a sub category given as `mainCategory`). */
  sub: string | undefined;
  least: number | undefined;
  most: number | undefined;
  inStock: boolean | undefined;
  subs: string[] | undefined;
  stores: string[] | undefined;
  type: ProductType | undefined;
  digital: boolean | undefined;
  model3d: boolean | undefined;
}

export const noFilters: Filters = {
  main: undefined,
  sub: undefined,
  least: undefined,
  most: undefined,
  inStock: undefined,
  subs: undefined,
  stores: undefined,
  type: undefined,
  digital: undefined,
  model3d: undefined,
};

export const filtered = (filters: Filters) => Object.values(filters).some((value) => value !== undefined);
/** Filters a price band cannot answer alone. */
export const filteredBeyondPrice = (filters: Filters) => filtered({ ...filters, least: undefined, most: undefined });

/** products.filters.ts's conditions (stock is never negative: a check constraint). */
export function passes(item: Item, filters: Filters): boolean {
  if (filters.main !== undefined && item.main !== filters.main) return false;
  if (filters.sub !== undefined && !item.subs.includes(filters.sub)) return false;
  if (filters.least !== undefined && item.price < filters.least) return false;
  if (filters.most !== undefined && item.price > filters.most) return false;
  if (filters.inStock !== undefined && item.stock > 0 !== filters.inStock) return false;
  if (filters.subs !== undefined && !filters.subs.some((sub) => item.subs.includes(sub))) return false;
  if (filters.stores !== undefined && !filters.stores.includes(item.seller)) return false;
  if (filters.type !== undefined && item.type !== filters.type) return false;
  if (filters.digital !== undefined && (item.type !== 'physical') !== filters.digital) return false;
  if (filters.model3d !== undefined && (item.type === 'model3d') !== filters.model3d) return false;
  return true;
}
