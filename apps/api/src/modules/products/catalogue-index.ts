import { type ProductSort, type ProductType, tlToKurus } from '@pazaryeri/contract/products/index';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { isId } from '../../lib/ids';
import { categories } from '../../db/schema/categories';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { parseChange } from './catalogue-cache';
import { parseAlternatives, SearchPostings, type WordOperands } from './catalogue-search';
import { visibleToBuyers } from './products.queries';
import { NAME_STARTS_WITH_QUERY, parseSearch, type SearchMode, type SearchTerms, similarityThreshold, similarTerms } from './products.search';
import { products, productSubCategories } from '../../db/schema/products';

/**
 * The products on sale as a list engine in memory, one per API process: what a visitor's page
 * of the catalogue or of a store holds (its ids in order) and its total, without a query. The
 * response cache (catalogue-cache.ts) then puts the page together from the products' cards.
 *
 * It answers exactly what the page query would (`visibleToBuyers`, the filters of
 * products.filters.ts, the orders of products.listing.ts, the count cap) and nothing it cannot:
 * searches and the name order go to PostgreSQL. It follows the same change notices as the cache:
 * a changed product is marked at once and read again (one statement for all marked) before the
 * next page is answered, so the writer's next read, which waits for its change to arrive, is
 * fresh; stores, owners and categories reload it whole, and pages go to PostgreSQL meanwhile.
 */

/** The sorts it keeps an order for (the name order needs PostgreSQL's Turkish collation). */
export type IndexSort = Exclude<ProductSort, 'name'>;

interface Item {
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
  /** Its place in the search postings, and the postings that hold it (set when filed). */
  slot: number;
  words: ReturnType<SearchPostings['add']>;
}

interface Store {
  userId: string;
  alias: string;
}

interface Category {
  id: string;
  slug: string;
  parentId: string | null;
}

/** The filters of `GET /products` and of a store's page, as the listing takes them. */
export interface IndexQuery {
  mainCategory?: string;
  subCategories?: string[];
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  seller?: string;
  productType?: ProductType;
  isDigital?: boolean;
  is3DModel?: boolean;
  search?: string;
  sort?: ProductSort;
  page: number;
  limit: number;
}

/** A list's total, counted up to the cap. */
export interface KnownTotal {
  total: number;
  capped: boolean;
}

export interface IndexPage extends KnownTotal {
  ids: string[];
  /** A search's: whether the words matched or only similar spellings did (as products.listing.ts). */
  searchMode?: SearchMode;
  /** A search that asked PostgreSQL something on the way (a word seen for the first time, a typo's closest words). */
  asked?: boolean;
  /** The main category the filters keep the list to (the cache's scope), null for none. */
  mainCategoryId: string | null;
}

const newest = (a: Item, b: Item) => b.created - a.created || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const inStockFirst = (a: Item, b: Item) => Number(b.stock > 0) - Number(a.stock > 0);

/** products.listing.ts's orders: every one ends in created_at desc, id desc (uuids compare as their text). */
const orders: Record<IndexSort, (a: Item, b: Item) => number> = {
  recommended: (a, b) => inStockFirst(a, b) || newest(a, b),
  'price-asc': (a, b) => a.price - b.price || newest(a, b),
  'price-desc': (a, b) => b.price - a.price || newest(a, b),
  newest,
  rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || newest(a, b),
};

const groupsOf = (item: Item) => ['all', `m:${item.main}`, `v:${item.seller}`, ...item.subs.map((sub) => `s:${sub}`)];

