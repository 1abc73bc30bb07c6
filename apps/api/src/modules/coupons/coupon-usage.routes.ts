import { couponUsageQuery, couponUsagesResponse } from '@pazaryeri/contract/coupons/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { listCouponUsages } from './coupon-usages';

const tags = ['coupons'];

/** /api/userCouponUsage: coupon uses per user (spec §3 "Coupon usage records are per user"). */
export default async function couponUsageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/all', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Kendi kupon kullanımlarınız; yönetici herkesinkini ya da userId ile bir kullanıcınınkini görür.',
      querystring: couponUsageQuery,
      response: { 200: couponUsagesResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listCouponUsages(app.db, request.user!, request.query),
  });
}
