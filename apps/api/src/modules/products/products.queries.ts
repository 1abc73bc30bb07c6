import { and, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { favorites, productImages, products, productSubCategories, productVariantSizes, productVariants } from '../../db/schema/products';
import { concurrentQueries } from '../../lib/concurrent-queries';

const { searchText: _searchText, searchName: _searchName, searchVector: _searchVector, ...productFields } = getTableColumns(products);

/** A product row as every view needs it: the product, its store card and its main category. */
const productRowColumns = {
  product: productFields,
  seller: {
    id: sellers.id,
    userId: sellers.userId,
    storeName: sellers.storeName,
    alias: sellers.alias,
    storeLogo: sellers.storeLogo,
    verifiedSeller: sellers.verifiedSeller,
  },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

export type ProductRecord = Omit<typeof products.$inferSelect, 'searchText' | 'searchName' | 'searchVector'>;
export interface ProductJoinedRow {
  product: ProductRecord;
  seller: { id: string; userId: string; storeName: string; alias: string; storeLogo: string | null; verifiedSeller: boolean };
  category: { id: string; name: string; slug: string };
}

/**
 * What buyers may see: approved and active, in an approved store whose owner is neither suspended
 * nor deleted. Needs the store and owner joins of `selectProductRows`.
 */
export const visibleToBuyers: SQL = and(
  eq(products.approvalStatus, 'approved'),
  eq(products.status, 'active'),
  eq(sellers.status, 'approved'),
  isNull(users.bannedAt),
  isNull(users.deletedAt),
)!;

export interface PageRequest {
  where?: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Joins the product's one link to a sub category on this condition (products.listing.ts `subCategoryLead`). */
  link?: SQL;
}

/** Joined product rows, with `extra` columns beside them (a visitor's relations, for one round trip). */
const joinedRows = <Extra extends Record<string, SQL.Aliased>>(db: Db, extra = {} as Extra) =>
  db
    .select({ ...productRowColumns, ...extra })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .$dynamic();

/** The sub category's link joined when the page asks for it (its columns are never selected). */
function withLink<Q extends PgSelect>(query: Q, link: SQL | undefined): Q {
  return link ? (query.innerJoin(productSubCategories, link) as unknown as Q) : query;
}

/** Products with their store and its owner (what `visibleToBuyers` reads), and the sub category's link when asked. */
const visibilityJoined = (db: Db, link: SQL | undefined) => ({
  ids: () => withLink(db.select({ id: products.id }).from(products).innerJoin(sellers, eq(sellers.id, products.sellerId)).innerJoin(users, eq(users.id, sellers.userId)).$dynamic(), link),
  count: () => withLink(db.select({ total: count() }).from(products).innerJoin(sellers, eq(sellers.id, products.sellerId)).innerJoin(users, eq(users.id, sellers.userId)).$dynamic(), link),
  ones: () => withLink(db.select({ one: sql`1` }).from(products).innerJoin(sellers, eq(sellers.id, products.sellerId)).innerJoin(users, eq(users.id, sellers.userId)).$dynamic(), link),
});

/** From this offset on, a page first finds its ids, then reads their rows. */
const DEEP_OFFSET = 200;

/**
 * One page of joined product rows. A deep page (offset ≥ 200) picks its ids first, walking the
 * order's index without reading the rows it skips (index-only where the index holds the order,
 * the seller and the stock), then reads only its own rows: page 470 of the catalogue took 18 ms,
 * 9 ms this way.
 */
export async function selectProductRows(db: Db, request: PageRequest): Promise<ProductJoinedRow[]> {
  const { where, orderBy, limit, offset, link } = request;
  if (offset < DEEP_OFFSET) return withLink(joinedRows(db), link).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  const page = pageIds(db, request).as('page');
  return withLink(joinedRows(db).innerJoin(page, eq(page.id, products.id)), link).orderBy(...orderBy);
}

/** A page's product ids: the visibility joins only, in the page's order. */
const pageIds = (db: Db, { where, orderBy, limit, offset, link }: PageRequest) =>
  visibilityJoined(db, link).ids().where(where).orderBy(...orderBy).limit(limit).offset(offset);

/** One page of product ids only (same joins and order as `selectProductRows`; deep pages stay index-only). */
export async function selectProductIds(db: Db, request: PageRequest): Promise<string[]> {
  return (await pageIds(db, request)).map((row) => row.id);
}

/**
 * A product on sale by its slug (the detail page's lookup), as a named prepared statement: on
 * PostgreSQL its plan is made once per connection instead of on every request.
 */
export async function selectVisibleBySlug(db: Db, slug: string): Promise<ProductJoinedRow | null> {
  const [row] = await prepared(db, 'product_visible_by_slug', () =>
    joinedRows(db).where(and(eq(products.slug, sql.placeholder('slug')), visibleToBuyers)).limit(1).prepare('product_visible_by_slug'),
  ).execute({ slug });
  return row ?? null;
}

/**
 * A prepared statement built once per database handle: building the query (drizzle walks its
 * whole tree each time) cost more of the API's CPU than running it on a visitor's product page.
 */
const preparedStatements = new WeakMap<Db, Map<string, unknown>>();
function prepared<T>(db: Db, name: string, build: () => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, build());
  return statements.get(name) as T;
}

/** How many products match (same joins as the page, minus the category's). */
export async function countProducts(db: Db, where?: SQL, link?: SQL): Promise<number> {
  const [{ total }] = await visibilityJoined(db, link).count().where(where);
  return total;
}

/**
 * How many products match, counting no further than `cap`: a buyer list shows "10.000+" past it,
 * and stopping there keeps the count an index walk instead of a pass over every product on sale.
 */
export async function countProductsUpTo(db: Db, where: SQL | undefined, cap: number, link?: SQL): Promise<number> {
  const matches = visibilityJoined(db, link).ones()
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [{ total }] = await db.select({ total: count() }).from(matches);
  return total;
}

export async function selectProductRow(db: Db, where: SQL): Promise<ProductJoinedRow | null> {
  const [row] = await selectProductRows(db, { where, orderBy: [], limit: 1, offset: 0 });
  return row ?? null;
}

/** The owner check's data: the product's store and that store's user. */
export async function selectProductOwner(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, ownerUserId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function lockProduct(tx: Db, productId: string): Promise<ProductRecord | null> {
  const [row] = await tx.select(productFields).from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

export interface RelatedImage {
  id: string;
  listUrl: string;
  detailUrl: string;
  status: (typeof productImages.$inferSelect)['status'];
  position: number;
}
export interface RelatedVariant {
  variant: { id: string; name: string; sku: string | null; priceDelta: number; position: number };
  sizes: { id: string; label: string; stock: number; position: number }[];
}

export interface Relations {
  images: Map<string, RelatedImage[]>;
  subCategories: Map<string, { id: string; name: string; slug: string }[]>;
  variants: Map<string, RelatedVariant[]>;
  favorites: Set<string>;
}

interface RelationsRow {
  id: string;
  images: RelatedImage[];
  subs: { id: string; name: string; slug: string }[];
  variants: (RelatedVariant['variant'] & { sizes: RelatedVariant['sizes'] })[];
}

/** The relations statement (named, so PostgreSQL plans it once per connection); `$ids` is a uuid[] literal. */
function relationsStatement(db: Db, approvedOnly: boolean) {
  const name = approvedOnly ? 'product_relations_approved' : 'product_relations_all';
  return prepared(db, name, () => buildRelationsStatement(db, approvedOnly, name));
}

/** A product's pictures, sub categories and variants with their sizes, each as a JSON array in display order. */
function relationColumns(productId: SQL, approvedOnly: boolean) {
  const imageFilter = approvedOnly ? sql`and i.status = 'approved'` : sql``;
  return {
    images: sql<RelatedImage[]>`coalesce((select json_agg(json_build_object('id', i.id, 'listUrl', i.list_url, 'detailUrl', i.detail_url,
          'status', i.status, 'position', i.position) order by i.position, i.created_at)
        from ${productImages} i where i.product_id = ${productId} ${imageFilter}), '[]')`.as('images'),
    subs: sql<RelationsRow['subs']>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by c.position, c.name)
        from ${productSubCategories} x join ${categories} c on c.id = x.category_id where x.product_id = ${productId}), '[]')`.as('subs'),
    variants: sql<RelationsRow['variants']>`coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku, 'priceDelta', v.price_delta,
          'position', v.position, 'sizes', coalesce((select json_agg(json_build_object('id', z.id, 'label', z.label, 'stock', z.stock, 'position', z.position)
            order by z.position, z.id) from ${productVariantSizes} z where z.variant_id = v.id), '[]')) order by v.position, v.id)
        from ${productVariants} v where v.product_id = ${productId}), '[]')`.as('variants'),
  };
}

function buildRelationsStatement(db: Db, approvedOnly: boolean, name: string) {
  return db
    .select({ id: sql<string>`p.id`.as('id'), ...relationColumns(sql`p.id`, approvedOnly) })
    .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) as p(id)`)
    .prepare(name);
}

