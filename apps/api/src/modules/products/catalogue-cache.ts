import { randomUUID } from 'node:crypto';

/**
 * The response cache of the public catalogue (anonymous lists and detail pages), one per API
 * process. It is exact, not timed: the database announces every write that can change what a
 * buyer sees (migration 0017: triggers NOTIFY `catalogue_changes` when the write commits), every
 * process listens, and each change drops exactly the entries it can touch:
 *
 * - product entries (a card, a detail page, a page body) name their products; a change to one of
 *   them after the entry's read began makes the entry invalid (checked on every hit);
 * - list entries (a page's ids, a filter's total) carry a scope (category, price range, order,
 *   in-stock filter); a change whose aspects can alter that list (it entered or left, its price
 *   crossed the range's edge or, in a list sorted by price, reached the page's last price, it
 *   sold out or came back while the list puts stock first, its rating moved while sorted by
 *   rating) drops them;
 * - a change to stores, owners or categories drops everything.
 *
 * A read that began before a change and finishes after it is not stored (its stamp is older
 * than the change). The process that wrote waits for its own change to arrive before it answers
 * the write (`barrier`), so its next read is fresh; other processes see it as soon as PostgreSQL
 * delivers the notification (milliseconds). While the listener is disconnected the cache is off.
 */

export const CATALOGUE_CHANNEL = 'catalogue_changes';

export interface CatalogueChange {
  /** null: anything may have changed. */
  productId: string | null;
  categoryId: string | null;
  /** m: list membership, p: price, s: in stock ↔ sold out, r: rating. */
  aspects: string;
  prices: [number | null, number | null];
}

export type ListOrder = 'recommended' | 'relevance' | 'price-asc' | 'price-desc' | 'rating' | 'other';

/** What a cached list depends on. */
export interface ListScope {
  /** Only products of this main category can be in it; null: any. */
  categoryId: string | null;
  /** Kuruş, inclusive; null: no price filter. */
  priceRange: [number, number] | null;
  /** null for a total (no order). */
  order: ListOrder | null;
  inStockOnly: boolean;
}

/** A list's scope, always built in this property order so every kept scope shares one shape. */
export const listScope = (categoryId: string | null, filters: Pick<ListScope, 'priceRange' | 'inStockOnly'>, order: ListOrder | null): ListScope => ({
  categoryId,
  priceRange: filters.priceRange,
  order,
  inStockOnly: filters.inStockOnly,
});

const orNull = (text: string | undefined) => (text ? text : null);
const priceOf = (text: string | undefined) => (text ? Number(text) : null);

/** A notification's payload; `barrier` for our own write barriers. */
export function parseChange(payload: string): CatalogueChange | { barrier: string } | null {
  if (payload === '*') return { productId: null, categoryId: null, aspects: 'm', prices: [null, null] };
  if (payload.startsWith('b:')) return { barrier: payload.slice(2) };
  const [kind, productId, categoryId, aspects, oldPrice, newPrice] = payload.split('|');
  if (kind !== 'p' || !productId) return null;
  return { productId, categoryId: orNull(categoryId), aspects: aspects ?? 'm', prices: [priceOf(oldPrice), priceOf(newPrice)] };
}

/** Whether a list (or the index's sort) is ordered by price, either way. */
export const byPrice = (order: string | null): order is 'price-asc' | 'price-desc' => order === 'price-asc' || order === 'price-desc';

/**
 * Whether a change can alter a list with this scope (its members, their order or its total):
 * true, false, or `pages` for a price edit in a list sorted by price that keeps its members,
 * which moves only the pages the old or the new price reaches (`pageAffected`). A price edit that
 * keeps a product inside (or outside) a price range changes neither the members nor, in any
 * other order, their order: only the product's own card, which its entries name.
 */
export function listAffected(scope: ListScope, change: CatalogueChange): boolean | 'pages' {
  if (change.productId === null) return true;
  if (scope.categoryId && change.categoryId && scope.categoryId !== change.categoryId) return false;
  let affected: boolean | 'pages' = false;
  for (const aspect of change.aspects) {
    if (aspect === 'm') return true;
    if (aspect === 'p') {
      const [before, after] = change.prices;
      if (before === null || after === null) return true;
      const inRange = (price: number) => scope.priceRange === null || (price >= scope.priceRange[0] && price <= scope.priceRange[1]);
      if (inRange(before) !== inRange(after)) return true;
      if (inRange(before) && byPrice(scope.order)) affected = 'pages';
    }
    if (aspect === 's' && (scope.order === 'recommended' || scope.inStockOnly)) return true;
    if (aspect === 'r' && scope.order === 'rating') return true;
  }
  return affected;
}