/** Whether an item belongs to a group, without building its group names (a group is built by testing every product). */
function inGroup(group: string): (item: Item) => boolean {
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

/** The first position in a sorted list where `item` belongs. */
const position = (list: Item[], item: Item, compare: (a: Item, b: Item) => number) => firstWhere(list, (other) => compare(other, item) >= 0);

/** Past this many products marked at once, reading them all again is cheaper. */
const MAX_MARKED = 5_000;

/** An item as read: its sub categories comma-separated, its store's owner and alias beside it, its words. */
type IndexRow = Omit<Item, 'subs' | 'mainCode' | 'slot' | 'words'> & { subs: string | null; lexemes: string[]; nameLexemes: string[] } & Store;

/** Products on sale with what the lists filter and sort on; `ids`: only these. */
async function readItems(db: Db, ids?: string[]): Promise<IndexRow[]> {
  const where: SQL = ids ? sql`${visibleToBuyers} and ${inArray(products.id, ids)}` : visibleToBuyers;
  return db
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
}

export class CatalogueIndex {
  private items = new Map<string, Item>();
  private stores = new Map<string, Store>();
  private categories = new Map<string, Category>();
  private slugs = new Map<string, Category>();
  /** Per order, per group ('all', main category, sub category, store): built on first use, then kept sorted. */
  private lists = new Map<IndexSort, Map<string, Item[]>>();
  /** A list's columns the walks test, built when a walk first needs them, then spliced with it. */
  private columns = new WeakMap<Item[], Columns>();
  /** Main categories as small numbers for the columns (never reused while the process lives). */
  private readonly mainCodes = new Map<string, number>();
  private ready = false;
  private listening = false;
  private seq = 0;
  /** Products changed and not read again yet, with the notice's number. */
  private readonly marked = new Map<string, number>();
  /** Every notice up to this number has been applied. */
  private appliedThrough = 0;
  private reloadAsked = 0;
  private running: Promise<void> | null = null;
  /** The products' words for searches (catalogue-search.ts), and which product holds each slot. */
  private postings = new SearchPostings();
  private slotted: (Item | undefined)[] = [];
  private freeSlots: number[] = [];
  /** Each form of a typed word as PostgreSQL's tsquery reads it (`turkish:…` whole words, `simple:…` prefixes); null: not a plain alternative. */
  private readonly tsQueries = new Map<string, WordOperands['exact'] | null>();
  /** Typed searches' closest catalogue words (typos), until the vocabulary may have grown. */
  private similar = new Map<string, SearchTerms | null>();
  /** Counts the times the vocabulary may have grown (a product inserted or its text changed). */
  private vocabularyGrowth = 0;

  constructor(private readonly db: Db) {}

  /** Whether it answers now (loaded, listening and not reloading). */
  get available(): boolean {
    return this.ready && this.listening;
  }

  receive(payload: string) {
    const change = parseChange(payload);
    if (!change || 'barrier' in change) return;
    this.seq += 1;
    if (change.productId === null || this.marked.size >= MAX_MARKED) this.askReload();
    else this.marked.set(change.productId, this.seq);
  }

  listenerUp() {
    this.listening = true;
    this.askReload();
    // Loaded in the background: pages go to PostgreSQL until it is.
    void this.fresh().catch(() => undefined);
  }

  listenerDown() {
    this.listening = false;
    this.ready = false;
  }

  private askReload() {
    this.seq += 1;
    this.reloadAsked = this.seq;
    this.ready = false;
  }

  /**
   * A page's ids and total once every notice received before the call is applied, or null when
   * PostgreSQL must answer (the name order, a search word PostgreSQL reads as a phrase, the index
   * not available).
   */
  async pageOf(query: IndexQuery, cap: number, known?: KnownTotal & { searchMode?: SearchMode }): Promise<IndexPage | null> {
    if (query.sort === 'name') return null;
    const terms = parseSearch(query.search);
    if (!terms) return (await this.fresh()) ? this.page(query, cap, known) : null;
    // products.listing.ts's runListing: the words first; only if no product matches them, the
    // catalogue words closest to the typed ones.
    const asked = { asked: false };
    if (known?.searchMode !== 'similar') {
      const words = await this.operandsOf(terms, asked);
      if (!words || !(await this.fresh())) return null;
      const byWords = this.page(query, cap, known, { terms, words });
      if (byWords.total > 0 || terms.folded.length < 3) return { ...byWords, searchMode: 'text', ...asked };
    }
    const similar = await this.similarTo(terms, asked);
    if (similar === undefined) return null;
    const words = similar ? await this.operandsOf(similar, asked) : [];
    if (!words || !(await this.fresh())) return null;
    // No typed word is close to a catalogue word: no words match nothing, whatever the total known.
    return { ...this.page(query, cap, similar ? known : undefined, { terms: similar ?? terms, words }), searchMode: 'similar', ...asked };
  }

  /**
   * The search's words as PostgreSQL's tsquery reads each (products.search.ts's `searchTsQuery`:
   * a word's forms stemmed with 'turkish', its prefixes with 'simple'), asked once per form and
   * kept; null when a form is not a plain alternative of lexemes (PostgreSQL answers that search).
   */
  private async operandsOf(terms: SearchTerms, trace: { asked: boolean }): Promise<WordOperands[] | null> {
    const forms = terms.words.flatMap(({ exact, prefix }) => [`turkish:${exact}`, ...(prefix ? [`simple:${prefix}`] : [])]);
    const missing = [...new Set(forms.filter((form) => !this.tsQueries.has(form)))];
    if (missing.length) {
      trace.asked = true;
      const configs = missing.map((form) => form.slice(0, form.indexOf(':')));
      const texts = missing.map((form) => form.slice(form.indexOf(':') + 1));
      const rows = await selectRows<{ config: string; text: string; query: string }>(
        this.db,
        sql`select f.config, f.text, to_tsquery(f.config::regconfig, f.text)::text as query
          from unnest(${toArray(configs)}::text[], ${toArray(texts)}::text[]) as f(config, text)`,
      );
      if (this.tsQueries.size > 50_000) this.tsQueries.clear();
      for (const row of rows) this.tsQueries.set(`${row.config}:${row.text}`, parseAlternatives(row.query));
    }
    const words: WordOperands[] = [];
    for (const { exact, prefix } of terms.words) {
      const whole = this.tsQueries.get(`turkish:${exact}`);
      const prefixes = prefix ? this.tsQueries.get(`simple:${prefix}`) : [];
      if (!whole || !prefixes) return null;
      words.push({ exact: whole, prefix: prefixes });
    }
    return words;
  }

  /**
   * products.search.ts's `similarTerms` for a search (null: no word is close to any catalogue
   * word), kept until a product's text changes; undefined when the index cannot answer.
   */
  private async similarTo(terms: SearchTerms, trace: { asked: boolean }): Promise<SearchTerms | null | undefined> {
    if (!(await this.fresh())) return undefined;
    if (this.similar.has(terms.folded)) return this.similar.get(terms.folded);
    const growth = this.vocabularyGrowth;
    trace.asked = true;
    const found = await this.db.transaction(async (tx) => {
      await tx.execute(similarityThreshold);
      return similarTerms(tx, terms);
    });
    if (growth === this.vocabularyGrowth) {
      if (this.similar.size >= 10_000) this.similar.clear();
      this.similar.set(terms.folded, found);
    }
    return found;
  }

  /**
   * Applies every notice received before the call (one read at a time: a read that began earlier
   * never overwrites a later one). False while it cannot answer: while it reloads whole (about a
   * second at 100,000 products) PostgreSQL answers instead of visitors waiting.
   */
  private async fresh(): Promise<boolean> {
    const target = this.seq;
    while (this.listening && this.appliedThrough < target) {
      const sync = (this.running ??= this.catchUp().finally(() => (this.running = null)));
      if (this.reloadAsked > this.appliedThrough) {
        sync.catch(() => undefined);
        return false;
      }
      try {
        await sync;
      } catch {
        return false;
      }
    }
    return this.available;
  }

  private async catchUp() {
    const through = this.seq;
    if (this.reloadAsked > this.appliedThrough) {
      await this.reload(through);
    } else if (this.marked.size) {
      const ids = [...this.marked.keys()];
      const rows = await readItems(this.db, ids);
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = found.get(id);
        const next = row ? this.itemOf(row) : undefined;
        this.file(this.items.get(id), next, row);
        this.put(id, next);
        if ((this.marked.get(id) ?? 0) <= through) this.marked.delete(id);
      }
    }
    this.appliedThrough = through;
    // A reload asked for while this one read is still to come.
    this.ready = this.reloadAsked <= through;
  }

  private async reload(through: number) {
    const [rows, tree] = await Promise.all([
      readItems(this.db),
      this.db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories),
    ]);
    this.items = new Map();
    this.stores = new Map();
    this.lists = new Map();
    this.postings = new SearchPostings();
    this.slotted = [];
    this.freeSlots = [];
    this.similar.clear();
    this.vocabularyGrowth += 1;
    for (const [at, row] of rows.entries()) {
      const item = this.itemOf(row);
      this.items.set(row.id, item);
      this.file(undefined, item, row);
      // Filed in slices, so visitors' answers (from the cache and PostgreSQL meanwhile) are not
      // held up for the whole load (over a second at 100,000 products).
      if (at % 4_096 === 4_095) await new Promise((resolve) => setImmediate(resolve));
    }
    this.categories = new Map(tree.map((category) => [category.id, category]));
    this.slugs = new Map(tree.map((category) => [category.slug, category]));
    // Changes noticed while it read may be missing from what it read: they stay marked.
    for (const [id, seq] of this.marked) if (seq <= through) this.marked.delete(id);
  }

  private itemOf(row: IndexRow): Item {
    this.stores.set(row.seller, { userId: row.userId, alias: row.alias });
    let mainCode = this.mainCodes.get(row.main);
    if (mainCode === undefined) this.mainCodes.set(row.main, (mainCode = this.mainCodes.size));
    // One literal, so all items share one shape: built by rest and spread each had its own (a
    // heap snapshot counted 91,000 shapes, 37 MB, and every walk and sort read them megamorphic).
    return {
      id: row.id,
      main: row.main,
      subs: row.subs ? row.subs.split(',') : [],
      price: row.price,
      stock: row.stock,
      created: row.created,
      rating: row.rating,
      ratingCount: row.ratingCount,
      type: row.type,
      seller: row.seller,
      mainCode,
      searchName: row.searchName,
      textHash: row.textHash,
      slot: -1,
      words: [],
    };
  }

  /**
   * Files a product read again in the search postings in place of what it was: a product whose
   * words did not change (a price or stock edit) keeps its slot and postings as they are.
   */
  private file(previous: Item | undefined, next: Item | undefined, row: IndexRow | undefined) {
    if (next && (!previous || previous.textHash !== next.textHash)) {
      // New words may have entered the typo vocabulary (product_search_words).
      this.vocabularyGrowth += 1;
      this.similar.clear();
    }
    if (previous && next && row && previous.searchName === next.searchName && sameWords(previous.words, row.lexemes)) {
      next.slot = previous.slot;
      next.words = previous.words;
      this.slotted[next.slot] = next;
      return;
    }
    if (previous) {
      this.postings.remove(previous.slot, previous.words);
      this.slotted[previous.slot] = undefined;
      this.freeSlots.push(previous.slot);
    }
    if (next && row) {
      next.slot = this.freeSlots.pop() ?? this.slotted.length;
      this.slotted[next.slot] = next;
      next.words = this.postings.add(next.slot, row);
    }
  }

  /** Replaces a product's entry (undefined: it is no longer on sale) in every list built so far. */
  private put(id: string, next: Item | undefined) {
    const previous = this.items.get(id);
    if (next) this.items.set(id, next);
    else this.items.delete(id);
    const sameGroups = previous && next && groupsOf(previous).join() === groupsOf(next).join();
    for (const [sort, groups] of this.lists) {
      const compare = orders[sort];
      if (sameGroups && compare(previous, next) === 0) {
        // Same place in this order (a stock change that stays above zero, a price edit outside
        // the price orders): swapped where it stands instead of moved out and back.
        for (const group of groupsOf(next)) {
          const list = groups.get(group);
          if (!list) continue;
          const at = position(list, previous, compare);
          if (list[at] !== previous) continue;
          list[at] = next;
          const columns = this.columns.get(list);
          if (columns) fill(columns, at, next);
        }
        continue;
      }
      if (previous) {
        for (const group of groupsOf(previous)) {
          const list = groups.get(group);
          if (!list) continue;
          const at = position(list, previous, compare);
          if (list[at] !== previous) continue;
          list.splice(at, 1);
          const columns = this.columns.get(list);
          if (columns) removeAt(columns, at, list.length);
        }
      }
      if (next) {
        for (const group of groupsOf(next)) {
          const list = groups.get(group);
          if (!list) continue;
          const at = position(list, next, compare);
          list.splice(at, 0, next);
          const columns = this.columns.get(list);
          if (columns) this.columns.set(list, insertAt(columns, at, list.length, next));
        }
      }
    }
  }

  /**
   * An order's list of a group. The first use of an order sorts every product once and files
   * them into all their groups in the same pass; a group that had no products then is built
   * when asked for.
   */
  private list(sort: IndexSort, group: string): Item[] {
    let groups = this.lists.get(sort);
    if (!groups) {
      const all = [...this.items.values()].sort(orders[sort]);
      groups = new Map([['all', all]]);
      for (const item of all) {
        for (const name of groupsOf(item).slice(1)) {
          const list = groups.get(name);
          if (list) list.push(item);
          else groups.set(name, [item]);
        }
      }
      this.lists.set(sort, groups);
    }
    let list = groups.get(group);
    if (!list) groups.set(group, (list = groups.get('all')!.filter(inGroup(group))));
    return list;
  }

  /** A category by id or slug, as products.filters.ts resolves it. */
  private category(ref: string): Category | undefined {
    return (isId(ref) ? this.categories.get(ref) : undefined) ?? this.slugs.get(ref);
  }

  private page(query: IndexQuery, cap: number, known?: KnownTotal, search?: Search): IndexPage {
    const sort = (query.sort ?? 'recommended') as IndexSort;
    const filters: Filters = { ...noFilters };
    let mainCategoryId: string | null = null;
    const nothing = () => ({ ids: [], total: 0, capped: false, mainCategoryId });
    // Groups whose list holds exactly what one filter keeps: the page walks the smallest.
    const groups: { name: string; drop: (filters: Filters) => void }[] = [];

    if (query.mainCategory) {
      const category = this.category(query.mainCategory);
      if (!category) return nothing();
      if (category.parentId) {
        filters.sub = category.id;
        groups.push({ name: `s:${category.id}`, drop: (rest) => (rest.sub = undefined) });
      } else {
        mainCategoryId = category.id;
        filters.main = category.id;
        groups.push({ name: `m:${category.id}`, drop: (rest) => (rest.main = undefined) });
      }
    }
    if (query.subCategories?.length) {
      const found = query.subCategories.map((ref) => this.category(ref)?.id).filter((id): id is string => id !== undefined);
      if (!found.length) return nothing();
      filters.subs = found;
      if (found.length === 1) groups.push({ name: `s:${found[0]}`, drop: (rest) => (rest.subs = undefined) });
    }
    if (query.priceMin !== undefined) filters.least = tlToKurus(query.priceMin);
    if (query.priceMax !== undefined) filters.most = tlToKurus(query.priceMax);
    filters.inStock = query.inStock;
    if (query.seller) {
      const ref = query.seller;
      // products.filters.ts's storeCondition: the store's id or its owner's, or its alias.
      const alias = ref.toLowerCase();
      const stores = [...this.stores].filter(([id, store]) => (isId(ref) ? id === ref || store.userId === ref : store.alias === alias)).map(([id]) => id);
      if (!stores.length) return nothing();
      filters.stores = stores;
      if (stores.length === 1) groups.push({ name: `v:${stores[0]}`, drop: (rest) => (rest.stores = undefined) });
    }
    filters.type = query.productType;
    filters.digital = query.isDigital;
    filters.model3d = query.is3DModel;
    const from = (query.page - 1) * query.limit;
    // Past the cap there is no page to serve (as the listing).
    const to = from >= cap ? from : from + query.limit;
    if (search) return { ...this.searched(search, sort, filters, from, to, cap, known), mainCategoryId };

    const smallest = groups.reduce<(typeof groups)[number] | null>(
      (best, candidate) => (!best || this.list(sort, candidate.name).length < this.list(sort, best.name).length ? candidate : best),
      null,
    );
    smallest?.drop(filters);
    const group = smallest?.name ?? 'all';
    const total = known ?? this.count(group, filters, cap);
    const list = this.list(sort, group);
    return { ids: pageOf(list, sort, filters, this.matcher(list, filters), from, to), ...total, mainCategoryId };
  }

  /**
   * A search's page: the products whose words match every typed word (`search_vector @@ …`) and
   * pass the filters, in the sort's order; the recommended order is products.search.ts's
   * `relevance`, then newest.
   */
  private searched(search: Search, sort: IndexSort, filters: Filters, from: number, to: number, cap: number, known?: KnownTotal): KnownTotal & { ids: string[] } {
    const { slots, nameHits } = this.postings.match(search.words);
    const found: Item[] = [];
    for (const slot of slots) {
      const item = this.slotted[slot]!;
      if (!passes(item, filters)) continue;
      found.push(item);
      // The relevance, in place of the name hits of this search alone.
      if (sort === 'recommended') nameHits[slot] += `${item.searchName} `.startsWith(`${search.terms.folded} `) ? NAME_STARTS_WITH_QUERY : 0;
    }
    const compare = sort === 'recommended' ? (a: Item, b: Item) => nameHits[b.slot] - nameHits[a.slot] || newest(a, b) : orders[sort];
    const total = known ?? { total: Math.min(found.length, cap), capped: found.length > cap };
    const ids = to > from ? firstInOrder(found, to, compare).slice(from, to).map((item) => item.id) : [];
    return { ids, ...total };
  }

  /**
   * Whether the list's item at a position passes the filters. The workload's filters (price,
   * main category, stock) are tested on the list's columns, read in a row, instead of on the
   * items scattered over the heap: a walk over a category's 20,000 products for a narrow price
   * band costs microseconds instead of a fraction of a millisecond.
   */
  private matcher(list: Item[], filters: Filters): (at: number) => boolean {
    const { main, least = -Infinity, most = Infinity, inStock } = filters;
    if (filtered({ ...filters, main: undefined, least: undefined, most: undefined, inStock: undefined })) return (at) => passes(list[at], filters);
    const columns = this.columnsOf(list);
    // -1: any; an unknown main category matches nothing (-2).
    const mainCode = main === undefined ? -1 : (this.mainCodes.get(main) ?? -2);
    const stock = inStock === undefined ? -1 : Number(inStock);
    const { price, mains, inStock: stocked } = columns;
    return (at) => price[at] >= least && price[at] <= most && (mainCode === -1 || mains[at] === mainCode) && (stock === -1 || stocked[at] === stock);
  }

  private columnsOf(list: Item[]): Columns {
    let columns = this.columns.get(list);
    if (!columns) {
      columns = newColumns(list.length + (list.length >> 4) + 16);
      for (let at = 0; at < list.length; at += 1) fill(columns, at, list[at]);
      this.columns.set(list, columns);
    }
    return columns;
  }

  /** How many of a group pass the filters, up to the cap: its price band in the price order, then only that band tested. */
  private count(group: string, filters: Filters, cap: number): KnownTotal {
    const byPrice = this.list('price-asc', group);
    const [start, end] = priceBand(byPrice, 'price-asc', filters);
    let matched = end - start;
    if (filteredBeyondPrice(filters)) {
      const matches = this.matcher(byPrice, filters);
      matched = 0;
      for (let at = start; at < end && matched <= cap; at += 1) if (matches(at)) matched += 1;
    }
    return { total: Math.min(matched, cap), capped: matched > cap };
  }
}

