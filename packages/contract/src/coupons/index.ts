import { z } from 'zod';
import { pageQuery } from '../common';
import { blankToUndefined, money, wholeNumber } from '../products/fields';
import { isCalendarDay } from '../reports';
import { couponMessages } from './messages';

export { couponMessages, formatCouponDate, formatKurus } from './messages';

/**
 * Coupons (spec §3, §7). Money is TL with two decimals here and kuruş in the database; a
 * percent discount travels as the percent (12.5 = %12,5).
 */
export const couponLimits = {
  codeMin: 4,
  codeMax: 32,
  descriptionMax: 300,
  maxUsageLimit: 1_000_000,
  maxPerUserLimit: 100,
  listLimit: 20,
  maxLimit: 100,
  maxPreviewItems: 100,
  maxPreviewQuantity: 100_000,
} as const;

/**
 * Who a coupon is for: a store's buyers (`seller`), the store's followers (`followers`), everyone
 * (`admin`: a platform coupon), or one named user (`user`, from a store or from the platform).
 */
export const couponKinds = ['seller', 'followers', 'admin', 'user'] as const;
export type CouponKind = (typeof couponKinds)[number];
export const discountTypes = ['percent', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];

/**
 * What a buyer is told about a coupon now: `scheduled` (not started), `expired`, `exhausted`
 * (overall limit reached), `inactive` (switched off or replaced), `active`. "My coupons" adds
 * `used` (the buyer's own uses are spent).
 */
export const couponStatuses = ['active', 'scheduled', 'expired', 'exhausted', 'inactive', 'used'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

const turkishToAscii: Record<string, string> = { ç: 'C', Ç: 'C', ğ: 'G', Ğ: 'G', ı: 'I', İ: 'I', ö: 'O', Ö: 'O', ş: 'S', Ş: 'S', ü: 'U', Ü: 'U' };

/**
 * Codes are A–Z, 0–9 and '-', stored upper-case. What people type is folded first, so
 * 'hoşgeldin10', 'HOŞGELDİN10' and 'HOSGELDIN10' are the same code.
 */
export function normalizeCouponCode(input: string): string {
  return input.trim().replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => turkishToAscii[letter]).toUpperCase();
}

export const couponCode = z
  .string({ error: couponMessages.codeRequired })
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .min(1, { error: couponMessages.codeRequired, abort: true })
      .min(couponLimits.codeMin, { error: couponMessages.codeLength, abort: true })
      .max(couponLimits.codeMax, { error: couponMessages.codeLength, abort: true })
      .regex(/^[A-Z0-9-]+$/, { error: couponMessages.codeChars }),
  );

const instantPattern = z.iso.datetime({ offset: true });
const localMinutePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const ISTANBUL = '+03:00';
const DAY_MS = 86_400_000;

/**
 * A day (YYYY-MM-DD), a local time from a date-time field (YYYY-MM-DDTHH:mm), both Istanbul
 * time, or an ISO instant with a zone. A start day starts at its first moment; an end day lasts
 * through its last.
 */
function couponDate(edge: 'start' | 'end') {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: couponMessages.dateInvalid })
      .trim()
      .refine((value) => isCalendarDay(value) || localMinutePattern.test(value) || instantPattern.safeParse(value).success, {
        error: couponMessages.dateInvalid,
      })
      .transform((value) => {
        if (isCalendarDay(value)) {
          const midnight = new Date(`${value}T00:00:00${ISTANBUL}`).getTime();
          return new Date(edge === 'start' ? midnight : midnight + DAY_MS - 1);
        }
        return new Date(localMinutePattern.test(value) ? `${value}${ISTANBUL}` : value);
      })
      .optional(),
  );
}

const description = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(couponLimits.descriptionMax, { error: `Açıklama en fazla ${couponLimits.descriptionMax} karakter olabilir.` })
    .optional(),
);

/**
 * The terms every coupon has. `discountValue` is the percent for `percent` (0,01–100) and TL for
 * `fixed`; `maxDiscount` caps a percent discount (TL); `minCartTotal` is the least the lines the
 * coupon applies to must come to; `usageLimit` (none: unlimited) counts every buyer's uses,
 * `perUserLimit` each buyer's. Without `startsAt` the coupon starts now; without `endsAt` it
 * never ends.
 */
