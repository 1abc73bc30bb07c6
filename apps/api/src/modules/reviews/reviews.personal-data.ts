import { asc, eq } from 'drizzle-orm';
import { extensionOf, type PersonalDataSource, type PersonalFile } from '../../lib/personal-data';
import { products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { findStoreByUserId } from '../sellers';
import { reviewLikes, reviews } from '../../db/schema/reviews';


/**
 * The person's reviews with their photos (the large size: the card is cut from it) and the
 * store's reply to each, the reviews they liked, and for a store owner the replies their store
 * wrote: each with the product and rating, not the reviewer or what they wrote.
 */
export const reviewsPersonalData: PersonalDataSource = {
  folder: 'yorumlar',
  title: 'Ürün yorumları ve beğeniler',
  async collect(db, person) {
    const [written, liked, store] = await Promise.all([
      db
        .select({
          id: reviews.id,
          productId: reviews.productId,
          productName: products.name,
          storeName: sellers.storeName,
          orderId: reviews.orderId,
          orderItemId: reviews.orderItemId,
          rating: reviews.rating,
          comment: reviews.comment,
          photos: reviews.photos,
          status: reviews.status,
          moderationReason: reviews.moderationReason,
          likesCount: reviews.likesCount,
          storeReply: reviews.reply,
          repliedAt: reviews.repliedAt,
          replyUpdatedAt: reviews.replyUpdatedAt,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(sellers, eq(sellers.id, reviews.sellerId))
        .where(eq(reviews.userId, person.id))
        .orderBy(asc(reviews.createdAt), asc(reviews.id)),
      db
        .select({ reviewId: reviewLikes.reviewId, productId: reviews.productId, productName: products.name, likedAt: reviewLikes.createdAt })
        .from(reviewLikes)
        .innerJoin(reviews, eq(reviews.id, reviewLikes.reviewId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviewLikes.userId, person.id))
        .orderBy(asc(reviewLikes.createdAt), asc(reviewLikes.reviewId)),
      findStoreByUserId(db, person.id),
    ]);
    const storeReviews = store
      ? await db
          .select({
            reviewId: reviews.id,
            productId: reviews.productId,
            productName: products.name,
            rating: reviews.rating,
            status: reviews.status,
            reviewedAt: reviews.createdAt,
            reply: reviews.reply,
            repliedAt: reviews.repliedAt,
            replyUpdatedAt: reviews.replyUpdatedAt,
          })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(eq(reviews.sellerId, store.id))
          .orderBy(asc(reviews.createdAt), asc(reviews.id))
      : [];
    const files: PersonalFile[] = written.flatMap((review) =>
      review.photos.map((photo, index) => ({ name: `yorum-${review.id}-${index + 1}${extensionOf(photo.detailUrl)}`, from: 'public' as const, url: photo.detailUrl })),
    );
    return {
      data: {
        reviews: written.map(({ photos, ...review }) => ({ ...review, photos: photos.map((photo) => photo.detailUrl) })),
        likedReviews: liked,
        storeReviews,
      },
      files,
    };
  },
};
