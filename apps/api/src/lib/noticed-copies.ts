/**
 * Copies of a few database rows per key (an account, a person's favourites) in this API process,
 * kept exact by the database's change notices, as the catalogue cache is (catalogue-cache.ts):
 * a notice naming a key drops its copy, a read that began before such a notice is not kept, and
 * while the listener is down nothing is kept or given out (the caller reads the database).
 * The process that wrote waits for its own notices before it answers the write (the catalogue
 * cache's barrier), so its next request sees the change; other processes as soon as PostgreSQL
 * delivers the notice.
 */
export interface NoticedCopiesOptions<V> {
  /** The key a notice names, `ALL` for a notice that may change every copy, null for one that changes none. */
  keyOf(payload: string): string | typeof ALL | null;
  /** Copies kept at most, counted by `weigh` (each copy weighs 1 unless told). */
  maxWeight: number;
  weigh?(value: V): number;
}

export const ALL = Symbol('all copies');

/** Past this many keys changed since the last flush, the marks go and every copy with them. */
const MAX_MARKS = 100_000;

export class NoticedCopies<V> {
  private readonly copies = new Map<string, { value: V; weight: number }>();
  private weight = 0;
  private seq = 0;
  private flushedAt = 0;
  private readonly changedAt = new Map<string, number>();
  private listening = false;

  constructor(private readonly options: NoticedCopiesOptions<V>) {}

  get enabled(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.copies.size;
  }

  /** Taken before a read: `set` keeps what it found only if no notice for its key came since. */
  stamp(): number {
    return this.seq;
  }

  get(key: string): V | undefined {
    if (!this.listening) return undefined;
    const copy = this.copies.get(key);
    if (!copy) return undefined;
    // Least recently used first: a hit moves the copy to the end.
    this.copies.delete(key);
    this.copies.set(key, copy);
    return copy.value;
  }

  set(key: string, value: V, stamp: number) {
    if (!this.listening || stamp < this.flushedAt || (this.changedAt.get(key) ?? 0) > stamp) return;
    const weight = this.options.weigh?.(value) ?? 1;
    if (weight > this.options.maxWeight / 8) return;
    this.drop(key);
    this.copies.set(key, { value, weight });
    this.weight += weight;
    for (const oldKey of this.copies.keys()) {
      if (this.weight <= this.options.maxWeight) break;
      this.drop(oldKey);
    }
  }

  receive(payload: string) {
    const key = this.options.keyOf(payload);
    if (key === null) return;
    this.seq += 1;
    if (key === ALL || this.changedAt.size >= MAX_MARKS) {
      this.clear();
      return;
    }
    this.changedAt.set(key, this.seq);
    this.drop(key);
  }

  /** Changes may have been missed while the listener was away: start empty. */
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

  private drop(key: string) {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.weight -= copy.weight;
  }

  private clear() {
    this.copies.clear();
    this.weight = 0;
    this.changedAt.clear();
    this.flushedAt = this.seq;
  }
}
