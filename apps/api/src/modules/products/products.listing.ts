import type { ProductSort } from '@pazaryeri/contract/products/index';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { turkishSortKey } from '../../lib/sql-filters';
import { countProducts, countProductsUpTo, type PageRequest, type ProductJoinedRow, selectProductRows } from './products.queries';
import { newestFirst, parseSearch, rankedSearchPages, type SearchMode, searchCondition, similarityThreshold, similarTerms } from './products.search';
import { products, productSubCategories } from '../../db/schema/products';
import { concurrentQueries } from '../../lib/concurrent-queries';

/** One shared way to page, sort and search every product list (public, seller, admin). */
export interface ListingRequest {
  conditions: (SQL | undefined)[];
  search?: string;
  /** Without a search, these filters led by a sub category's links instead of `conditions`. */
  subCategoryLead?: SubCategoryLead;
  /** 'recommended' orders by relevance when searching, otherwise in-stock first, then newest. */
  sort: ProductSort;
  page: number;
  limit: number;
  /** Count no further than this (buyer lists); without it the total is exact (seller and admin lists). */
  countCap?: number;
  /** The total of these filters as counted before (the catalogue cache): not counted again. */
  knownCount?: KnownCount;
}

/**
 * The same filters as a list's `conditions` when they name one sub category: its links on sale
 * (`link`, products.filters.ts `subCategoryLink`), which carry the listing's order, and the
 * conditions the link does not cover. The page walks the link's indexes and stops after the
 * page, instead of looking up each of the sub category's products (issue 28).
 */
export interface SubCategoryLead {
  link: SQL;
  conditions: (SQL | undefined)[];
}

export interface KnownCount {
  total: number;
  capped: boolean;
  searchMode?: SearchMode;
}

/** What a page reads: the joined rows (the default), or only the ids (the catalogue cache has the cards). */
export type PageSelect<T> = (db: Db, page: PageRequest) => Promise<T[]>;

export interface ListingResult<T = ProductJoinedRow> {
  rows: T[];
  total: number;
  /** The total stopped at `countCap`. */
  capped: boolean;
  searchMode?: SearchMode;
}


function sortOrder(sort: Exclude<ProductSort, 'recommended'>): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.price), ...newestFirst];
    case 'price-desc':
      return [desc(products.price), ...newestFirst];
    case 'newest':
      return newestFirst;
    case 'name':
      return [asc(turkishSortKey(products.name)), asc(products.id)];
    case 'rating':
      return [desc(products.ratingAverage), desc(products.ratingCount), ...newestFirst];
  }
}

/**
 * The recommended order without a search: in stock first, then newest. The partial indexes
 * `products_on_sale_(category_)recommended_idx` hold exactly this order, so a page is an index
 * walk that stops after `limit` rows.
 */
const recommendedOrder = [sql`(${products.stock} > 0) desc`, ...newestFirst];

/**
 * The same orders over a sub category's links (their copies of the product's columns), which
 * `product_sub_categories_on_sale_*_idx` hold; the name order has no such copy and stays the product's.
 */
function linkOrder(sort: ProductSort): SQL[] {
  const linkNewest = [desc(productSubCategories.createdAt), desc(productSubCategories.productId)];
  switch (sort) {
    case 'recommended':
      return [desc(productSubCategories.inStock), ...linkNewest];
    case 'price-asc':
      return [asc(productSubCategories.price), ...linkNewest];
    case 'price-desc':
      return [desc(productSubCategories.price), ...linkNewest];
    case 'newest':
      return linkNewest;
    case 'rating':
      return [desc(productSubCategories.ratingAverage), desc(productSubCategories.ratingCount), ...linkNewest];
    case 'name':
      return sortOrder(sort);
  }
}

/**
 * Lists known to hold more than the cap, per database, until when: "10.000+" stays true while the
 * catalogue grows, so such a list skips counting for a minute (the listing's largest cost).
 * Below the cap the count is always exact.
 */
const KNOWN_CAPPED_MS = 60_000;
const knownCapped = new WeakMap<Db, Map<string, number>>();
const dialect = new PgDialect();

function cappedKey(where: SQL | undefined, cap: number): string {
  const query = dialect.sqlToQuery(where ?? sql`true`);
  return `${cap}|${query.sql}|${JSON.stringify(query.params)}`;
}

async function countUpToCap(db: Db, where: SQL | undefined, cap: number, link?: SQL): Promise<number> {
  const lists = knownCapped.get(db) ?? new Map<string, number>();
  knownCapped.set(db, lists);
  const key = cappedKey(and(where, link), cap);
  if ((lists.get(key) ?? 0) > Date.now()) return cap + 1;
  const counted = await countProductsUpTo(db, where, cap, link);
  if (counted > cap) {
    if (lists.size >= 1_000) lists.clear();
    lists.set(key, Date.now() + KNOWN_CAPPED_MS);
  }
  return counted;
}

async function runPage<T>(db: Db, where: SQL | undefined, orderBy: SQL[], request: ListingRequest, select: PageSelect<T>, link?: SQL) {
  const offset = (request.page - 1) * request.limit;
  const cap = request.countCap;
  // Past the cap there is no page to serve: the buyer narrows the filters instead.
  const beyondCap = cap !== undefined && offset >= cap;
  const known = request.knownCount;
  const [rows, counted] = await concurrentQueries(db, [
    async () => (beyondCap ? [] : select(db, { where, orderBy, limit: request.limit, offset, link })),
    async () => (known ? 0 : cap === undefined ? countProducts(db, where, link) : countUpToCap(db, where, cap, link)),
  ]);
  if (known) return { rows, total: known.total, capped: known.capped };
  const capped = cap !== undefined && counted > cap;
  return { rows, total: capped ? cap : counted, capped };
}

/**
 * A page and the total. With a search: the words first; only if no product matches them, the
 * catalogue words closest to the typed ones (the trigram threshold lives in that lookup's transaction only).
 */
export async function runListing<T = ProductJoinedRow>(
  db: Db,
  request: ListingRequest,
  select: PageSelect<T> = selectProductRows as unknown as PageSelect<T>,
): Promise<ListingResult<T>> {
  const terms = parseSearch(request.search);
  if (!terms) {
    const lead = request.subCategoryLead;
    if (lead) {
      const link = and(eq(productSubCategories.productId, products.id), lead.link);
      return runPage(db, and(...lead.conditions), linkOrder(request.sort), request, select, link);
    }
    const where = and(...request.conditions);
    return runPage(db, where, request.sort === 'recommended' ? recommendedOrder : sortOrder(request.sort), request, select);
  }

  const byTerms = (found: NonNullable<typeof terms>) => {
    const where = and(...request.conditions, searchCondition(found));
    // Relevance ranks the newest matches only (products.search.ts's rankedSearchPages, issue 28).
    if (request.sort === 'recommended') return runPage(db, where, [], request, rankedSearchPages(found, select));
    return runPage(db, where, sortOrder(request.sort), request, select);
  };
  if (request.knownCount?.searchMode !== 'similar') {
    const byWords = await byTerms(terms);
    if (byWords.total > 0 || terms.folded.length < 3) return { ...byWords, searchMode: 'text' };
  }

  const similar = await db.transaction(async (tx) => {
    await tx.execute(similarityThreshold);
    return similarTerms(tx, terms);
  });
  const bySpelling: Omit<ListingResult<T>, 'searchMode'> = similar ? await byTerms(similar) : { rows: [], total: 0, capped: false };
  return { ...bySpelling, searchMode: 'similar' };
}