/**
 * Whether a price edit that keeps a price-sorted list's members can move one of its pages: only
 * if the old or the new price is at or before the page's last price (`lastPrice`, unknown for a
 * page read from PostgreSQL or an empty one: moved). A product past the page before and after
 * leaves every position up to the page's end where it was.
 */
export function pageAffected(order: ListOrder | null, lastPrice: number | undefined, [before, after]: CatalogueChange['prices']): boolean {
  if (lastPrice === undefined || before === null || after === null) return true;
  return order === 'price-desc' ? before >= lastPrice || after >= lastPrice : before <= lastPrice || after <= lastPrice;
}

/** Whether a change drops a kept list: `affected` is `listAffected` of its scope, `lastPrice` its own. */
const drops = (affected: boolean | 'pages', order: ListOrder | null, lastPrice: number | undefined, change: CatalogueChange) =>
  affected === true || (affected === 'pages' && pageAffected(order, lastPrice, change.prices));

interface Entry {
  value: unknown;
  size: number;
  stamp: number;
  productIds: readonly string[];
  /** A price-sorted page's last price (kuruş), when known: see `pageAffected`. */
  lastPrice?: number;
  /** The kept lists of the same scope, this one among them; null for a product's entry. */
  group: ScopeGroup | null;
  /** `moves` when it was put at the end of the order (set or moved by a hit). */
  moved: number;
  /**
   * `seq` when none of its products had changed since it was read: until the next change
   * arrives a hit need not look its products up again (a list page names 20; with 20 writes a
   * second a hot page is looked at once per change instead of on every request).
   */
  checked: number;
}

/** The keys of the kept lists that share one scope: a change drops them together or not at all. */
interface ScopeGroup {
  scope: ListScope;
  /** Its name among its category's scopes (scopeKey). */
  name: string;
  keys: Set<string>;
}

const scopeKey = (scope: ListScope) => `${scope.priceRange?.join('-') ?? ''}|${scope.order ?? ''}|${scope.inStockOnly ? 1 : 0}`;

