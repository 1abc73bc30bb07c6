import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CatalogueChange, CatalogueCache, type ListScope, listAffected, parseChange } from './catalogue-cache';
import { once } from './products.public-cache';

const hardware = 'c-hardware';
const metal = 'c-metal';
const change = (aspects: string, extra: Partial<CatalogueChange> = {}): CatalogueChange => ({
  productId: 'p1',
  categoryId: hardware,
  aspects,
  prices: [1_000, 3_000],
  ...extra,
});
const scope = (extra: Partial<ListScope> = {}): ListScope => ({ categoryId: null, priceRange: null, order: 'other', inStockOnly: false, ...extra });
const listening = (maxBytes = 10_000) => {
  const cache = new CatalogueCache(maxBytes);
  cache.listenerUp();
  return cache;
};

describe('catalogue change notices', () => {
  it('reads the payloads the triggers send', () => {
    expect(parseChange('p|p1|c1|ps|1000|1200')).toEqual({ productId: 'p1', categoryId: 'c1', aspects: 'ps', prices: [1000, 1200] });
    expect(parseChange('p|p1|c1|||')).toEqual({ productId: 'p1', categoryId: 'c1', aspects: '', prices: [null, null] });
    expect(parseChange('*')).toMatchObject({ productId: null });
    expect(parseChange('b:token-1')).toEqual({ barrier: 'token-1' });
    expect(parseChange('nonsense')).toBeNull();
  });

  it('drops only the lists a change can alter', () => {
    const newest = scope({ order: 'other' });
    // A price edit: lists sorted by price, and price ranges holding the old or the new price.
    // A price edit (10 → 30 TL): in a list sorted by price only the pages it reaches; a price
    // range it enters or leaves; not a range it stays in or out of, in any other order.
    expect(listAffected(scope({ order: 'price-asc' }), change('p'))).toBe('pages');
    expect(listAffected(scope({ order: 'price-desc', priceRange: [500, 5_000] }), change('p'))).toBe('pages');
    expect(listAffected(scope({ order: 'price-asc', priceRange: [2_000, 5_000] }), change('p'))).toBe(true);
    expect(listAffected(scope({ order: 'other', priceRange: [2_000, 5_000] }), change('p'))).toBe(true);
    expect(listAffected(scope({ order: 'other', priceRange: [500, 5_000] }), change('p'))).toBe(false);
    expect(listAffected(scope({ order: 'other', priceRange: [5_000, 9_000] }), change('p'))).toBe(false);
    expect(listAffected(scope({ order: 'price-asc', priceRange: [5_000, 9_000] }), change('p'))).toBe(false);
    expect(listAffected(scope({ order: 'price-asc' }), change('p', { prices: [null, 3_000] }))).toBe(true);
    expect(listAffected(newest, change('p'))).toBe(false);
    // Sold out or back in stock: the default order (stock first) and the stock filter.
    expect(listAffected(scope({ order: 'recommended' }), change('s'))).toBe(true);
    expect(listAffected(scope({ order: 'other', inStockOnly: true }), change('s'))).toBe(true);
    expect(listAffected(scope({ order: 'relevance' }), change('s'))).toBe(false);
    expect(listAffected(scope({ order: 'rating' }), change('r'))).toBe(true);
    expect(listAffected(newest, change('r'))).toBe(false);
    // Entering or leaving: every list of its category, none of another; everything on '*'.
    expect(listAffected(newest, change('m'))).toBe(true);
    expect(listAffected(scope({ categoryId: metal, order: 'price-asc' }), change('mp'))).toBe(false);
    expect(listAffected(scope({ categoryId: hardware }), change('m'))).toBe(true);
    expect(listAffected(scope({ categoryId: metal }), parseChange('*') as CatalogueChange)).toBe(true);
    // Only the card changed (a picture, a stock that stays above zero): no list.
    expect(listAffected(scope({ order: 'recommended', priceRange: [0, 9_999] }), change(''))).toBe(false);
  });
});