const couponTerms = {
  code: couponCode,
  description,
  discountType: z.enum(discountTypes, { error: couponMessages.discountTypeInvalid }),
  discountValue: money('İndirim değeri', { min: 0.01 }),
  maxDiscount: money('En yüksek indirim tutarı', { min: 0.01, optional: true }),
  minCartTotal: money('Alt sepet tutarı', { fallback: 0 }),
  usageLimit: wholeNumber('Toplam kullanım limiti', 1, couponLimits.maxUsageLimit, { optional: true }),
  perUserLimit: wholeNumber('Kişi başı kullanım limiti', 1, couponLimits.maxPerUserLimit, { fallback: 1 }),
  startsAt: couponDate('start'),
  endsAt: couponDate('end'),
};

type Terms = { discountType: DiscountType; discountValue: number; maxDiscount?: number; startsAt?: Date; endsAt?: Date };

/**
 * Runs even when a field failed a check that lets parsing go on (a date that is not a date keeps
 * its text): every value is looked at only once it has the type it should have.
 */
function checkTerms(body: Terms, ctx: z.RefinementCtx) {
  const startsAt = body.startsAt instanceof Date ? body.startsAt : undefined;
  const endsAt = body.endsAt instanceof Date ? body.endsAt : undefined;
  if (body.discountType === 'percent' && typeof body.discountValue === 'number' && body.discountValue > 100) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: couponMessages.percentTooHigh });
  }
  if (body.discountType === 'fixed' && body.maxDiscount !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: couponMessages.maxDiscountOnlyPercent });
  }
  if (endsAt && startsAt && endsAt <= startsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: couponMessages.endBeforeStart });
  } else if (endsAt && endsAt.getTime() <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: couponMessages.endInPast });
  }
}

export const couponTermsBody = z.object(couponTerms).superRefine(checkTerms);
export type CouponTermsBody = z.infer<typeof couponTermsBody>;

/** `create`, `create-for-followers`, `create-admin`: the terms; the store (or the platform) comes from the token. */
export const createCouponBody = couponTermsBody;
export type CreateCouponBody = CouponTermsBody;

const userId = z
  .string({ error: couponMessages.userRequired })
  .trim()
  .min(1, { error: couponMessages.userRequired })
  .max(64, { error: couponMessages.ownerNotFound });

/** `user-create`: a coupon only `userId` may use (a store's: on its items; the platform's: on everything). */
export const createUserCouponBody = z.object({ ...couponTerms, userId }).superRefine(checkTerms);
export type CreateUserCouponBody = z.infer<typeof createUserCouponBody>;

/** `earn-coupon`: `userId` defaults to the caller; only an admin may name someone else. */
export const earnCouponBody = z.object({
  userId: z.preprocess(blankToUndefined, userId.optional()),
  code: couponCode,
});
export type EarnCouponBody = z.infer<typeof earnCouponBody>;

export const couponPreviewItem = z.object({
  productId: z.string({ error: 'Ürün gerekli.' }).trim().min(1, { error: 'Ürün gerekli.' }).max(64),
  variantId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  quantity: wholeNumber('Adet', 1, couponLimits.maxPreviewQuantity),
});

/**
 * `apply-coupon`: a preview for the cart. `totalAmount` is what the cart shows (TL). With
 * `items` the discount is computed from the database's prices, on the lines the coupon covers
 * (a store coupon: that store's); without them the whole `totalAmount` counts as covered.
 */
