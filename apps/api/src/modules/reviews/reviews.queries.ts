import type { ReviewSort } from '@pazaryeri/contract/reviews/index';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { reviewLikes, type ReviewRow, reviews } from '../../db/schema/reviews';

const productImage = sql<string | null>`(
  select ${productImages.listUrl} from ${productImages}
  where ${productImages.productId} = ${products.id} and ${productImages.status} = 'approved'
  order by ${productImages.position}, ${productImages.createdAt} limit 1)`;

/** Whether the viewer liked the review in the row (false for a visitor). */
const likedBy = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${reviewLikes} where ${reviewLikes.reviewId} = ${reviews.id} and ${reviewLikes.userId} = ${viewerId})`
    : sql<boolean>`false`;

const columns = (viewerId: string | null) => ({
  review: reviews,
  product: { id: products.id, name: products.name, slug: products.slug, image: productImage },
  authorName: users.name,
  authorEmail: users.email,
  storeName: sellers.storeName,
  likedByMe: likedBy(viewerId),
});

export type ReviewJoinedRow = {
  review: ReviewRow;
  product: { id: string; name: string; slug: string; image: string | null };
  authorName: string;
  authorEmail: string;
  storeName: string;
  likedByMe: boolean;
};

function joined(db: Db, viewerId: string | null) {
  return db
    .select(columns(viewerId))
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(sellers, eq(sellers.id, reviews.sellerId));
}

export async function selectReview(db: Db, id: string, viewerId: string | null): Promise<ReviewJoinedRow | null> {
  const [row] = await joined(db, viewerId).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

async function page(db: Db, where: SQL | undefined, orderBy: SQL[], viewerId: string | null, offset: number, limit: number) {
  const [rows, [{ value }]] = await Promise.all([
    joined(db, viewerId).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return { rows: rows as ReviewJoinedRow[], total: value };
}

const newest = [desc(reviews.createdAt), desc(reviews.id)];
const sortOrders: Record<ReviewSort, SQL[]> = {
  newest,
  'most-liked': [desc(reviews.likesCount), ...newest],
  highest: [desc(reviews.rating), ...newest],
  lowest: [asc(reviews.rating), ...newest],
};

export interface ProductReviewFilter {
  sort: ReviewSort;
  withPhotos: boolean;
  rating?: number;
}

/** The product page's published reviews, sorted and filtered as asked. */
export function selectProductReviews(db: Db, productId: string, filter: ProductReviewFilter, viewerId: string | null, offset: number, limit: number) {
  const where = and(
    eq(reviews.productId, productId),
    eq(reviews.status, 'published'),
    filter.withPhotos ? gt(reviews.photoCount, 0) : undefined,
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
  );
  return page(db, where, sortOrders[filter.sort], viewerId, offset, limit);
}

export async function countProductPhotoReviews(db: Db, productId: string): Promise<number> {
  const [{ value }] = await db
    .select({ value: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published'), gt(reviews.photoCount, 0)));
  return value;
}

export function selectUserReviews(db: Db, userId: string, offset: number, limit: number) {
  return page(db, eq(reviews.userId, userId), newest, userId, offset, limit);
}

export type StoreReviewFilter = 'all' | 'replied' | 'unreplied';

/** A store's published reviews, newest first, by reply state. */
export function selectStoreReviews(db: Db, sellerId: string, filter: StoreReviewFilter, offset: number, limit: number) {
  const where = and(
    eq(reviews.sellerId, sellerId),
    eq(reviews.status, 'published'),
    filter === 'replied' ? isNotNull(reviews.reply) : filter === 'unreplied' ? isNull(reviews.reply) : undefined,
  );
  return page(db, where, newest, null, offset, limit);
}

export async function countStoreReviews(db: Db, sellerId: string) {
  const [row] = await db
    .select({ all: count(), replied: count(reviews.reply) })
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), eq(reviews.status, 'published')));
  return { all: row.all, replied: row.replied, unreplied: row.all - row.replied };
}

export function selectReviewsByStatus(db: Db, status: ReviewRow['status'], offset: number, limit: number) {
  return page(db, eq(reviews.status, status), newest, null, offset, limit);
}

/** Which of these order lines already carry a review. */
export async function selectReviewedLines(db: Db, orderItemIds: string[]): Promise<Set<string>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db.select({ id: reviews.orderItemId }).from(reviews).where(inArray(reviews.orderItemId, orderItemIds));
  return new Set(rows.map((row) => row.id));
}

/** The product's published reviews counted per star: the rating the product row keeps. */
export async function countProductStars(db: Db, productId: string) {
  const rows = await db
    .select({ rating: reviews.rating, value: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  const stars = [0, 0, 0, 0, 0];
  for (const row of rows) stars[row.rating - 1] = row.value;
  const total = stars.reduce((sum, value) => sum + value, 0);
  const average = total ? Math.round((stars.reduce((sum, value, index) => sum + value * (index + 1), 0) / total) * 100) / 100 : 0;
  return { average, count: total, stars };
}
