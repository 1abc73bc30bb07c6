import { type ProductSort, type ProductType, tlToKurus } from '@pazaryeri/contract/products/index';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { isId } from '../../lib/ids';
import { byPrice } from './catalogue-cache';
import { type Filters, filtered, filteredBeyondPrice, headMaskOf, headOf, noFilters, pageOf, passes, priceBand } from './catalogue-index.filters';
import { type Category, firstWhere, type IndexSort, newest, orders } from './catalogue-index.items';
import { CatalogueLists } from './catalogue-index.lists';
import type { SlotList } from './catalogue-index.slots';
import { parseAlternatives, type WordOperands } from './catalogue-search';
import { NAME_STARTS_WITH_QUERY, parseSearch, type SearchMode, type SearchTerms, similarityThreshold, similarTerms } from './products.search';

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
  /**
   * In a price order, the price (kuruş) of the page's last product: a price edit elsewhere in
   * the list that stays past it cannot move this page (the cache's `pageAffected`).
   */
  lastPrice?: number;
}

export class CatalogueIndex extends CatalogueLists {
  /** Each form of a typed word as PostgreSQL's tsquery reads it (`turkish:…` whole words, `simple:…` prefixes); null: not a plain alternative. */
  private readonly tsQueries = new Map<string, WordOperands['exact'] | null>();

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
    // Too many products for search postings (IndexTuning.searchUpTo): PostgreSQL's GIN index answers.
    if (this.postings.dropped) return null;
    const asked = { asked: false };
    if (known?.searchMode !== 'similar') {
      const words = await this.operandsOf(terms, asked);
      if (!words || !(await this.fresh())) return null;
      const byWords = this.page(query, cap, known, { terms, words });
      if (!byWords) return null;
      if (byWords.total > 0 || terms.folded.length < 3) return { ...byWords, searchMode: 'text', ...asked };
    }
    const similar = await this.similarTo(terms, asked);
    if (similar === undefined) return null;
    const words = similar ? await this.operandsOf(similar, asked) : [];
    if (!words || !(await this.fresh())) return null;
    // No typed word is close to a catalogue word: no words match nothing, whatever the total known.
    const bySpelling = this.page(query, cap, similar ? known : undefined, { terms: similar ?? terms, words });
    return bySpelling && { ...bySpelling, searchMode: 'similar', ...asked };
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

  /** A category by id or slug, as products.filters.ts resolves it. */
  private category(ref: string): Category | undefined {
    return (isId(ref) ? this.categories.get(ref) : undefined) ?? this.slugs.get(ref);
  }

  private page(query: IndexQuery, cap: number, known?: KnownTotal): IndexPage;
  private page(query: IndexQuery, cap: number, known: KnownTotal | undefined, search: Search): IndexPage | null;
  private page(query: IndexQuery, cap: number, known?: KnownTotal, search?: Search): IndexPage | null {
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
    if (search) {
      const found = this.searched(search, sort, filters, from, to, cap, known);
      return found && { ...found, mainCategoryId, ...this.lastPriceOf(found.ids, sort) };
    }

    const smallest = groups.reduce<(typeof groups)[number] | null>(
      (best, candidate) => (!best || this.list(sort, candidate.name).length < this.list(sort, best.name).length ? candidate : best),
      null,
    );
    smallest?.drop(filters);
    const group = smallest?.name ?? 'all';
    const total = known ?? this.count(group, filters, cap);
    const list = this.list(sort, group);
    const ids = pageOf(list, this.slotted, this.columns, sort, filters, this.matcher(list, filters), from, to);
    return { ids, ...total, mainCategoryId, ...this.lastPriceOf(ids, sort) };
  }

  private lastPriceOf(ids: string[], sort: IndexSort): Pick<IndexPage, 'lastPrice'> {
    if (!byPrice(sort) || ids.length === 0) return {};
    return { lastPrice: this.priceOf(ids[ids.length - 1]) };
  }

