import type { ProductType } from '@pazaryeri/contract/products/index';
import { firstWhere, type IndexSort, type Item } from './catalogue-index.items';
import type { SlotList } from './catalogue-index.slots';

/** What a page walk of the catalogue index (catalogue-index.ts) tests: the filters, on an item or on the slots' columns. */

/** Where the filters' price range lies in a list sorted by price (the whole list in other orders). */
export function priceBand({ slots, length }: SlotList, { price }: Columns, sort: IndexSort, filters: Filters): [number, number] {
  const { least = -Infinity, most = Infinity } = filters;
  if (sort === 'price-asc') return [firstWhere(length, (at) => price[slots[at]] >= least), firstWhere(length, (at) => price[slots[at]] > most)];
  if (sort === 'price-desc') return [firstWhere(length, (at) => price[slots[at]] <= most), firstWhere(length, (at) => price[slots[at]] < least)];
  return [0, length];
}

/** The ids of the matching items from position `from` to `to` of the list's matches (`items`: the products by slot). */
export function pageOf(
  list: SlotList,
  items: readonly (Item | undefined)[],
  columns: Columns,
  sort: IndexSort,
  filters: Filters,
  matches: (at: number) => boolean,
  from: number,
  to: number,
): string[] {
  const { slots } = list;
  const [start, end] = priceBand(list, columns, sort, filters);
  const ids: string[] = [];
  if (!filteredBeyondPrice(filters) && (sort === 'price-asc' || sort === 'price-desc' || !filtered(filters))) {
    for (let at = Math.min(start + from, end); at < Math.min(start + to, end); at += 1) ids.push(items[slots[at]]!.id);
    return ids;
  }
  let matched = 0;
  for (let at = start; at < end && matched < to; at += 1) {
    if (!matches(at)) continue;
    if (matched >= from) ids.push(items[slots[at]]!.id);
    matched += 1;
  }
  return ids;
}

/**
 * The products' prices, main categories (as codes) and stock (1: in stock), slot by slot: what
 * the walks test most, read from arrays instead of from items scattered over the heap. Prices
 * are PostgreSQL integers (kuruş), exact in an Int32Array. A search's walk reads the creation
 * time (microseconds, exact in a double) and the folded name's first two letters (`headOf`) the
 * same way: a common word's search walks some 11,000 matches.
 */
export interface Columns {
  price: Int32Array;
  mains: Int32Array;
  inStock: Uint8Array;
  created: Float64Array;
  head: Int32Array;
}

export const newColumns = (capacity: number): Columns => ({
  price: new Int32Array(capacity),
  mains: new Int32Array(capacity),
  inStock: new Uint8Array(capacity),
  created: new Float64Array(capacity),
  head: new Int32Array(capacity),
});

/** A text's first two UTF-16 code units in one number (0 for a missing one), for a quick test before `startsWith`. */
export const headOf = (text: string) => ((text.length > 0 ? text.charCodeAt(0) << 16 : 0) | (text.length > 1 ? text.charCodeAt(1) : 0)) | 0;
/** The part of `headOf` a text of this length fills: both units from two letters on, else the first. */
export const headMaskOf = (length: number) => (length > 1 ? -1 : length === 1 ? 0xffff << 16 : 0);

/** Sets a slot's columns to its item's, the columns grown first when the slot is past them. */
export function fill(columns: Columns, slot: number, item: Item): Columns {
  let target = columns;
  if (slot >= columns.price.length) {
    target = newColumns(Math.max(slot + 1, columns.price.length + (columns.price.length >> 2), 1024));
    target.price.set(columns.price);
    target.mains.set(columns.mains);
    target.inStock.set(columns.inStock);
    target.created.set(columns.created);
    target.head.set(columns.head);
  }
  target.price[slot] = item.price;
  target.mains[slot] = item.mainCode;
  target.inStock[slot] = item.stock > 0 ? 1 : 0;
  target.created[slot] = item.created;
  target.head[slot] = headOf(item.searchName);
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