export const applyCouponBody = z.object({
  couponCode,
  totalAmount: money('Sepet tutarı', { min: 0.01 }),
  items: z.array(couponPreviewItem).max(couponLimits.maxPreviewItems, { error: 'Sepette en fazla 100 kalem olabilir.' }).optional(),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBody>;

/** `activate-coupon` (admin): activates `id` (or the newest coupon holding `code`); `isActive: false` switches the code off. */
export const activateCouponBody = z.object({
  code: couponCode,
  id: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  isActive: z.boolean({ error: 'isActive true ya da false olmalı.' }).default(true),
});
export type ActivateCouponBody = z.infer<typeof activateCouponBody>;

const blankToAll = <T extends string>(value: T | '' | undefined) => (value ? value : undefined);

export const adminCouponsQuery = pageQuery(couponLimits.listLimit, couponLimits.maxLimit).extend({
  kind: z.enum(['', ...couponKinds], { error: 'Geçerli bir kupon türü seçin.' }).optional().transform(blankToAll),
  isActive: z.enum(['', 'true', 'false'], { error: "isActive 'true' ya da 'false' olmalı." }).optional().transform(blankToAll),
  search: z.preprocess(blankToUndefined, z.string().trim().max(couponLimits.codeMax).optional()),
  sellerId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});
export type AdminCouponsQuery = z.infer<typeof adminCouponsQuery>;

export const couponListQuery = pageQuery(couponLimits.listLimit, couponLimits.maxLimit);
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const couponUsageQuery = pageQuery(couponLimits.listLimit, couponLimits.maxLimit).extend({
  userId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});
export type CouponUsageQuery = z.infer<typeof couponUsageQuery>;

// ---- Responses ----

export const couponStore = z.object({ _id: z.string(), storeName: z.string(), alias: z.string() });

/** What anyone may read about a coupon (`GET /coupon/{id}`): its terms, never its usage. */
export const publicCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  description: z.string().nullable(),
  discountType: z.enum(discountTypes),
  /** The percent, or TL. */
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  minCartTotal: z.number(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(couponStatuses),
  /** The store whose items it covers; null for platform coupons. */
  seller: couponStore.nullable(),
});
export type PublicCoupon = z.infer<typeof publicCoupon>;

/** A coupon as its creator (the store) and admins see it. */
export const coupon = publicCoupon.extend({
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  usedCount: z.number().int(),
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponResponse = z.object({ message: z.string(), coupon });
export type CouponResponse = z.infer<typeof couponResponse>;

/** A coupon in "my coupons": the terms and how many of the holder's own uses are left. */
export const myCoupon = publicCoupon.extend({
  earnedAt: z.string(),
  timesUsed: z.number().int(),
  remainingUses: z.number().int(),
  usable: z.boolean(),
});
export type MyCoupon = z.infer<typeof myCoupon>;

export const earnCouponResponse = z.object({ message: z.string(), coupon: myCoupon });
export type EarnCouponResponse = z.infer<typeof earnCouponResponse>;

const listPage = { page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() };

export const myCouponsResponse = z.object({ coupons: z.array(myCoupon), ...listPage });
export type MyCouponsResponse = z.infer<typeof myCouponsResponse>;

/** A store's coupon with what it gave: uses counted (given-back ones excluded) and their discounts. */
export const sellerCoupon = coupon.extend({ totalDiscount: z.number() });
export const sellerCouponsResponse = z.object({ coupons: z.array(sellerCoupon), ...listPage });
export type SellerCouponsResponse = z.infer<typeof sellerCouponsResponse>;

export const adminCouponsResponse = z.object({ coupons: z.array(coupon), ...listPage });
export type AdminCouponsResponse = z.infer<typeof adminCouponsResponse>;

/** Spec §3: code, discount, newTotal (TL). `seller` says which store's items the coupon covers. */
export const applyCouponResponse = z.object({
  message: z.string(),
  code: z.string(),
  discount: z.number(),
  newTotal: z.number(),
  seller: couponStore.nullable(),
});
export type ApplyCouponResponse = z.infer<typeof applyCouponResponse>;

/** A coupon used on an order; `released` when the order was cancelled and the use given back. */
export const couponUsage = z.object({
  _id: z.string(),
  userId: z.string(),
  orderId: z.string().nullable(),
  discount: z.number(),
  status: z.enum(['used', 'released']),
  usedAt: z.string(),
  releasedAt: z.string().nullable(),
  coupon: z.object({ _id: z.string(), code: z.string(), kind: z.enum(couponKinds), discountType: z.enum(discountTypes), discountValue: z.number() }),
});
export type CouponUsage = z.infer<typeof couponUsage>;

export const couponUsagesResponse = z.object({ usages: z.array(couponUsage), ...listPage });
export type CouponUsagesResponse = z.infer<typeof couponUsagesResponse>;
