import type {
  AdminProductsFilterQuery,
  AdminProductsQuery,
  AdminProductsSearchQuery,
  Product,
  ProductListResponse,
} from '@pazaryeri/contract/products/index';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { sellers } from '../../db/schema/sellers';
import { productNotFound } from './products.access';
import {
  categoryCondition,
  createdInRange,
  inStockCondition,
  priceConditions,
  productIdCondition,
  subCategoriesCondition,
  typeConditions,
} from './products.filters';
import { runListing } from './products.listing';
import { products } from '../../db/schema/products';
import { getManagedProduct } from './products.seller';
import { pageCount, toProducts } from './products.view';

type Admin = { id: string; isAdmin: boolean };

const stateConditions = (query: Pick<AdminProductsQuery, 'approvalStatus' | 'status'>) => [
  query.approvalStatus ? eq(products.approvalStatus, query.approvalStatus) : undefined,
  query.status ? eq(products.status, query.status) : undefined,
];

/** Every admin list: all states, every picture; newest first unless a name search ranks them. */
async function adminPage(
  db: Db,
  admin: Admin,
  conditions: (SQL | undefined)[],
  options: { page: number; limit: number; search?: string },
): Promise<ProductListResponse> {
  const { rows, total, searchMode } = await runListing(db, {
    conditions,
    search: options.search,
    sort: options.search ? 'recommended' : 'newest',
    page: options.page,
    limit: options.limit,
  });
  return {
    products: await toProducts(db, rows, { viewerId: admin.id, fullView: true }),
    page: options.page,
    limit: options.limit,
    total,
    totalPages: pageCount(total, options.limit),
    ...(searchMode && { searchMode }),
  };
}

export async function listAdminProducts(db: Db, admin: Admin, query: AdminProductsQuery) {
  return adminPage(db, admin, stateConditions(query), query);
}

export async function searchAdminProducts(db: Db, admin: Admin, query: AdminProductsSearchQuery) {
  const conditions = [
    ...stateConditions(query),
    productIdCondition(query.productId),
    await categoryCondition(db, query.mainCategory),
    await subCategoriesCondition(db, query.subCategories),
  ];
  return adminPage(db, admin, conditions, { ...query, search: query.name });
}

/** `products/filtre`: `sellerType` is the store's company type. */
export async function filterAdminProducts(db: Db, admin: Admin, query: AdminProductsFilterQuery) {
  const conditions = [
    ...stateConditions(query),
    ...createdInRange(query.startDate, query.endDate),
    ...priceConditions(query.priceMin, query.priceMax),
    inStockCondition(query.inStock),
    ...typeConditions({ productType: query.productType }),
    query.sellerType ? eq(sellers.companyType, query.sellerType) : undefined,
    await categoryCondition(db, query.mainCategory),
    await subCategoriesCondition(db, query.subCategory ? [query.subCategory] : undefined),
  ];
  return adminPage(db, admin, conditions, query);
}

export async function getAdminProduct(db: Db, admin: Admin, id: string): Promise<Product> {
  if (!isId(id)) productNotFound();
  return getManagedProduct(db, id, admin);
}
