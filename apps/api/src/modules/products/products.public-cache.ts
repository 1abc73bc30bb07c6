import { createHash } from 'node:crypto';
import { type Product, productCountCap, type ProductListQuery, type ProductListResponse, type ProductSort, tlToKurus } from '@pazaryeri/contract/products/index';
import type { Db } from '../../db/client';
import { type CatalogueCache, type ListOrder, type ListScope, listScope } from './catalogue-cache';
import type { CatalogueIndex, IndexQuery } from './catalogue-index';
import { catalogueFilters, getProductDetail, type PageOptions, visiblePage, visiblePageIds } from './products.catalogue';
import { storeCondition } from './products.filters';
import type { KnownCount } from './products.listing';
import { type CardsCursor, type ProductJoinedRow, type Relations, selectFavoriteIds, selectViewerOfProduct, selectVisibleCardsByIds, selectVisibleCardsNewest } from './products.queries';
import { pageCount, toProduct } from './products.view';
import { type ViewerCopy, viewerCopyOf } from './products.viewers';
import { isId } from '../../lib/ids';
import type { NoticedCopies } from '../../lib/noticed-copies';

/**
 * The public catalogue as anonymous buyers (and a CDN in front) see it, through the catalogue
 * cache (catalogue-cache.ts): whole answers as JSON text with an ETag, and each filter's total
 * kept apart so a buyer paging through a list is counted once. A signed-in buyer gets the same
 * answer with their favourites marked (`listForViewer`, `detailForViewer`); a store's owner and
 * admins read their own product pages from PostgreSQL (they see what buyers do not).
 */
export interface CachedAnswer {
  /** UTF-8 JSON: half the memory of a string holding Turkish letters. */
  body: Buffer;
  etag: string;
  /** The products in the answer, in order (a product page: its one product). */
  ids: readonly string[];
  /** A product page's store. */
  storeId?: string;
  /** Its key in the catalogue cache (a visitor's URL leads to it again: `AnswerKeys`). */
  key: string;
  hit: boolean;
}

type Stored = Omit<CachedAnswer, 'hit'>;