/** Relation rows as the views read them, per product. */
function relationsOf(rows: RelationsRow[], favoriteIds: Iterable<string> = []): Relations {
  const relations: Relations = { images: new Map(), subCategories: new Map(), variants: new Map(), favorites: new Set(favoriteIds) };
  for (const row of rows) {
    relations.images.set(row.id, row.images);
    relations.subCategories.set(row.id, row.subs);
    relations.variants.set(row.id, row.variants.map(({ sizes, ...variant }) => ({ variant, sizes })));
  }
  return relations;
}

/** Products as a visitor sees them: the joined rows with their approved pictures, sub categories and variants beside them. */
const visibleWithRelations = (db: Db) => joinedRows(db, relationColumns(sql`${products.id}`, true));

/** Such rows apart from their relations, as the views read them. */
function splitRelations(found: (ProductJoinedRow & Omit<RelationsRow, 'id'>)[]): { rows: ProductJoinedRow[]; relations: Relations } {
  const rows = found.map(({ images: _images, subs: _subs, variants: _variants, ...row }) => row);
  return { rows, relations: relationsOf(found.map(({ images, subs, variants, product }) => ({ id: product.id, images, subs, variants }))) };
}

/**
 * A visitor's product page in one round trip: the product on sale by its slug with its store,
 * category, approved pictures, sub categories and variants (the slug lookup and the relations
 * statement were two round trips, and a product page missing from the cache waited for both).
 */
