import type { ProductSort, ProductType } from '@pazaryeri/contract/products/index';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { visibleToBuyers } from './products.queries';
import { products, productSubCategories } from '../../db/schema/products';
import type { SlotList } from './catalogue-index.slots';

/** The catalogue index's items (catalogue-index.ts): a product on sale as read, and the orders and groups its lists keep. */

/** The sorts it keeps an order for (the name order needs PostgreSQL's Turkish collation). */
export type IndexSort = Exclude<ProductSort, 'name'>;

export interface Item {
  id: string;
  main: string;
  subs: readonly string[];
  price: number;
  stock: number;
  /** Microseconds since the epoch: PostgreSQL's precision, exact in a double. */
  created: number;
  rating: number;
  ratingCount: number;
  type: ProductType;
  seller: string;
  /** The main category as a small number, for the lists' columns. */
  mainCode: number;
  /** The folded name (`search_name`): a search that starts it ranks first. */
  searchName: string;
  /** `hashtext(search_text)`: a changed text may bring new words to the typo vocabulary. */
  textHash: number;
  /** A hash of its lexemes as filed: beside `textHash`, whether its words changed (64 bits of hash in all). */
  wordsHash: number;
  /** Its place in the search postings (set when filed). */
  slot: number;
}

export interface Store {
  userId: string;
  alias: string;
}

export interface Category {
  id: string;
  slug: string;
  parentId: string | null;
}

export const newest = (a: Item, b: Item) => b.created - a.created || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const inStockFirst = (a: Item, b: Item) => Number(b.stock > 0) - Number(a.stock > 0);

/** products.listing.ts's orders: every one ends in created_at desc, id desc (uuids compare as their text). */
export const orders: Record<IndexSort, (a: Item, b: Item) => number> = {
  recommended: (a, b) => inStockFirst(a, b) || newest(a, b),
  'price-asc': (a, b) => a.price - b.price || newest(a, b),
  'price-desc': (a, b) => b.price - a.price || newest(a, b),
  newest,
  rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || newest(a, b),
};

export const groupsOf = (item: Item) => ['all', `m:${item.main}`, `v:${item.seller}`, ...item.subs.map((sub) => `s:${sub}`)];

/** Whether an item belongs to a group, without building its group names (a group is built by testing every product). */
export function inGroup(group: string): (item: Item) => boolean {
  const id = group.slice(2);
  switch (group.slice(0, 2)) {
    case 'm:':
      return (item) => item.main === id;
    case 'v:':
      return (item) => item.seller === id;
    case 's:':
      return (item) => item.subs.includes(id);
    default:
      return () => true;
  }
}

/** The first position in a sorted list of slots (`items`: the products by slot) where `item` belongs. */
export const position = ({ slots, length }: SlotList, items: readonly (Item | undefined)[], item: Item, compare: (a: Item, b: Item) => number) =>
  firstWhere(length, (at) => compare(items[slots[at]]!, item) >= 0);

/** An item as read: its sub categories comma-separated, its store's owner and alias beside it, its words. */
export type IndexRow = Omit<Item, 'subs' | 'mainCode' | 'slot' | 'wordsHash'> & { subs: string | null; lexemes: string[]; nameLexemes: string[] } & Store;

/**
 * Products on sale with what the lists filter and sort on: these `ids`, or a batch of at most
 * `limit` in the order of their ids from after `after` (a reload reads them so: the rows and
 * their words of a million products at once would hold gigabytes while they are filed).
 */
export async function readItems(db: Db, ids: string[]): Promise<IndexRow[]>;
export async function readItems(db: Db, batch: { after: string | null; limit: number }): Promise<IndexRow[]>;
export async function readItems(db: Db, which: string[] | { after: string | null; limit: number }): Promise<IndexRow[]> {
  const batch = Array.isArray(which) ? null : which;
  const where: SQL = !batch
    ? sql`${visibleToBuyers} and ${inArray(products.id, which as string[])}`
    : batch.after
      ? sql`${visibleToBuyers} and ${products.id} > ${batch.after}`
      : visibleToBuyers;
  const query = db
    .select({
      id: products.id,
      main: products.mainCategoryId,
      subs: sql<string | null>`(select string_agg(${productSubCategories.categoryId}::text, ',') from ${productSubCategories}
        where ${productSubCategories.productId} = ${products.id})`,
      price: products.price,
      stock: products.stock,
      created: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`.mapWith(Number),
      rating: products.ratingAverage,
      ratingCount: products.ratingCount,
      type: products.productType,
      seller: products.sellerId,
      userId: sellers.userId,
      alias: sellers.alias,
      searchName: sql<string>`coalesce(${products.searchName}, '')`,
      textHash: sql<number>`hashtext(${products.searchText})`.mapWith(Number),
      // The name's lexemes are those weighing A (db/schema/products.ts's search_vector).
      lexemes: sql<string[]>`tsvector_to_array(${products.searchVector})`,
      nameLexemes: sql<string[]>`tsvector_to_array(ts_filter(${products.searchVector}, '{a}'))`,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where);
  return batch ? query.orderBy(products.id).limit(batch.limit) : query;
}

/** The first position below `length` from which `after` holds (it must hold from some point on). */
export function firstWhere(length: number, after: (at: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** FNV-1a over a product's lexemes and its name's (a small integer, kept in the item without a box). */
export function wordsHashOf(row: Pick<IndexRow, 'lexemes' | 'nameLexemes'>): number {
  let hash = 0x811c9dc5;
  const mix = (text: string) => {
    for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
    hash = Math.imul(hash ^ 0x20, 0x01000193);
  };
  for (const lexeme of row.lexemes) mix(lexeme);
  mix('|');
  for (const lexeme of row.nameLexemes) mix(lexeme);
  return hash >> 1;
}