/** A search as the index reads it: the typed terms (for the name's start) and each word's operands. */
interface Search {
  terms: SearchTerms;
  words: WordOperands[];
}

/** The first `count` items in an order: sorted whole when that is most of them, else picked in one pass. */
function firstInOrder(items: Item[], count: number, compare: (a: Item, b: Item) => number): Item[] {
  if (count === 0) return [];
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  const best: Item[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]) >= 0) continue;
    best.splice(firstWhere(best, (other) => compare(other, item) > 0), 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Whether a product's lexemes are those it was filed under. */
function sameWords(filed: readonly { lexeme: string }[], lexemes: readonly string[]): boolean {
  return filed.length === lexemes.length && filed.every((posting, at) => posting.lexeme === lexemes[at]);
}

const toArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]`;

/** The first position in `list` from which `after` holds (it must hold from some point on). */
function firstWhere(list: Item[], after: (item: Item) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(list[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Where the filters' price range lies in a list sorted by price (the whole list in other orders). */
function priceBand(list: Item[], sort: IndexSort, filters: Filters): [number, number] {
  const { least = -Infinity, most = Infinity } = filters;
  if (sort === 'price-asc') return [firstWhere(list, (item) => item.price >= least), firstWhere(list, (item) => item.price > most)];
  if (sort === 'price-desc') return [firstWhere(list, (item) => item.price <= most), firstWhere(list, (item) => item.price < least)];
  return [0, list.length];
}

/** The ids of the matching items from position `from` to `to` of the list's matches. */
function pageOf(list: Item[], sort: IndexSort, filters: Filters, matches: (at: number) => boolean, from: number, to: number): string[] {
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
interface Columns {
  price: Float64Array;
  mains: Int32Array;
  inStock: Uint8Array;
}

const newColumns = (capacity: number): Columns => ({ price: new Float64Array(capacity), mains: new Int32Array(capacity), inStock: new Uint8Array(capacity) });

function fill(columns: Columns, at: number, item: Item) {
  columns.price[at] = item.price;
  columns.mains[at] = item.mainCode;
  columns.inStock[at] = item.stock > 0 ? 1 : 0;
}

/** The columns of a list whose item at `at` was just removed (`length`: the list's new length). */
function removeAt(columns: Columns, at: number, length: number) {
  columns.price.copyWithin(at, at + 1, length + 1);
  columns.mains.copyWithin(at, at + 1, length + 1);
  columns.inStock.copyWithin(at, at + 1, length + 1);
}

/** The columns of a list into which `item` was just inserted at `at` (grown when full). */
function insertAt(columns: Columns, at: number, length: number, item: Item): Columns {
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
interface Filters {
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

const noFilters: Filters = {
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

const filtered = (filters: Filters) => Object.values(filters).some((value) => value !== undefined);
/** Filters a price band cannot answer alone. */
const filteredBeyondPrice = (filters: Filters) => filtered({ ...filters, least: undefined, most: undefined });

/** products.filters.ts's conditions (stock is never negative: a check constraint). */
function passes(item: Item, filters: Filters): boolean {
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

