import { z } from 'zod';
import { companyType } from '../sellers';

export const followBody = z.object({
  following: z
    .string({ error: 'Takip edilecek mağaza gerekli.' })
    .trim()
    .min(1, { error: 'Takip edilecek mağaza gerekli.' })
    .max(64, { error: 'Geçersiz mağaza.' }),
});
export type FollowBody = z.infer<typeof followBody>;

/** Spec §3 "follow (following, followerStats)". */
export const followResponse = z.object({
  message: z.string(),
  following: z.string(),
  isFollowing: z.boolean(),
  followerStats: z.object({ followerCount: z.number().int() }),
});
export type FollowResponse = z.infer<typeof followResponse>;

export const followedStore = z.object({
  _id: z.string(),
  storeName: z.string(),
  alias: z.string(),
  storeLogo: z.string().nullable(),
  storeLocation: z.string().nullable(),
  companyType,
  verifiedSeller: z.boolean(),
  followerCount: z.number().int(),
  followedAt: z.string(),
});
export type FollowedStore = z.infer<typeof followedStore>;

export const followingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const followingResponse = z.object({
  following: z.array(followedStore),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type FollowingResponse = z.infer<typeof followingResponse>;

export const followerReportDays = 30;

export const followerReportQuery = z.object({
  sellerId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().max(64).optional(),
  ),
});

/**
 * Spec §3 "Follower report": entries with seller.id and activeFollowers. Active followers are
 * accounts that are neither deleted nor suspended; dailyFollowers counts, for each of the last
 * 30 Turkish calendar days, the current followers who started following on that day.
 */
export const followerReportEntry = z.object({
  seller: z.object({ id: z.string(), storeName: z.string(), alias: z.string() }),
  activeFollowers: z.number().int(),
  totalFollowers: z.number().int(),
  newFollowers: z.number().int(),
  dailyFollowers: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type FollowerReportEntry = z.infer<typeof followerReportEntry>;

export const followerReportResponse = z.object({
  report: z.array(followerReportEntry),
  startDate: z.string(),
  endDate: z.string(),
});
export type FollowerReportResponse = z.infer<typeof followerReportResponse>;
