import { type CouponUsageQuery, type CouponUsagesResponse } from '@pazaryeri/contract/coupons/index';
import { messages } from '@pazaryeri/contract';
import { kurusToTl } from '@pazaryeri/contract/products/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { Actor } from './coupons.create';
import { selectUsagePage } from './coupons.queries';
import { discountValueOf, pageCount } from './coupons.view';

/**
 * `GET /userCouponUsage/all`: the caller's coupon uses, newest first. An admin sees everyone's,
 * or one user's with `userId`; anyone else naming another user is refused.
 */
export async function listCouponUsages(db: Db, actor: Actor, query: CouponUsageQuery): Promise<CouponUsagesResponse> {
  if (query.userId && query.userId !== actor.id && !actor.isAdmin) throw new AppError('FORBIDDEN', messages.forbidden);
  const userId = actor.isAdmin ? query.userId : actor.id;
  const { page, limit } = query;
  if (userId && !isId(userId)) return { usages: [], page, limit, total: 0, totalPages: 0 };
  const { rows, total } = await selectUsagePage(db, userId, (page - 1) * limit, limit);
  return {
    usages: rows.map(({ usage, coupon }) => ({
      _id: usage.id,
      userId: usage.userId,
      orderId: usage.orderId,
      discount: kurusToTl(usage.discount),
      status: usage.releasedAt ? 'released' : 'used',
      usedAt: usage.createdAt.toISOString(),
      releasedAt: usage.releasedAt?.toISOString() ?? null,
      coupon: { _id: coupon.id, code: coupon.code, kind: coupon.kind, discountType: coupon.discountType, discountValue: discountValueOf(coupon) },
    })),
    page,
    limit,
    total,
    totalPages: pageCount(total, limit),
  };
}