export async function selectVisibleDetailBySlug(db: Db, slug: string): Promise<{ row: ProductJoinedRow; relations: Relations } | null> {
  const found = await prepared(db, 'product_detail_by_slug', () =>
    visibleWithRelations(db).where(and(eq(products.slug, sql.placeholder('slug')), visibleToBuyers)).limit(1).prepare('product_detail_by_slug'),
  ).execute({ slug });
  const { rows, relations } = splitRelations(found);
  return rows[0] ? { row: rows[0], relations } : null;
}

/**
 * Products on sale among these ids with their approved pictures, sub categories and variants
 * (the catalogue cache's missing cards), in one prepared statement like the product page's:
 * a deep page's cards waited for two round trips.
 */
export async function selectVisibleCardsByIds(db: Db, ids: string[]): Promise<{ rows: ProductJoinedRow[]; relations: Relations }> {
  const found = await prepared(db, 'product_cards_by_ids', () =>
    visibleWithRelations(db).where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, visibleToBuyers)).prepare('product_cards_by_ids'),
  ).execute({ ids: `{${ids.join(',')}}` });
  return splitRelations(found);
}

/**
 * The next `limit` products on sale, newest first, after the one created at `after.createdAt`
 * (as PostgreSQL writes it, so no microsecond is lost) with id `after.id`, as visitors' cards:
 * what the catalogue cache is warmed with at start (`warmCards`); `after` null: from the newest.
 * The cursor is an index condition on `created_at` (products_visible_created_idx), the id only
 * breaks ties: each batch starts where the last one stopped.
 */