describe('the catalogue cache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves an entry until a change to one of its products arrives', () => {
    const cache = listening();
    cache.set('detail:vida', 'v1', { stamp: cache.stamp(), size: 10, productIds: ['p1'] });
    cache.apply(change('', { productId: 'p2' }));
    expect(cache.get('detail:vida')).toBe('v1');
    // Hits between two changes (looked up once, then remembered as unchanged) and after the next one.
    expect(cache.get('detail:vida')).toBe('v1');
    cache.apply(change('', { productId: 'p3' }));
    expect(cache.get('detail:vida')).toBe('v1');
    expect(cache.get('detail:vida')).toBe('v1');
    cache.apply(change(''));
    expect(cache.get('detail:vida')).toBeUndefined();
  });

  it('does not keep what a read found when a change arrived while it ran', () => {
    const cache = listening();
    const list = scope({ order: 'price-asc' });
    const before = cache.stamp();
    cache.apply(change('p', { productId: 'p9' }));
    cache.set('list:by-price', 'stale', { stamp: before, size: 10, scope: list });
    expect(cache.get('list:by-price')).toBeUndefined();
    // A change that cannot alter that list does not stop it.
    const next = cache.stamp();
    cache.apply(change('r', { productId: 'p9' }));
    cache.set('list:by-price', 'fresh', { stamp: next, size: 10, scope: list });
    expect(cache.get('list:by-price')).toBe('fresh');
    // A product entry whose product changed meanwhile is not kept either.
    const third = cache.stamp();
    cache.apply(change('', { productId: 'p1' }));
    cache.set('detail:vida', 'stale', { stamp: third, size: 10, productIds: ['p1'] });
    expect(cache.get('detail:vida')).toBeUndefined();
  });

  it('drops list entries on the changes that alter them and keeps the rest', () => {
    const cache = listening();
    const stamp = cache.stamp();
    cache.set('list:recommended', 'a', { stamp, size: 10, scope: scope({ order: 'recommended' }) });
    cache.set('list:metal', 'b', { stamp, size: 10, scope: scope({ order: 'recommended', categoryId: metal }) });
    cache.set('list:newest', 'c', { stamp, size: 10, scope: scope({ order: 'other' }) });
    cache.apply(change('s'));
    expect([cache.get('list:recommended'), cache.get('list:metal'), cache.get('list:newest')]).toEqual([undefined, 'b', 'c']);
    cache.apply(parseChange('*') as CatalogueChange);
    expect([cache.get('list:metal'), cache.get('list:newest')]).toEqual([undefined, undefined]);
  });

  it('drops, of a price-sorted list, only the pages a price edit reaches', () => {
    const cache = listening();
    const stamp = cache.stamp();
    // Pages ending at 20 TL and 50 TL, cheapest first; a page read from PostgreSQL (no last price).
    cache.set('asc-1', 'a1', { stamp, size: 10, scope: scope({ order: 'price-asc' }), lastPrice: 2_000 });
    cache.set('asc-2', 'a2', { stamp, size: 10, scope: scope({ order: 'price-asc' }), lastPrice: 5_000 });
    cache.set('asc-sql', 'as', { stamp, size: 10, scope: scope({ order: 'price-asc' }) });
    // Dearest first: pages ending at 80 TL and 40 TL.
    cache.set('desc-1', 'd1', { stamp, size: 10, scope: scope({ order: 'price-desc' }), lastPrice: 8_000 });
    cache.set('desc-2', 'd2', { stamp, size: 10, scope: scope({ order: 'price-desc' }), lastPrice: 4_000 });
    const kept = () => ['asc-1', 'asc-2', 'asc-sql', 'desc-1', 'desc-2'].map((key) => cache.get(key));
    // 30 → 45 TL: past the first cheapest page, before both dearest pages' ends.
    cache.apply(change('p', { prices: [3_000, 4_500] }));
    expect(kept()).toEqual(['a1', undefined, undefined, 'd1', undefined]);
    // A tie with a page's last price moves it (the date decides between the two).
    cache.apply(change('p', { prices: [9_000, 8_000] }));
    expect(kept()).toEqual(['a1', undefined, undefined, undefined, undefined]);
    cache.apply(change('p', { prices: [9_000, 1_500] }));
    expect(kept()).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // A read that began before an edit is kept only if the edit could not reach it.
    const before = cache.stamp();
    cache.apply(change('p', { prices: [3_000, 4_500] }));
    cache.set('asc-1', 'a1', { stamp: before, size: 10, scope: scope({ order: 'price-asc' }), lastPrice: 2_000 });
    cache.set('asc-2', 'a2', { stamp: before, size: 10, scope: scope({ order: 'price-asc' }), lastPrice: 5_000 });
    expect([cache.get('asc-1'), cache.get('asc-2')]).toEqual(['a1', undefined]);
  });

  it('drops every page of an altered scope together, follows a key to its new scope, and forgets what was pushed out', () => {
    const cache = listening(1_000);
    const stamp = cache.stamp();
    const metalByPrice = scope({ order: 'price-asc', categoryId: metal });
    for (const page of [1, 2, 3]) cache.set(`list:metal-price-${page}`, page, { stamp, size: 50, scope: metalByPrice });
    cache.set('list:hardware-price', 'h', { stamp, size: 50, scope: scope({ order: 'price-asc', categoryId: hardware }) });
    cache.set('list:any-price', 'any', { stamp, size: 50, scope: scope({ order: 'price-asc' }) });
    // The same key answered again under another scope (its category's newest first now).
    cache.set('list:moving', 'by price', { stamp, size: 50, scope: metalByPrice });
    cache.set('list:moving', 'newest', { stamp, size: 50, scope: scope({ order: 'other', categoryId: hardware }) });
    cache.set('detail:vida', 'v', { stamp, size: 50, productIds: ['p7'] });
    cache.apply(change('p', { categoryId: metal }));
    const kept = (keys: string[]) => keys.map((key) => cache.get(key));
    expect(kept(['list:metal-price-1', 'list:metal-price-2', 'list:metal-price-3', 'list:any-price'])).toEqual([undefined, undefined, undefined, undefined]);
    expect(kept(['list:hardware-price', 'list:moving', 'detail:vida'])).toEqual(['h', 'newest', 'v']);
    expect(cache.stats).toEqual({ entries: 3, bytes: 150 });
    // Lists pushed out by size are gone from their scope too: a later change finds nothing to drop twice.
    for (let index = 0; index < 20; index += 1) cache.set(`x${index}`, index, { stamp, size: 50, productIds: [] });
    expect(kept(['list:hardware-price', 'list:moving'])).toEqual([undefined, undefined]);
    cache.apply(change('mp', { categoryId: hardware }));
    expect(cache.stats).toEqual({ entries: 20, bytes: 1_000 });
    cache.set('list:hardware-price', 'h2', { stamp: cache.stamp(), size: 50, scope: scope({ order: 'price-asc', categoryId: hardware }) });
    expect(cache.get('list:hardware-price')).toBe('h2');
    cache.apply(change('p', { categoryId: hardware }));
    expect(cache.get('list:hardware-price')).toBeUndefined();
  });

  it('stays within its size, forgetting the least recently used first', () => {
    const cache = listening(1_000);
    const stamp = cache.stamp();
    for (const key of ['a', 'b', 'c']) cache.set(key, key, { stamp, size: 100, productIds: [] });
    expect(cache.get('a')).toBe('a');
    for (let index = 0; index < 9; index += 1) cache.set(`x${index}`, index, { stamp, size: 100, productIds: [] });
    expect(cache.stats.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('a')).toBe('a');
    expect(cache.get('b')).toBeUndefined();
  });

  it('admits an answer cheap to rebuild only when it is asked for a second time', () => {
    const cache = listening();
    expect([cache.admit('list:a'), cache.admit('list:b'), cache.admit('list:a'), cache.admit('list:a')]).toEqual([false, false, true, false]);
  });

  it('serves nothing while the listener is down, and starts empty when it is back', () => {
    const cache = listening();
    cache.set('detail:vida', 'v1', { stamp: cache.stamp(), size: 10, productIds: ['p1'] });
    cache.listenerDown();
    expect(cache.enabled).toBe(false);
    expect(cache.get('detail:vida')).toBeUndefined();
    cache.set('detail:vida', 'v2', { stamp: cache.stamp(), size: 10, productIds: ['p1'] });
    cache.listenerUp();
    expect(cache.get('detail:vida')).toBeUndefined();
  });

  it('answers a write once its own notice came back, and drops everything if it never does', async () => {
    const cache = listening();
    await cache.barrier(async (payload) => cache.receive(payload));
    cache.set('detail:vida', 'v1', { stamp: cache.stamp(), size: 10, productIds: ['p1'] });

    vi.useFakeTimers();
    const lost = cache.barrier(async () => undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    await lost;
    expect(cache.get('detail:vida')).toBeUndefined();
  });

  it('computes a missing answer once for visitors asking at the same time, but never hands a later reader an answer begun before a change', async () => {
    const cache = listening();
    let computed = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      const mine = computed;
      await gate;
      return { body: Buffer.from(`v${mine}`), etag: 'e', ids: [], key: 'detail:vida', hit: false };
    };
    const first = once(cache, 'detail:vida', compute);
    const second = once(cache, 'detail:vida', compute);
    cache.apply(change(''));
    const afterWrite = once(cache, 'detail:vida', compute);
    release();
    expect((await Promise.all([first, second, afterWrite])).map((answer) => answer.body.toString())).toEqual(['v1', 'v1', 'v2']);
    expect(computed).toBe(2);
  });
});
