import type { FollowerReportResponse, FollowingResponse, FollowResponse } from '@pazaryeri/contract/follows/index';
import { followerReportDays } from '@pazaryeri/contract/follows/index';
import { addDays, istanbulDay, listDays } from '@pazaryeri/contract/reports/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findStoreById, findStoreByUserId } from '../sellers';
import { countActiveFollowers, deleteFollow, insertFollow, selectFollowerStats, selectFollowingPage } from './follows.queries';

/** Follows an approved store; following it again changes nothing. A store cannot follow itself. */
export async function followStore(db: Db, userId: string, sellerId: string): Promise<FollowResponse> {
  const store = await findStoreById(db, sellerId);
  if (!store || store.status !== 'approved') throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  if (store.userId === userId) throw new AppError('UNPROCESSABLE', sellerMessages.cannotFollowOwnStore);
  await insertFollow(db, userId, store.id);
  return {
    message: sellerMessages.followed,
    following: store.id,
    isFollowing: true,
    followerStats: { followerCount: await countActiveFollowers(db, store.id) },
  };
}

/** Unfollowing a store one does not follow is not an error; an unknown store is. */
export async function unfollowStore(db: Db, userId: string, sellerId: string): Promise<FollowResponse> {
  const store = await findStoreById(db, sellerId);
  if (!store) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  await deleteFollow(db, userId, store.id);
  return {
    message: sellerMessages.unfollowed,
    following: store.id,
    isFollowing: false,
    followerStats: { followerCount: await countActiveFollowers(db, store.id) },
  };
}

export async function listFollowing(db: Db, userId: string, page: number, limit: number): Promise<FollowingResponse> {
  const { rows, total } = await selectFollowingPage(db, userId, (page - 1) * limit, limit);
  return {
    following: rows.map(({ store, followedAt, followerCount }) => ({
      _id: store.id,
      storeName: store.storeName,
      alias: store.alias,
      storeLogo: store.storeLogo,
      storeLocation: store.storeLocation,
      companyType: store.companyType,
      verifiedSeller: store.verifiedSeller,
      followerCount,
      followedAt: followedAt.toISOString(),
    })),
    page,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
  };
}

/**
 * The follower report of the caller's own store over the last 30 Turkish calendar days. Asking
 * for another store (sellerId) finds no report, as does a seller account without a store.
 */
export async function getFollowerReport(db: Db, userId: string, sellerId?: string): Promise<FollowerReportResponse> {
  const store = await findStoreByUserId(db, userId);
  if (!store || store.status !== 'approved' || (sellerId !== undefined && sellerId !== store.id)) {
    throw new AppError('NOT_FOUND', sellerMessages.followerReportNotFound);
  }
  const endDate = istanbulDay(new Date());
  const startDate = addDays(endDate, -(followerReportDays - 1));
  const stats = await selectFollowerStats(db, store.id, startDate);
  const perDay = new Map(stats.daily.map((row) => [row.day, row.count]));
  const dailyFollowers = listDays(startDate, endDate).map((date) => ({ date, count: perDay.get(date) ?? 0 }));
  return {
    report: [
      {
        seller: { id: store.id, storeName: store.storeName, alias: store.alias },
        activeFollowers: stats.active,
        totalFollowers: stats.total,
        newFollowers: dailyFollowers.reduce((sum, day) => sum + day.count, 0),
        dailyFollowers,
      },
    ],
    startDate,
    endDate,
  };
}
