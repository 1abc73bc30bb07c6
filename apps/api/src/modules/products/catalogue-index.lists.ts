import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { parseChange } from './catalogue-cache';
import { type Columns, fill, insertAt, newColumns, removeAt } from './catalogue-index.filters';
import { type Category, groupsOf, type IndexRow, type IndexSort, inGroup, type Item, orders, position, readItems, type Store, wordsHashOf } from './catalogue-index.items';
import { SearchPostings } from './catalogue-search';
import type { SearchTerms } from './products.search';

/** Past this many products marked at once, reading them all again is cheaper. */
const MAX_MARKED = 5_000;
/** How a reload reads and when the search postings are filed afresh; tests make them small. */
export interface IndexTuning {
  /** A reload reads the products on sale in batches of this many, one statement each. */
  reloadBatch: number;
  /**
   * Slots left behind in the search postings (products gone or filed again under other words)
   * past which a reload files every product afresh: this many, and this share of the slots.
   */
  deadSlotsLeast: number;
  deadSlotsShare: number;
}

const defaultTuning: IndexTuning = { reloadBatch: 10_000, deadSlotsLeast: 20_000, deadSlotsShare: 0.25 };

/**
 * The products on sale in memory, kept as the change notices say (see catalogue-index.ts): the
 * items, their search postings and, per order and group, their lists. CatalogueIndex answers
 * pages from them.
 */
export class CatalogueLists {
  private items = new Map<string, Item>();
  protected stores = new Map<string, Store>();
  protected categories = new Map<string, Category>();
  protected slugs = new Map<string, Category>();
  /** Per order, per group ('all', main category, sub category, store): built on first use, then kept sorted. */
  private lists = new Map<IndexSort, Map<string, Item[]>>();
  /** A list's columns the walks test, built when a walk first needs them, then spliced with it. */
  private columns = new WeakMap<Item[], Columns>();
  /** Main categories as small numbers for the columns (never reused while the process lives). */
  protected readonly mainCodes = new Map<string, number>();
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
  protected postings = new SearchPostings();
  protected slotted: (Item | undefined)[] = [];
  /** Slots whose product has gone or was filed again under another: their postings' entries are skipped. */
  private deadSlots = 0;
  /**
   * One copy of each id and type that many items share (main and sub categories, stores, product
   * types): each row read brings its own copy of every such string.
   */
  private shared = new Map<string, string>();
  /** Typed searches' closest catalogue words (typos), until the vocabulary may have grown. */
  protected similar = new Map<string, SearchTerms | null>();
  /** Counts the times the vocabulary may have grown (a product inserted or its text changed). */
  protected vocabularyGrowth = 0;

  /** Whole reads of the products on sale so far (the first load included). */
  reloads = 0;

  constructor(
    protected readonly db: Db,
    private readonly tuning: IndexTuning = defaultTuning,
  ) {}

  /** The products on sale it holds. */
  get size(): number {
    return this.items.size;
  }

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
   * Applies every notice received before the call (one read at a time: a read that began earlier
   * never overwrites a later one). False while it cannot answer: while it reloads whole (about a
   * second at 100,000 products) PostgreSQL answers instead of visitors waiting.
   */
  protected async fresh(): Promise<boolean> {
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
    const tree = await this.db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories);
    // The old index goes before the new one is read, so a process never holds both; pages go to
    // PostgreSQL until it is read (`ready` is false).
    this.items = new Map();
    this.stores = new Map();
    this.lists = new Map();
    this.postings = new SearchPostings();
    this.slotted = [];
    this.deadSlots = 0;
    this.shared = new Map();
    this.similar.clear();
    this.vocabularyGrowth += 1;
    // In batches by id, each filed before the next is read: what a reload holds at once beyond the
    // index is one batch's rows. Every batch is read after `through` was taken, so a change it
    // misses was noticed after that and stays marked.
    for (let after: string | null = null; ; ) {
      const rows: IndexRow[] = await readItems(this.db, { after, limit: this.tuning.reloadBatch });
      for (const [at, row] of rows.entries()) {
        const item = this.itemOf(row);
        this.items.set(item.id, item);
        this.file(undefined, item, row);
        // Filed in slices, so visitors' answers (from the cache and PostgreSQL meanwhile) are not
        // held up for the whole load (over a second at 100,000 products).
        if (at % 4_096 === 4_095) await new Promise((resolve) => setImmediate(resolve));
      }
      if (rows.length < this.tuning.reloadBatch) break;
      after = rows[rows.length - 1].id;
    }
    this.postings.trim();
    this.reloads += 1;
    this.categories = new Map(tree.map((category) => [category.id, category]));
    this.slugs = new Map(tree.map((category) => [category.slug, category]));
    // Changes noticed while it read may be missing from what it read: they stay marked.
    for (const [id, seq] of this.marked) if (seq <= through) this.marked.delete(id);
  }

  private itemOf(row: IndexRow): Item {
    const seller = this.one(row.seller);
    if (!this.stores.has(seller)) this.stores.set(seller, { userId: row.userId, alias: row.alias });
    const main = this.one(row.main);
    let mainCode = this.mainCodes.get(main);
    if (mainCode === undefined) this.mainCodes.set(main, (mainCode = this.mainCodes.size));
    // One literal, so all items share one shape: built by rest and spread each had its own (a
    // heap snapshot counted 91,000 shapes, 37 MB, and every walk and sort read them megamorphic).
    return {
      id: row.id,
      main,
      subs: row.subs ? row.subs.split(',').map((sub) => this.one(sub)) : noSubs,
      price: row.price,
      stock: row.stock,
      created: row.created,
      rating: row.rating,
      ratingCount: row.ratingCount,
      type: this.one(row.type) as Item['type'],
      seller,
      mainCode,
      searchName: row.searchName,
      textHash: row.textHash,
      wordsHash: wordsHashOf(row),
      slot: -1,
    };
  }

  /** The one copy of a string many items share. */
  private one(text: string): string {
    const known = this.shared.get(text);
    if (known !== undefined) return known;
    this.shared.set(text, text);
    return text;
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
    if (previous && next && previous.searchName === next.searchName && previous.textHash === next.textHash && previous.wordsHash === next.wordsHash) {
      next.slot = previous.slot;
      this.slotted[next.slot] = next;
      return;
    }
    if (previous) {
      // Its entries stay in the postings, skipped: the slot is never given to another product.
      this.slotted[previous.slot] = undefined;
      this.deadSlots += 1;
    }
    if (next && row) {
      next.slot = this.slotted.length;
      this.slotted.push(next);
      this.postings.add(next.slot, row);
    }
    if (this.deadSlots > Math.max(this.tuning.deadSlotsLeast, this.tuning.deadSlotsShare * this.slotted.length)) this.askReload();
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
  protected list(sort: IndexSort, group: string): Item[] {
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

  protected columnsOf(list: Item[]): Columns {
    let columns = this.columns.get(list);
    if (!columns) {
      columns = newColumns(list.length + (list.length >> 4) + 16);
      for (let at = 0; at < list.length; at += 1) fill(columns, at, list[at]);
      this.columns.set(list, columns);
    }
    return columns;
  }
}

const noSubs: readonly string[] = Object.freeze([]);
