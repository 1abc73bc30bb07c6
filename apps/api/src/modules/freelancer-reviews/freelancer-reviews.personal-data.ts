import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { freelancerReviews, sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';

/**
 * Reviews the person wrote of stores' freelance work, whole; and, for a store owner, the ratings
 * their store received and its standing: the reviewer and their comment are the reviewer's data.
 */
export const freelancerReviewsPersonalData: PersonalDataSource = {
  folder: 'serbest-calisan-degerlendirmeleri',
  title: 'Serbest çalışan değerlendirmeleri',
  async collect(db, person) {
    const [written, store] = await Promise.all([
      db
        .select({
          id: freelancerReviews.id,
          storeName: sellers.storeName,
          orderId: freelancerReviews.orderId,
          rating: freelancerReviews.rating,
          comment: freelancerReviews.comment,
          createdAt: freelancerReviews.createdAt,
        })
        .from(freelancerReviews)
        .innerJoin(sellers, eq(sellers.id, freelancerReviews.sellerId))
        .where(eq(freelancerReviews.buyerId, person.id))
        .orderBy(asc(freelancerReviews.createdAt)),
      findStoreByUserId(db, person.id),
    ]);
    const [received, [standing]] = store
      ? await Promise.all([
          db
            .select({ id: freelancerReviews.id, orderId: freelancerReviews.orderId, rating: freelancerReviews.rating, createdAt: freelancerReviews.createdAt })
            .from(freelancerReviews)
            .where(eq(freelancerReviews.sellerId, store.id))
            .orderBy(asc(freelancerReviews.createdAt)),
          db
            .select({ reviewCount: sellerFreelanceRatings.reviewCount, ratingSum: sellerFreelanceRatings.ratingSum })
            .from(sellerFreelanceRatings)
            .where(eq(sellerFreelanceRatings.sellerId, store.id)),
        ])
      : [[], []];
    return { data: { reviewsWritten: written, storeReviewsReceived: received, storeRating: standing ?? null }, files: [] };
  },
};