  /**
   * A search's page: the products whose words match every typed word (`search_vector @@ …`) and
   * pass the filters, in the sort's order; the recommended order is products.search.ts's
   * `relevance`, then newest.
   */
  private searched(search: Search, sort: IndexSort, filters: Filters, from: number, to: number, cap: number, known?: KnownTotal): (KnownTotal & { ids: string[] }) | null {
    const matches = this.postings.match(search.words);
    if (!matches) return null;
    const { slots, nameHits } = matches;
    // The walk reads slots and columns; an item itself only for filters the columns do not hold,
    // for a name whose first letters are the query's, and for ties of the creation time.
    const items = this.slotted;
    const { created, head } = this.columns;
    const anyFilter = filtered(filters);
    const ranked = sort === 'recommended';
    const folded = search.terms.folded;
    const mask = headMaskOf(folded.length);
    const queryHead = headOf(folded) & mask;
    const found: number[] = [];
    for (const slot of slots) {
      // A slot whose product has gone (or was filed again under another) holds nothing.
      const item = items[slot];
      if (!item || (anyFilter && !passes(item, filters))) continue;
      found.push(slot);
      // The relevance, in place of the name hits of this search alone.
      if (ranked && (head[slot] & mask) === queryHead && startsWithWords(item.searchName, folded)) nameHits[slot] += NAME_STARTS_WITH_QUERY;
    }
    const order = orders[sort];
    const compare = ranked
      ? (a: number, b: number) => nameHits[b] - nameHits[a] || created[b] - created[a] || newest(items[a]!, items[b]!)
      : (a: number, b: number) => order(items[a]!, items[b]!);
    const total = known ?? { total: Math.min(found.length, cap), capped: found.length > cap };
    const ids = to > from ? firstInOrder(found, to, compare).slice(from, to).map((slot) => items[slot]!.id) : [];
    return { ids, ...total };
  }

  /**
   * Whether the list's item at a position passes the filters. The workload's filters (price,
   * main category, stock) are tested on the slots' columns instead of on the items scattered
   * over the heap: a walk over a category's 20,000 products for a narrow price band costs
   * microseconds instead of a fraction of a millisecond.
   */
  private matcher({ slots }: SlotList, filters: Filters): (at: number) => boolean {
    const { main, least = -Infinity, most = Infinity, inStock } = filters;
    const items = this.slotted;
    if (filtered({ ...filters, main: undefined, least: undefined, most: undefined, inStock: undefined })) return (at) => passes(items[slots[at]]!, filters);
    // -1: any; an unknown main category matches nothing (-2).
    const mainCode = main === undefined ? -1 : (this.mainCodes.get(main) ?? -2);
    const stock = inStock === undefined ? -1 : Number(inStock);
    const { price, mains, inStock: stocked } = this.columns;
    return (at) => {
      const slot = slots[at];
      return price[slot] >= least && price[slot] <= most && (mainCode === -1 || mains[slot] === mainCode) && (stock === -1 || stocked[slot] === stock);
    };
  }

  /** How many of a group pass the filters, up to the cap: its price band in the price order, then only that band tested. */
  private count(group: string, filters: Filters, cap: number): KnownTotal {
    const byPrice = this.list('price-asc', group);
    const [start, end] = priceBand(byPrice, this.columns, 'price-asc', filters);
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

/**
 * Whether a name starts with the typed terms as whole words: `${name} ` starts with `${terms} `,
 * tested without making either string (a common word's search tests some 11,000 names, and two
 * new strings each were most of what a search left to collect).
 */
export function startsWithWords(name: string, terms: string): boolean {
  return name.startsWith(terms) && (name.length === terms.length || name.charCodeAt(terms.length) === 32);
}

/** The first `count` items in an order: sorted whole when that is most of them, else picked in one pass. */
function firstInOrder<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count === 0) return [];
  if (count * 4 >= items.length) return items.sort(compare).slice(0, count);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]) >= 0) continue;
    best.splice(firstWhere(best.length, (at) => compare(best[at], item) > 0), 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

const toArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]`;