/** How many changes a slow read may be checked against before it is simply not stored. */
const RECENT_CHANGES = 4_096;
/** Past this many changed products the per-product marks are dropped with everything. */
const MAX_PRODUCT_MARKS = 200_000;
const BARRIER_TIMEOUT_MS = 2_000;
/** Keys `admit` remembers before it forgets them all. */
const MAX_SEEN_ONCE = 100_000;

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The kept lists by their scope's main category (null: any category), then by scope, so that a
   * change looks only at the scopes of its own category and of none, never at every entry.
   */
  private readonly groups = new Map<string | null, Map<string, ScopeGroup>>();
  private bytes = 0;
  private seq = 0;
  /** Counts the entries put at the end of the least-recently-used order. */
  private moves = 0;
  private flushedAt = 0;
  private readonly productChanged = new Map<string, number>();
  private recent: { seq: number; change: CatalogueChange }[] = [];
  private readonly barriers = new Map<string, () => void>();
  private listening = false;
  /** Keys asked for once and not kept (see `admit`). */
  private seenOnce = new Set<string>();

  constructor(private readonly maxBytes: number) {}

  /** How much it holds now. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Off while the listener is not connected: a change could be missed. */
  get enabled(): boolean {
    return this.listening;
  }

  /** Taken before a read: what the read saw is at least this fresh. */
  stamp(): number {
    return this.seq;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || !this.listening) return undefined;
    if (entry.stamp < this.flushedAt || (entry.checked !== this.seq && this.changedSince(entry.productIds, entry.stamp))) {
      this.remove(key, entry);
      return undefined;
    }
    entry.checked = this.seq;
    // Least recently used first: a hit moves the entry to the end, unless it is among the newest
    // half already (a hot entry would otherwise be taken out and put back on every request).
    if (this.moves - entry.moved > this.entries.size / 2) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.moved = ++this.moves;
    }
    return entry.value as T;
  }

  /**
   * Stores what a read that began at `stamp` found, unless a change since then could have
   * altered it. `size` is the entry's approximate weight in bytes.
   */
  set(key: string, value: unknown, options: { stamp: number; size: number; productIds?: readonly string[]; scope?: ListScope; lastPrice?: number }) {
    const { stamp, size } = options;
    if (!this.listening || stamp < this.flushedAt || size > this.maxBytes / 8) return;
    const productIds = options.productIds ?? [];
    if (this.changedSince(productIds, stamp)) return;
    const scope = options.scope ?? null;
    if (scope && stamp < this.seq) {
      const oldest = this.recent[0]?.seq ?? this.seq + 1;
      if (oldest > stamp + 1) return;
      for (let index = this.recent.length - 1; index >= 0 && this.recent[index].seq > stamp; index -= 1) {
        const { change } = this.recent[index];
        if (drops(listAffected(scope, change), scope.order, options.lastPrice, change)) return;
      }
    }
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { value, size, stamp, productIds, lastPrice: options.lastPrice, group: scope && this.groupOf(scope, key), moved: ++this.moves, checked: this.seq });
    this.bytes += size;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
  }

  /**
   * Whether an answer that is cheap to put together again is worth keeping: only from its second
   * request on (a doorkeeper in front of the LRU), so answers asked for once do not push out
   * the parts every answer is built from.
   */
  admit(key: string): boolean {
    if (this.seenOnce.delete(key)) return true;
    if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce = new Set();
    this.seenOnce.add(key);
    return false;
  }

  /** A notification arrived. */
  receive(payload: string) {
    const change = parseChange(payload);
    if (!change) return;
    if ('barrier' in change) {
      this.barriers.get(change.barrier)?.();
      return;
    }
    this.apply(change);
  }

  apply(change: CatalogueChange) {
    this.seq += 1;
    if (change.productId === null || this.productChanged.size >= MAX_PRODUCT_MARKS) {
      this.clear();
      return;
    }
    this.productChanged.set(change.productId, this.seq);
    this.recent.push({ seq: this.seq, change });
    if (this.recent.length > RECENT_CHANGES) this.recent = this.recent.slice(-RECENT_CHANGES / 2);
    if (!change.aspects) return;
    const categories = change.categoryId === null ? [...this.groups.values()] : [this.groups.get(change.categoryId), this.groups.get(null)];
    for (const groups of categories) {
      for (const group of groups?.values() ?? []) {
        const affected = listAffected(group.scope, change);
        if (!affected) continue;
        for (const key of group.keys) {
          const entry = this.entries.get(key)!;
          if (drops(affected, group.scope.order, entry.lastPrice, change)) this.remove(key, entry);
        }
      }
    }
  }

  /** The listener (re)connected: start empty, since changes may have been missed meanwhile. */
  listenerUp() {
    this.seq += 1;
    this.clear();
    this.listening = true;
  }

  listenerDown() {
    this.listening = false;
    this.seq += 1;
    this.clear();
  }

  /**
   * Resolves once every change committed before this call has arrived here (notifications come in
   * commit order): `notify` sends our own marker through the same channel. After a timeout the
   * whole cache is dropped instead.
   */
  async barrier(notify: (payload: string) => Promise<unknown>): Promise<void> {
    if (!this.listening) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.barriers.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      await notify(`b:${token}`);
      if (!(await arrived)) {
        this.seq += 1;
        this.clear();
      }
    } finally {
      clearTimeout(timer);
      this.barriers.delete(token);
    }
  }

  private changedSince(productIds: readonly string[], stamp: number) {
    for (const id of productIds) {
      if ((this.productChanged.get(id) ?? 0) > stamp) return true;
    }
    return false;
  }

  private groupOf(scope: ListScope, key: string): ScopeGroup {
    let groups = this.groups.get(scope.categoryId);
    if (!groups) this.groups.set(scope.categoryId, (groups = new Map()));
    const name = scopeKey(scope);
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { scope, name, keys: new Set() }));
    group.keys.add(key);
    return group;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.size;
    const group = entry.group;
    if (group && group.keys.delete(key) && group.keys.size === 0) {
      const groups = this.groups.get(group.scope.categoryId)!;
      groups.delete(group.name);
      if (groups.size === 0) this.groups.delete(group.scope.categoryId);
    }
  }

  private clear() {
    this.entries.clear();
    this.groups.clear();
    this.bytes = 0;
    this.productChanged.clear();
    this.recent = [];
    this.flushedAt = this.seq;
  }
}