/** A stable key of the parameters that change the answer (`populate` does not). */
function keyOf(params: object): string {
  return JSON.stringify(
    Object.entries(params)
      .filter(([name, value]) => value !== undefined && name !== 'populate')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/**
 * Visitors asking for the same missing answer at once wait for one computation (a popular page
 * just dropped by a write would otherwise be computed by every connection at the same time).
 * Only while no change has arrived since it began: a read that follows a write never joins a
 * computation that started before it.
 */
const inflight = new WeakMap<CatalogueCache, Map<string, { stamp: number; answer: Promise<CachedAnswer> }>>();

export async function once(cache: CatalogueCache, key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
  let running = inflight.get(cache);
  if (!running) inflight.set(cache, (running = new Map()));
  const current = running.get(key);
  if (current && current.stamp === cache.stamp()) return current.answer;
  const answer = compute();
  const entry = { stamp: cache.stamp(), answer };
  running.set(key, entry);
  try {
    return await answer;
  } finally {
    if (running.get(key) === entry) running.delete(key);
  }
}

const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;
/**
 * Bytes the cache keeps, in memory of their own. A small Buffer (under 4 KB: a card, a product
 * page) is cut from an 8 KB slab that short-lived buffers share, and one kept for long keeps the
 * whole slab alive: 75,000 cards of 1.5 KB held 195 MB that way instead of 118.
 */
const own = (bytes: Buffer): Buffer => {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
};
const stored = (key: string, body: Buffer, ids: readonly string[], storeId?: string): Stored => ({ body: own(body), etag: etagOf(body), ids, storeId, key });
/**
 * What a kept answer or card costs the process: its bytes and about 1 KB beside them (measured
 * for a card: 870 B of heap for its entry, key, Buffer object and product list, and its own
 * allocation). Counted at 200 B, a cache full of cards held 1.8× what it was allowed.
 */
const ENTRY_BYTES = 1_000;
/** A filter's total, or a page's ids before their products: an object, its key and its entry. */
const COUNT_ENTRY_SIZE = 500;
const weight = (body: Buffer) => body.length + ENTRY_BYTES;
const utf8 = (value: unknown) => Buffer.from(JSON.stringify(value));

function orderOf(sort: ProductSort | undefined, searching: boolean): ListOrder {
  const order = sort ?? 'recommended';
  switch (order) {
    case 'recommended':
      return searching ? 'relevance' : 'recommended';
    case 'price-asc':
    case 'price-desc':
      return order;
    case 'rating':
      return 'rating';
    default:
      return 'other';
  }
}

interface ListPlan {
  /** The answer's key and the total's key (the same filters on any page, in any order). */
  key: string;
  countKey: string;
  options: PageOptions;
  /** Runs the list's filter lookups (categories) only on a miss. */
  filters: () => Promise<{ conditions: Parameters<typeof visiblePage>[1]; subCategoryLead?: PageOptions['subCategoryLead']; scope: Omit<ListScope, 'order'> }>;
  /** The page's ids and total from the catalogue index, when it can answer (catalogue-index.ts). */
  index: CatalogueIndex | null;
  indexQuery: IndexQuery;
  /** The scope's price range and stock filter (the index names the main category). */
  scope: Omit<ListScope, 'order' | 'categoryId'>;
}

async function cachedList(db: Db, cache: CatalogueCache, plan: ListPlan): Promise<CachedAnswer> {
  const hit = cache.get<Stored>(plan.key);
  if (hit) return { ...hit, hit: true };
  return once(cache, plan.key, () => computeList(db, cache, plan));
}

/** A page's products in order, its total and what the list depends on: valid until a change alters the list itself. */
interface PageIds {
  ids: string[];
  total: number;
  capped: boolean;
  searchMode?: ProductListResponse['searchMode'];
  scope: ListScope;
}

const COMMA = Buffer.from(',');
const PRODUCTS_OPEN = Buffer.from('{"products":[');

/** The answer's text, exactly as `JSON.stringify` of the ProductListResponse would write it. */
function pageBody(cards: Buffer[], options: PageOptions, ids: Omit<PageIds, 'ids' | 'scope'>): Buffer {
  const tail = `${ids.searchMode ? `,"searchMode":${JSON.stringify(ids.searchMode)}` : ''}${ids.capped ? ',"totalCapped":true' : ''}`;
  const parts: Buffer[] = [PRODUCTS_OPEN];
  for (const [index, card] of cards.entries()) parts.push(...(index ? [COMMA, card] : [card]));
  parts.push(Buffer.from(`],"page":${options.page},"limit":${options.limit},"total":${ids.total},"totalPages":${pageCount(ids.total, options.limit)}${tail}}`));
  return Buffer.concat(parts);
}

const cardKey = (id: string) => `card:${id}`;
/** A kept card's product by its slug (lower case), for its product page (`cachedDetail`). */
const slugKey = (slug: string) => `slug:${slug}`;
/** What a slug's entry weighs: its key and the entry's own bookkeeping (230 B of heap measured). */
const SLUG_ENTRY_SIZE = 250;

const keptCards = (cache: CatalogueCache, ids: string[]) => ids.map((id) => cache.get<Buffer>(cardKey(id)));

/** Keeps a visitor's card of this product read at `stamp`, and which product its slug names. */
function keepCard(cache: CatalogueCache, row: ProductJoinedRow, relations: Relations, stamp: number): Buffer {
  const { id, slug } = row.product;
  const card = own(utf8(toProduct(row, relations)));
  cache.set(cardKey(id), card, { stamp, size: weight(card), productIds: [id] });
  cache.set(slugKey(slug), id, { stamp, size: SLUG_ENTRY_SIZE, productIds: [id] });
  return card;
}

/** The products' cards (a visitor's view) from the cache, loading the missing ones together; null if one is no longer on sale. */
async function cardsOf(db: Db, cache: CatalogueCache, ids: string[], stamp: number, kept = keptCards(cache, ids)): Promise<Buffer[] | null> {
  const cards = [...kept];
  const missing = ids.filter((_, index) => cards[index] === undefined);
  if (missing.length === 0) return cards as Buffer[];
  const { rows, relations } = await selectVisibleCardsByIds(db, missing);
  const loaded = new Map(rows.map((row) => [row.product.id, keepCard(cache, row, relations, stamp)]));
  for (const [index, id] of ids.entries()) {
    if (cards[index] !== undefined) continue;
    const card = loaded.get(id);
    if (card === undefined) return null;
    cards[index] = card;
  }
  return cards as Buffer[];
}

/** How many cards are read a statement while warming, and how much of the cache they may fill. */
const WARM_BATCH = 500;
export const WARM_SHARE = 0.5;

/**
 * Fills the cache with visitors' cards of the products on sale, newest first, until they take
 * `bytes` (a share of the cache, WARM_SHARE) or every product is in: a server that just started
 * then puts a list's page, and a product page, together in memory the first time it is asked
 * for, instead of reading its products from PostgreSQL (most of a new server's misses). One
 * statement a batch, a batch at a time, each waiting as long again as it took, so the requests
 * coming in meanwhile keep most of the process. A card read before a change to its product is
 * not kept (its stamp), as for any read. It ends early when `stopped` (the app closing) or the
 * cache goes off (its change listener lost: nothing would be kept).
 */
export async function warmCards(db: Db, cache: CatalogueCache, bytes: number, stopped: () => boolean = () => false): Promise<{ cards: number; bytes: number }> {
  let cursor: CardsCursor | null = null;
  let warmed = 0;
  let cards = 0;
  do {
    const started = performance.now();
    const stamp = cache.stamp();
    const batch = await selectVisibleCardsNewest(db, cursor, WARM_BATCH);
    for (const row of batch.rows) {
      if (warmed >= bytes) return { cards, bytes: warmed };
      warmed += weight(keepCard(cache, row, batch.relations, stamp)) + SLUG_ENTRY_SIZE;
      cards += 1;
    }
    cursor = batch.next;
    if (!cursor || warmed >= bytes) break;
    await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
  } while (!stopped() && cache.enabled);
  return { cards, bytes: warmed };
}

/**
 * A page missing from the cache. When only its products' cards changed (a stock or price edit
 * that does not move them), its ids are still known and the page is put together from the
 * cards; otherwise the page and (unless known) the total are read again.
 */
async function computeList(db: Db, cache: CatalogueCache, plan: ListPlan): Promise<CachedAnswer> {
  const stamp = cache.stamp();
  const counted = cache.get<KnownCount>(plan.countKey);
  const indexed = await plan.index?.pageOf(plan.indexQuery, productCountCap, counted);
  if (indexed) {
    // The list engine in memory knows the page: only its cards may need reading.
    const kept = keptCards(cache, indexed.ids);
    const cards = await cardsOf(db, cache, indexed.ids, stamp, kept);
    if (cards) {
      const scope = listScope(indexed.mainCategoryId, plan.scope, orderOf(plan.options.sort, Boolean(indexed.searchMode)));
      if (!counted) {
        const count: KnownCount = { total: indexed.total, capped: indexed.capped, searchMode: indexed.searchMode };
        cache.set(plan.countKey, count, { stamp, size: COUNT_ENTRY_SIZE, scope: listScope(scope.categoryId, scope, null) });
      }
      const answer = stored(plan.key, pageBody(cards, plan.options, indexed), indexed.ids);
      // Put together again in a fraction of a millisecond: kept only once asked for twice, so
      // pages seen once (most of a filtered listing's) do not push the cards out.
      if (cache.admit(plan.key)) cache.set(plan.key, answer, { stamp, size: weight(answer.body), productIds: indexed.ids, scope, lastPrice: indexed.lastPrice });
      // A hit: answered from this process's memory, without the database (no card read, no search word looked up).
      return { ...answer, hit: !indexed.asked && kept.every((card) => card !== undefined) };
    }
  }
  const idsKey = `ids:${plan.key}`;
  let ids = cache.get<PageIds>(idsKey);
  let cards = ids ? await cardsOf(db, cache, ids.ids, stamp) : null;
  if (!ids || !cards) {
    const { conditions, subCategoryLead, scope } = await plan.filters();
    const options = { ...plan.options, subCategoryLead };
    // The page's ids and total first; its cards mostly come from other pages already kept.
    const page = await visiblePageIds(db, conditions, options, counted);
    ids = {
      ids: page.rows,
      total: page.total,
      capped: page.capped,
      searchMode: page.searchMode,
      scope: listScope(scope.categoryId, scope, orderOf(plan.options.sort, Boolean(page.searchMode))),
    };
    cards = await cardsOf(db, cache, ids.ids, stamp);
    if (!cards) {
      // A product left the catalogue between the two reads: read the whole page at once.
      const whole: ProductListResponse = await visiblePage(db, conditions, options, null, counted);
      ids = { ...ids, ids: whole.products.map((product) => product._id), total: whole.total, capped: whole.totalCapped === true };
      cards = whole.products.map(utf8);
    }
    cache.set(idsKey, ids, { stamp, size: COUNT_ENTRY_SIZE + 80 * ids.ids.length, scope: ids.scope });
    if (!counted) {
      const count: KnownCount = { total: ids.total, capped: ids.capped, searchMode: ids.searchMode };
      cache.set(plan.countKey, count, { stamp, size: COUNT_ENTRY_SIZE, scope: listScope(scope.categoryId, scope, null) });
    }
  }
  const answer = stored(plan.key, pageBody(cards, plan.options, ids), ids.ids);
  cache.set(plan.key, answer, { stamp, size: weight(answer.body), productIds: ids.ids, scope: ids.scope });
  return { ...answer, hit: false };
}

/**
 * The cache key each visitor's URL was answered under, so that its next request can be answered
 * from the kept answer before its query is parsed and validated again (products.routes.ts). A URL
 * is remembered only once it has passed the route's checks and been answered, and the same URL
 * always parses to the same query, hence the same key; what the key holds is checked as on any hit.
 * Forgotten all at once past `limit` URLs (the next request of each goes the whole way again).
 */
export class AnswerKeys {
  private keys = new Map<string, string>();

  constructor(private readonly limit = 20_000) {}

  remember(url: string, answer: CachedAnswer) {
    if (this.keys.get(url) === answer.key) return;
    if (this.keys.size >= this.limit) this.keys = new Map();
    this.keys.set(url, answer.key);
  }

  /** The answer kept for this URL, if one is (a hit). */
  kept(cache: CatalogueCache, url: string): CachedAnswer | undefined {
    const key = this.keys.get(url);
    const kept = key === undefined ? undefined : cache.get<Stored>(key);
    return kept && { ...kept, hit: true };
  }
}

/** `GET /products` for a visitor. */
export function cachedCatalogue(db: Db, cache: CatalogueCache, index: CatalogueIndex | null, query: ProductListQuery): Promise<CachedAnswer> {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const priceRange: [number, number] | null =
    query.priceMin === undefined && query.priceMax === undefined
      ? null
      : [query.priceMin === undefined ? 0 : tlToKurus(query.priceMin), query.priceMax === undefined ? Number.MAX_SAFE_INTEGER : tlToKurus(query.priceMax)];
  const scope = { priceRange, inStockOnly: query.inStock !== undefined };
  return cachedList(db, cache, {
    key: `list:${keyOf(query)}`,
    countKey: `count:${keyOf(filters)}`,
    options: query,
    filters: async () => {
      const { conditions, subCategoryLead, mainCategoryId } = await catalogueFilters(db, query);
      return { conditions, subCategoryLead, scope: { ...scope, categoryId: mainCategoryId } };
    },
    index,
    indexQuery: query,
    scope,
  });
}

/** `GET /products/seller/{id}/products` for a visitor. */
export function cachedStoreProducts(db: Db, cache: CatalogueCache, index: CatalogueIndex | null, storeRef: string, options: PageOptions): Promise<CachedAnswer> {
  const key = keyOf({ ...options, store: storeRef });
  const scope = { priceRange: null, inStockOnly: false };
  return cachedList(db, cache, {
    key: `store:${key}`,
    countKey: `store-count:${keyOf({ search: options.search, store: storeRef })}`,
    options,
    filters: async () => ({ conditions: [storeCondition(storeRef)], scope: { ...scope, categoryId: null } }),
    index,
    indexQuery: { ...options, seller: storeRef },
    scope,
  });
}

/**
 * A product page made from its kept card: the same text `toProduct(…, true)` writes, the card's
 * fields with the category path (its main category and first sub category) after the sub
 * categories. Null when the card is not kept or names another slug.
 */
function detailFromCard(cache: CatalogueCache, ref: string): Product | null {
  const id = isId(ref) ? ref : cache.get<string>(slugKey(ref.toLowerCase()));
  const card = id === undefined ? undefined : cache.get<Buffer>(cardKey(id));
  if (card === undefined) return null;
  const product = JSON.parse(card.toString()) as Product;
  if (!isId(ref) && product.slug !== ref.toLowerCase()) return null;
  const detail: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(product)) {
    detail[field] = value;
    if (field === 'subCategories') detail.categoryPath = [product.mainCategory, ...product.subCategories.slice(0, 1)];
  }
  return detail as unknown as Product;
}

/** `GET /products/{slug}` for a visitor. A product that is not on sale is a 404, never kept. */
export async function cachedDetail(db: Db, cache: CatalogueCache, ref: string): Promise<CachedAnswer> {
  const key = `detail:${ref}`;
  const hit = cache.get<Stored>(key);
  if (hit) return { ...hit, hit: true };
  return once(cache, key, async () => {
    const stamp = cache.stamp();
    const fromCard = detailFromCard(cache, ref);
    const product = fromCard ?? (await getProductDetail(db, ref, null));
    const answer = stored(key, utf8(product), [product._id], product.sellerId);
    cache.set(key, answer, { stamp, size: weight(answer.body), productIds: [product._id] });
    // Made in memory from a kept card: a hit, as a page put together from kept cards is.
    return { ...answer, hit: fromCard !== null };
  });
}

const NOT_FAVORITE = Buffer.from('"isFavorite":false');
const FAVORITE = Buffer.from('"isFavorite":true');

/**
 * The answer with these products marked as favourites: the kept bytes when there are none.
 * Spliced, not parsed and written again (a 32 KB page took half a millisecond that way): each
 * product's text starts with `{"_id":"<its id>"` and its own flag is the first
 * `"isFavorite":false` after it, since a product holds no other product and a quote inside a
 * JSON string is always escaped, so neither can be matched inside a seller's text. Should a
 * product not be found so (never for answers made here), the answer is parsed instead.
 */
export function marked(answer: CachedAnswer, favorites: ReadonlySet<string>): CachedAnswer {
  if (favorites.size === 0) return answer;
  const parts: Buffer[] = [];
  const positions: number[] = [];
  let from = 0;
  for (const [position, id] of answer.ids.entries()) {
    if (!favorites.has(id)) continue;
    const start = answer.body.indexOf(`{"_id":"${id}"`, from);
    const flag = start < 0 ? -1 : answer.body.indexOf(NOT_FAVORITE, start);
    if (flag < 0) return parsedAndMarked(answer, favorites);
    parts.push(answer.body.subarray(from, flag), FAVORITE);
    positions.push(position);
    from = flag + NOT_FAVORITE.length;
  }
  if (positions.length === 0) return answer;
  parts.push(answer.body.subarray(from));
  // The kept answer's tag (a hash of its bytes) and the places marked name these bytes exactly:
  // no need to hash 30 KB again per request.
  const etag = `${answer.etag.slice(0, -1)}.f${positions.join('.')}"`;
  return { ...answer, body: Buffer.concat(parts), etag };
}

function parsedAndMarked(answer: CachedAnswer, favorites: ReadonlySet<string>): CachedAnswer {
  const value = JSON.parse(answer.body.toString()) as ProductListResponse | Product;
  for (const product of 'products' in value ? value.products : [value]) product.isFavorite = favorites.has(product._id);
  const body = utf8(value);
  return { ...answer, body, etag: etagOf(body) };
}

/**
 * A cached list as a signed-in buyer sees it: the same products, those among their favourites
 * marked, from the viewer's copy (products.viewers.ts), else read among the answer's products.
 */
export async function listForViewer(db: Db, viewers: NoticedCopies<ViewerCopy>, answer: CachedAnswer, viewerId: string): Promise<CachedAnswer> {
  const copy = await viewerCopyOf(db, viewers, viewerId);
  return marked(answer, copy ? copy.favorites : await selectFavoriteIds(db, viewerId, answer.ids));
}

/**
 * A cached product page as a signed-in buyer sees it, or null for a product of their own store:
 * its owner sees it whole (unapproved pictures too), which only PostgreSQL's read gives.
 */
export async function detailForViewer(db: Db, viewers: NoticedCopies<ViewerCopy>, answer: CachedAnswer, viewerId: string): Promise<CachedAnswer | null> {
  const productId = answer.ids[0];
  const copy = await viewerCopyOf(db, viewers, viewerId);
  const { own, favorite } = copy
    ? { own: answer.storeId !== undefined && copy.storeIds.includes(answer.storeId), favorite: copy.favorites.has(productId) }
    : await selectViewerOfProduct(db, viewerId, productId);
  return own ? null : marked(answer, new Set(favorite ? [productId] : []));
}
