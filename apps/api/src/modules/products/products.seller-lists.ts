import {
  productLimits,
  type SellerProductListResponse,
  type SellerProductsFilterQuery,
  type StockState,
} from '@pazaryeri/contract/products/index';
import { and, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requireStore } from './products.access';
import { categoryCondition, priceConditions } from './products.filters';
import { runListing } from './products.listing';
import { products } from '../../db/schema/products';
import { pageCount, toProducts } from './products.view';

function stockStateCondition(state: StockState | undefined): SQL | undefined {
  switch (state) {
    case 'inStock':
      return gt(products.stock, 0);
    case 'outOfStock':
      return eq(products.stock, 0);
    case 'lowStock':
      return and(gt(products.stock, 0), lte(products.stock, productLimits.lowStock));
    default:
      return undefined;
  }
}

interface SellerListOptions {
  page: number;
  limit: number;
  query?: string;
  conditions?: (SQL | undefined)[];
}

/**
 * The seller's own products in every state (spec §3 "Seller product list response"), newest
 * first, or best match first when searching; every picture with its approval state.
 */
export async function listSellerProducts(db: Db, userId: string, options: SellerListOptions): Promise<SellerProductListResponse> {
  const store = await requireStore(db, userId);
  const { rows, total } = await runListing(db, {
    conditions: [eq(products.sellerId, store.id), ...(options.conditions ?? [])],
    search: options.query,
    sort: options.query ? 'recommended' : 'newest',
    page: options.page,
    limit: options.limit,
  });
  return {
    products: await toProducts(db, rows, { viewerId: userId, fullView: true }),
    totalCount: total,
    totalPages: pageCount(total, options.limit),
    currentPage: options.page,
  };
}

/** `GET /products/seller/products/filter`. */
export async function filterSellerProducts(db: Db, userId: string, query: SellerProductsFilterQuery) {
  return listSellerProducts(db, userId, {
    page: query.page,
    limit: query.limit,
    query: query.query,
    conditions: [
      query.status ? eq(products.status, query.status) : undefined,
      query.approvalStatus ? eq(products.approvalStatus, query.approvalStatus) : undefined,
      query.productType ? eq(products.productType, query.productType) : undefined,
      await categoryCondition(db, query.mainCategory),
      stockStateCondition(query.stockStatus),
      ...priceConditions(query.priceMin, query.priceMax),
    ],
  });
}

/** `GET /products/a/b`: the seller's digital products and 3D models. */
export async function listSellerDigitalProducts(db: Db, userId: string, page: number, limit: number) {
  return listSellerProducts(db, userId, { page, limit, conditions: [ne(products.productType, 'physical')] });
}
