import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { parseChange } from './catalogue-cache';
import { type Columns, fill, newColumns } from './catalogue-index.filters';
import { type Category, groupsOf, type IndexRow, type IndexSort, inGroup, type Item, orders, position, readItems, type Store, wordsHashOf } from './catalogue-index.items';
import { insertSlot, newSlotList, pushSlot, removeSlot, type SlotList } from './catalogue-index.slots';
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
  /** Products past which searches go to PostgreSQL and no search postings are kept (catalogue-search.ts, issue 29). */
  searchUpTo: number;
}

const defaultTuning: IndexTuning = { reloadBatch: 10_000, deadSlotsLeast: 20_000, deadSlotsShare: 0.25, searchUpTo: 200_000 };

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
  /** Per order, per group ('all', main category, sub category, store), the products' slots: built on first use, then kept sorted. */
  private lists = new Map<IndexSort, Map<string, SlotList>>();
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
  /** The products' words for searches (catalogue-search.ts), which product holds each slot, and its columns. */
  protected postings = new SearchPostings();
  protected slotted: (Item | undefined)[] = [];
  protected columns: Columns = newColumns(0);
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

  private readonly tuning: IndexTuning;

  /** `tuning`: what differs from the defaults (tests make reloads and drops happen early). */
  constructor(
    protected readonly db: Db,
    tuning: Partial<IndexTuning> = {},
  ) {
    this.tuning = { ...defaultTuning, ...tuning };
  }

  /** The products on sale it holds. */
  get size(): number {
    return this.items.size;
  }

  /** A product's price in kuruş as the lists order it; undefined when it is not on sale here. */
  priceOf(id: string): number | undefined {
    return this.items.get(id)?.price;
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
        if (row) this.file(this.itemOf(row), row);
        else this.drop(id);
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
    this.postings = new SearchPostings(this.tuning.searchUpTo);
    this.slotted = [];
    this.columns = newColumns(0);
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
        this.file(this.itemOf(row), row);
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
   * Files a product read in place of what it was (if it was on sale): in every list built so far
   * and in the search postings. A product whose words did not change (a price or stock edit) keeps
   * its slot and postings as they are; one whose words changed is filed under a new slot.
   */
  private file(next: Item, row: IndexRow) {
    const previous = this.items.get(next.id);
    if (!previous || previous.textHash !== next.textHash) {
      // New words may have entered the typo vocabulary (product_search_words).
      this.vocabularyGrowth += 1;
      this.similar.clear();
    }
    const sameWords = previous && previous.searchName === next.searchName && previous.textHash === next.textHash && previous.wordsHash === next.wordsHash;
    next.slot = sameWords ? previous.slot : this.slotted.length;
    this.items.set(next.id, next);
    this.move(previous, next);
    if (!sameWords) this.postings.add(next.slot, row);
  }

  /** Takes a product no longer on sale out of its lists; its slot is left behind. */
  private drop(id: string) {
    const previous = this.items.get(id);
    if (!previous) return;
    this.items.delete(id);
    this.move(previous, undefined);
  }

  /**
   * Moves a product in every list built so far from where `previous` stood to where `next`
   * belongs, and gives `next` its slot. The lists find a product by comparing the items their
   * slots stand for, so the slots change hands only once `previous` is out of every list.
   */
  private move(previous: Item | undefined, next: Item | undefined) {
    const sameGroups = previous && next && groupsOf(previous).join() === groupsOf(next).join();
    const moved: IndexSort[] = [];
    for (const [sort, groups] of this.lists) {
      const compare = orders[sort];
      if (sameGroups && compare(previous, next) === 0) {
        // Same place in this order (a stock change that stays above zero, a price edit outside
        // the price orders): its slot swapped where it stands instead of moved out and back.
        if (previous.slot === next.slot) continue;
        for (const group of groupsOf(next)) {
          const list = groups.get(group);
          if (!list) continue;
          const at = position(list, this.slotted, previous, compare);
          if (list.slots[at] === previous.slot) list.slots[at] = next.slot;
        }
        continue;
      }
      moved.push(sort);
      if (!previous) continue;
      for (const group of groupsOf(previous)) {
        const list = groups.get(group);
        if (!list) continue;
        const at = position(list, this.slotted, previous, compare);
        if (list.slots[at] === previous.slot) removeSlot(list, at);
      }
    }
    if (previous && previous.slot !== next?.slot) {
      // Its entries stay in the postings, skipped: the slot is never given to another product.
      this.slotted[previous.slot] = undefined;
      this.deadSlots += 1;
    }
    if (!next) return this.reloadPastDeadSlots();
    this.slotted[next.slot] = next;
    this.columns = fill(this.columns, next.slot, next);
    for (const sort of moved) {
      const groups = this.lists.get(sort)!;
      for (const group of groupsOf(next)) {
        const list = groups.get(group);
        if (list) insertSlot(list, position(list, this.slotted, next, orders[sort]), next.slot);
      }
    }
    this.reloadPastDeadSlots();
  }

  private reloadPastDeadSlots() {
    if (this.deadSlots > Math.max(this.tuning.deadSlotsLeast, this.tuning.deadSlotsShare * this.slotted.length)) this.askReload();
  }

  /**
   * An order's list of a group. The first use of an order sorts every product once and files
   * them into all their groups in the same pass; a group that had no products then is built
   * when asked for.
   */
  protected list(sort: IndexSort, group: string): SlotList {
    let groups = this.lists.get(sort);
    if (!groups) {
      const sorted = [...this.items.values()].sort(orders[sort]);
      const all = newSlotList(sorted.length);
      groups = new Map([['all', all]]);
      for (const item of sorted) {
        pushSlot(all, item.slot);
        for (const name of groupsOf(item).slice(1)) {
          const list = groups.get(name);
          if (list) pushSlot(list, item.slot);
          else groups.set(name, { slots: Int32Array.of(item.slot), length: 1 });
        }
      }
      this.lists.set(sort, groups);
    }
    let list = groups.get(group);
    if (!list) {
      const all = groups.get('all')!;
      const belongs = inGroup(group);
      list = newSlotList(0);
      for (let at = 0; at < all.length; at += 1) if (belongs(this.slotted[all.slots[at]]!)) pushSlot(list, all.slots[at]);
      groups.set(group, list);
    }
    return list;
  }
}

const noSubs: readonly string[] = Object.freeze([]);
