import { type Product, productCountCap, type ProductListQuery, type ProductListResponse, type ProductSort } from '@pazaryeri/contract/products/index';
import { and, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { productNotFound } from './products.access';
import {
  categoryFilter,
  inStockCondition,
  priceConditions,
  storeCondition,
  subCategoriesFilter,
  subCategoryLink,
  typeConditions,
} from './products.filters';
import { type KnownCount, type ListingRequest, runListing, type SubCategoryLead } from './products.listing';
import {
  type ProductJoinedRow,
  selectProductIds,
  selectProductRow,
  selectProductRows,
  selectVisibleBySlug,
  selectVisibleDetailBySlug,
  visibleToBuyers,
} from './products.queries';
import { products, productSubCategories } from '../../db/schema/products';
import { canSeeEverything, pageCount, type ProductViewer, toProduct, toProducts } from './products.view';

const byIdOrSlug = (ref: string): SQL =>
  isId(ref) ? or(eq(products.id, ref), eq(products.slug, ref))! : eq(products.slug, ref.toLowerCase());

/**
 * A product by id or slug if the viewer may see it: everyone when it is on sale, otherwise only
 * its owner and admins. Anything else is a 404 (never a hint that it exists).
 */
export async function findViewableRow(db: Db, ref: string, viewer: ProductViewer): Promise<ProductJoinedRow> {
  const visible = isId(ref) ? await selectProductRow(db, and(byIdOrSlug(ref), visibleToBuyers)!) : await selectVisibleBySlug(db, ref.toLowerCase());
  if (visible) return visible;
  if (viewer) {
    const row = await selectProductRow(db, byIdOrSlug(ref));
    if (row && canSeeEverything(viewer, row.seller.userId)) return row;
  }
  return productNotFound();
}

export interface PageOptions {
  page: number;
  limit: number;
  sort?: ProductSort;
  search?: string;
  /** The filters led by the one sub category they name (`catalogueFilters`). */
  subCategoryLead?: SubCategoryLead;
}

const publicListing = (conditions: (SQL | undefined)[], options: PageOptions, knownCount?: KnownCount): ListingRequest => ({
  conditions: [visibleToBuyers, ...conditions],
  search: options.search,
  subCategoryLead: options.subCategoryLead && { link: options.subCategoryLead.link, conditions: [visibleToBuyers, ...options.subCategoryLead.conditions] },
  sort: options.sort ?? 'recommended',
  page: options.page,
  limit: options.limit,
  countCap: productCountCap,
  knownCount,
});

/** A public page's product ids and total only (the catalogue cache puts the page together from its cards). */
export function visiblePageIds(db: Db, conditions: (SQL | undefined)[], options: PageOptions, knownCount?: KnownCount) {
  return runListing(db, publicListing(conditions, options, knownCount), selectProductIds);
}

/** A public page: products on sale only, approved pictures only. `knownCount`: the filters' total, counted before. */
export async function visiblePage(
  db: Db,
  conditions: (SQL | undefined)[],
  options: PageOptions,
  viewer: ProductViewer,
  knownCount?: KnownCount,
): Promise<ProductListResponse> {
  const { rows, total, capped, searchMode } = await runListing(db, publicListing(conditions, options, knownCount));
  const list = await toProducts(db, rows, { viewerId: viewer?.id ?? null, fullView: false });
  const response: ProductListResponse = {
    products: list,
    page: options.page,
    limit: options.limit,
    total,
    totalPages: pageCount(total, options.limit),
  };
  if (searchMode) response.searchMode = searchMode;
  if (capped) response.totalCapped = true;
  return response;
}

/**
 * The catalogue's buyer filters as conditions, the main category they keep the list to (if any),
 * and, when they name one sub category, the same filters led by its links (`SubCategoryLead`).
 */
export async function catalogueFilters(db: Db, query: ProductListQuery) {
  const category = await categoryFilter(db, query.mainCategory);
  const subs = await subCategoriesFilter(db, query.subCategories);
  const prices = priceConditions(query.priceMin, query.priceMax);
  const others = [inStockCondition(query.inStock), storeCondition(query.seller), ...typeConditions(query)];
  const conditions = [category.condition, subs.condition, ...prices, ...others];
  const leadId = subs.onlyId ?? category.subCategoryId;
  if (!leadId) return { conditions, mainCategoryId: category.mainCategoryId };
  const subCategoryLead: SubCategoryLead = {
    link: subCategoryLink(leadId, category.mainCategoryId, query.priceMin, query.priceMax),
    // What the link does not already say (another sub category, or one that names nothing).
    conditions: [
      category.mainCategoryId || category.subCategoryId === leadId ? undefined : category.condition,
      subs.onlyId === leadId ? undefined : subs.condition,
      ...others,
    ],
  };
  return { conditions, subCategoryLead, mainCategoryId: category.mainCategoryId };
}

/** `GET /products`: the catalogue with every buyer filter. */
export async function listCatalogue(db: Db, query: ProductListQuery, viewer: ProductViewer): Promise<ProductListResponse> {
  const { conditions, subCategoryLead } = await catalogueFilters(db, query);
  return visiblePage(db, conditions, { ...query, subCategoryLead }, viewer);
}

/** `GET /products/seller/{id}/products`: one store's products on sale (store id, alias or owner id). */
export async function listStoreProducts(db: Db, storeRef: string, options: PageOptions, viewer: ProductViewer) {
  return visiblePage(db, [storeCondition(storeRef)], options, viewer);
}

/** `GET /products/{slug}`: the detail page's data, with the category path. */
export async function getProductDetail(db: Db, ref: string, viewer: ProductViewer): Promise<Product> {
  if (!viewer && !isId(ref)) {
    // A visitor by slug (the product pages' links): one round trip.
    const found = await selectVisibleDetailBySlug(db, ref.toLowerCase());
    return found ? toProduct(found.row, found.relations, true) : productNotFound();
  }
  const row = await findViewableRow(db, ref, viewer);
  const fullView = canSeeEverything(viewer, row.seller.userId);
  const [product] = await toProducts(db, [row], { viewerId: viewer?.id ?? null, fullView, withCategoryPath: true });
  return product;
}

/** Products on sale in the same main category first, then from the same store; never the product itself. */
export async function listRecommendations(db: Db, ref: string, limit: number, viewer: ProductViewer) {
  const source = (await findViewableRow(db, ref, viewer)).product;
  const sameCategory = eq(products.mainCategoryId, source.mainCategoryId);
  const sameStore = eq(products.sellerId, source.sellerId);
  const rows = await selectProductRows(db, {
    where: and(visibleToBuyers, ne(products.id, source.id), or(sameCategory, sameStore)),
    orderBy: [sql`(${sameCategory}) desc`, sql`(${sameStore}) desc`, sql`(${products.stock} > 0) desc`, desc(products.createdAt), desc(products.id)],
    limit,
    offset: 0,
  });
  return { products: await toProducts(db, rows, { viewerId: viewer?.id ?? null, fullView: false }) };
}

/** For other modules (questions, orders): whether buyers can see a product now. */
export async function isProductVisible(db: Db, productId: string): Promise<boolean> {
  if (!isId(productId)) return false;
  return Boolean(await selectProductRow(db, and(eq(products.id, productId), visibleToBuyers)!));
}

/**
 * For the categories module (`main/with-counts`): products on sale per category id, main
 * categories by `main_category_id`, sub categories by the product's sub category links.
 */
export async function countVisibleProductsByCategory(db: Db): Promise<Map<string, number>> {
  const visibleProducts = db
    .select({ id: products.id, mainCategoryId: products.mainCategoryId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(visibleToBuyers)
    .as('visible_products');
  const [mains, subs] = await Promise.all([
    db.select({ id: visibleProducts.mainCategoryId, total: count() }).from(visibleProducts).groupBy(visibleProducts.mainCategoryId),
    db
      .select({ id: productSubCategories.categoryId, total: count() })
      .from(productSubCategories)
      .innerJoin(visibleProducts, eq(visibleProducts.id, productSubCategories.productId))
      .groupBy(productSubCategories.categoryId),
  ]);
  return new Map([...mains, ...subs].map((row) => [row.id, row.total]));
}
