import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { auth, injectJson, uniqueEmail } from '../../test/requests';
import { orders } from '../../db/schema/orders';
import { issueToken } from '../users';
import { users } from '../../db/schema/users';

let counter = 0;

/** A code no other test uses. */
export const uniqueCode = (prefix = 'KUPON') => `${prefix}-${(counter += 1)}-${randomUUID().slice(0, 6).toUpperCase()}`;

/** A 10 % coupon from now on, with no minimum; overrides win. */
export const couponBody = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  discountType: 'percent',
  discountValue: 10,
  ...overrides,
});

export type CouponRoute = 'create' | 'create-for-followers' | 'create-admin' | 'user-create';

export const postCoupon = (app: FastifyInstance, token: string | null, route: CouponRoute, body: Record<string, unknown>) =>
  injectJson(app, { method: 'POST', url: `/api/coupon/${route}`, headers: token ? auth(token) : {}, body });

/** Creates a coupon through the API; throws unless created. Returns the coupon of the answer. */
export async function createCoupon(app: FastifyInstance, token: string, route: CouponRoute, overrides: Record<string, unknown> = {}) {
  const { status, body } = await postCoupon(app, token, route, couponBody(overrides));
  if (status !== 201) throw new Error(`coupon not created: ${status} ${JSON.stringify(body)}`);
  return body.coupon as { _id: string; code: string; usedCount: number };
}

/** Many buyers at once, straight into the database (no password hashing), each with a token. */
export async function createBuyers(app: FastifyInstance, howMany: number) {
  const rows = await app.db
    .insert(users)
    .values(Array.from({ length: howMany }, () => ({ name: 'Toplu Alıcı', email: uniqueEmail('alici') })))
    .returning();
  return Promise.all(rows.map(async (user) => ({ user, token: await issueToken(app, user) })));
}

/** A bare order row for the buyer: what a coupon use points at. */
export async function createOrderRow(app: FastifyInstance, buyerId: string, total = 100_000) {
  const [row] = await app.db
    .insert(orders)
    .values({ orderNumber: `T-${randomUUID()}`, buyerId, itemsTotal: total, total })
    .returning({ id: orders.id });
  return row.id;
}

export const applyCoupon = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  injectJson(app, { method: 'POST', url: '/api/coupon/apply-coupon', headers: auth(token), body });
