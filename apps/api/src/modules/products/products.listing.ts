import type { ProductSort } from '@pazaryeri/contract/products/index';
import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { turkishSortKey } from '../admin/admin-filters';
import { countProducts, countProductsByStock, type ProductJoinedRow, selectProductRows } from './products.queries';
import { parseSearch, relevance, type SearchMode, searchCondition, similarityThreshold } from './products.search';
import { products } from './products.table';

/** One shared way to page, sort and search every product list (public, seller, admin). */
export interface ListingRequest {
  conditions: (SQL | undefined)[];
  search?: string;
  /** 'recommended' orders by relevance when searching, otherwise in-stock first, then newest. */
  sort: ProductSort;
  page: number;
  limit: number;
}

export interface ListingResult {
  rows: ProductJoinedRow[];
  total: number;
  searchMode?: SearchMode;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

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
  }
}

/**
 * The recommended order without a search: in stock first, then newest. Sorting every row by
 * `stock > 0` defeats the (approval, status, created_at) index, so the page is cut from two
 * newest-first index walks (in stock, then sold out) at the offsets the split count gives.
 */
async function recommendedPage(db: Db, where: SQL | undefined, request: ListingRequest) {
  const { total, inStock } = await countProductsByStock(db, where);
  const offset = (request.page - 1) * request.limit;
  const fromSoldOut = offset + request.limit - inStock;
  const parts = await Promise.all([
    offset < inStock
      ? selectProductRows(db, { where: and(where, gt(products.stock, 0)), orderBy: newestFirst, limit: Math.min(request.limit, inStock - offset), offset })
      : [],
    fromSoldOut > 0 && offset < total
      ? selectProductRows(db, {
          where: and(where, eq(products.stock, 0)),
          orderBy: newestFirst,
          limit: Math.min(request.limit, fromSoldOut),
          offset: Math.max(0, offset - inStock),
        })
      : [],
  ]);
  return { rows: parts.flat(), total };
}

async function runPage(db: Db, where: SQL | undefined, orderBy: SQL[], request: ListingRequest) {
  const [rows, total] = await Promise.all([
    selectProductRows(db, { where, orderBy, limit: request.limit, offset: (request.page - 1) * request.limit }),
    countProducts(db, where),
  ]);
  return { rows, total };
}

/**
 * A page and the total. With a search: the words first; only if no product matches them, the
 * similar spellings (the trigram threshold lives in that transaction only).
 */
export async function runListing(db: Db, request: ListingRequest): Promise<ListingResult> {
  const terms = parseSearch(request.search);
  if (!terms) {
    const where = and(...request.conditions);
    return request.sort === 'recommended' ? recommendedPage(db, where, request) : runPage(db, where, sortOrder(request.sort), request);
  }

  const ordered = (mode: SearchMode) =>
    request.sort === 'recommended' ? [desc(relevance(terms, mode)), ...newestFirst] : sortOrder(request.sort);
  const byWords = await runPage(db, and(...request.conditions, searchCondition(terms, 'text')), ordered('text'), request);
  if (byWords.total > 0 || terms.folded.length < 3) return { ...byWords, searchMode: 'text' };

  const bySpelling = await db.transaction(async (tx) => {
    await tx.execute(similarityThreshold);
    return runPage(tx, and(...request.conditions, searchCondition(terms, 'similar')), ordered('similar'), request);
  });
  return { ...bySpelling, searchMode: 'similar' };
}