export async function selectVisibleCardsNewest(db: Db, after: CardsCursor | null, limit: number): Promise<{ rows: ProductJoinedRow[]; relations: Relations; next: CardsCursor | null }> {
  const found = await prepared(db, 'product_cards_newest', () =>
    joinedRows(db, { ...relationColumns(sql`${products.id}`, true), cursor: sql<string>`${products.createdAt}::text`.as('cursor') })
      .where(
        and(
          visibleToBuyers,
          sql`${products.createdAt} <= ${sql.placeholder('after')}::timestamptz`,
          sql`(${products.createdAt} < ${sql.placeholder('after')}::timestamptz or ${products.id} < ${sql.placeholder('afterId')}::uuid)`,
        ),
      )
      .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
      .limit(sql.placeholder('limit'))
      .prepare('product_cards_newest'),
  ).execute({ after: after?.createdAt ?? 'infinity', afterId: after?.id ?? 'ffffffff-ffff-ffff-ffff-ffffffffffff', limit });
  const last = found.at(-1);
  return { ...splitRelations(found.map(({ cursor: _cursor, ...row }) => row)), next: found.length === limit && last ? { createdAt: last.cursor, id: last.product.id } : null };
}

/** Where `selectVisibleCardsNewest` goes on: the last card's creation time (PostgreSQL's text) and id. */
export interface CardsCursor {
  createdAt: string;
  id: string;
}

/** Which of these products the user keeps among their favourites (a signed-in viewer's page; the app's handle, not a transaction's). */
export async function selectFavoriteIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await prepared(db, 'favorite_ids_among', () =>
    db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(and(eq(favorites.userId, sql.placeholder('userId')), sql`${favorites.productId} = any(${sql.placeholder('ids')}::uuid[])`))
      .prepare('favorite_ids_among'),
  ).execute({ userId, ids: `{${ids.join(',')}}` });
  return new Set(rows.map((row) => row.productId));
}

/**
 * For a signed-in viewer of a cached product page, in one round trip: whether the product is
 * their own store's (then they see it whole, unapproved pictures included) and a favourite.
 */
export async function selectViewerOfProduct(db: Db, userId: string, productId: string): Promise<{ own: boolean; favorite: boolean }> {
  const [row] = await prepared(db, 'viewer_of_product', () =>
    db
      .select({
        own: sql<boolean>`${sellers.userId} = ${sql.placeholder('userId')}::uuid`,
        favorite: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${sql.placeholder('userId')}::uuid and ${favorites.productId} = ${products.id})`,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(products.id, sql.placeholder('productId')))
      .prepare('viewer_of_product'),
  ).execute({ userId, productId });
  return { own: row?.own === true, favorite: row?.favorite === true };
}

/**
 * Pictures, sub categories and variants with their sizes of a page of products in one statement
 * (each as a JSON array, in display order), and the viewer's favorites beside it: two round trips
 * whatever the page size, one for a visitor.
 */
export async function loadRelations(
  db: Db,
  ids: string[],
  options: { approvedImagesOnly: boolean; viewerId: string | null },
): Promise<Relations> {
  if (ids.length === 0) return relationsOf([]);
  const [rows, favoriteIds] = await concurrentQueries(db, [
    // Called inside the product-update transaction too (without a viewer): one connection, so one query at a time there.
    () => relationsStatement(db, options.approvedImagesOnly).execute({ ids: `{${ids.join(',')}}` }) as Promise<RelationsRow[]>,
    async () => (options.viewerId ? selectFavoriteIds(db, options.viewerId, ids) : new Set<string>()),
  ]);
  return relationsOf(rows, favoriteIds);
}

/** Keeps a product with sizes at the sum of its sizes (call inside the writing transaction). */
export async function syncStockWithSizes(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set stock = sized.total, updated_at = now()
    from (
      select sum(${productVariantSizes.stock})::int as total
      from ${productVariantSizes}
      join ${productVariants} on ${productVariants.id} = ${productVariantSizes.variantId}
      where ${productVariants.productId} = ${productId}
    ) sized
    where ${products.id} = ${productId} and sized.total is not null`);
}
