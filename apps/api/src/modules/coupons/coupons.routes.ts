import { idParam } from '@pazaryeri/contract';
import {
  activateCouponBody,
  adminCouponsQuery,
  adminCouponsResponse,
  applyCouponBody,
  applyCouponResponse,
  couponListQuery,
  couponMessages,
  couponResponse,
  createCouponBody,
  createUserCouponBody,
  earnCouponBody,
  earnCouponResponse,
  myCouponsResponse,
  publicCoupon,
  sellerCouponsResponse,
} from '@pazaryeri/contract/coupons/index';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import { earnCoupon, listMyCoupons, previewCoupon } from './coupons.buyer';
import { createAdminCoupon, createStoreCoupon, createUserCoupon } from './coupons.create';
import { activateCoupon, getPublicCoupon, listAdminCoupons, listSellerCoupons } from './coupons.manage';

const tags = ['coupons'];

/** /api/coupon…: creating (stores, admins), earning, previewing, lists, activation, public detail (spec §7). */
export default async function couponsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const created = { 201: couponResponse, ...errors(400, 401, 403, 404, 409, 422) };

  /** After requireUser: stores and admins only. */
  const requireSellerOrAdmin: onRequestAsyncHookHandler = async (request) => {
    if (request.user!.role !== 'seller' && !request.user!.isAdmin) throw new AppError('FORBIDDEN', couponMessages.userCreateRole);
  };

  app.post('/create', {
    onRequest: app.requireSeller,
    schema: { tags, security: bearer, description: 'Mağaza kuponu: mağazanın ürünlerinde, her alıcıya.', body: createCouponBody, response: created },
    handler: async (request, reply) => reply.code(201).send(await createStoreCoupon(app.db, request.user!, request.body, 'seller')),
  });

  app.post('/create-for-followers', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Takipçi kuponu: yalnızca mağazanın takipçileri, mağazanın ürünlerinde.',
      body: createCouponBody,
      response: created,
    },
    handler: async (request, reply) => reply.code(201).send(await createStoreCoupon(app.db, request.user!, request.body, 'followers')),
  });

  app.post('/create-admin', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, description: 'Platform kuponu: tüm mağazaların ürünlerinde.', body: createCouponBody, response: created },
    handler: async (request, reply) => reply.code(201).send(await createAdminCoupon(app.db, request.user!, request.body)),
  });

  app.post('/user-create', {
    onRequest: [app.requireUser, requireSellerOrAdmin],
    schema: {
      tags,
      security: bearer,
      description: 'Kişiye özel kupon: yalnızca userId kullanabilir; mağazanınki mağazanın ürünlerinde, yöneticininki tüm ürünlerde.',
      body: createUserCouponBody,
      response: created,
    },
    handler: async (request, reply) => reply.code(201).send(await createUserCoupon(app.db, request.user!, request.body)),
  });

  app.post('/earn-coupon', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, body: earnCouponBody, response: { 200: earnCouponResponse, ...errors(400, 401, 403, 404, 422) } },
    handler: async (request) => earnCoupon(app.db, request.user!, request.body),
  });

  app.post('/apply-coupon', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Sepet için önizleme (kaydetmez). items verilirse indirim veritabanındaki fiyatlarla, kuponun geçerli olduğu satırlar üzerinden hesaplanır.',
      body: applyCouponBody,
      response: { 200: applyCouponResponse, ...errors(400, 401, 404, 422) },
    },
    handler: async (request) => previewCoupon(app.db, request.user!.id, request.body),
  });

  app.get('/my-coupons', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: couponListQuery, response: { 200: myCouponsResponse, ...errors(400, 401) } },
    handler: async (request) => listMyCoupons(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/seller-history', {
    onRequest: app.requireSeller,
    schema: { tags, security: bearer, querystring: couponListQuery, response: { 200: sellerCouponsResponse, ...errors(400, 401, 403) } },
    handler: async (request) => listSellerCoupons(app.db, request.user!, request.query.page, request.query.limit),
  });

  app.put('/activate-coupon', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, body: activateCouponBody, response: { 200: couponResponse, ...errors(400, 401, 403, 404) } },
    handler: async (request) => activateCoupon(app.db, request.body),
  });

  app.get('/all', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, querystring: adminCouponsQuery, response: { 200: adminCouponsResponse, ...errors(400, 401, 403) } },
    handler: async (request) => listAdminCoupons(app.db, request.query),
  });

  app.get('/:id', {
    schema: {
      tags,
      description: 'Kuponun koşulları (id ya da kod ile); kullanım bilgisi içermez.',
      params: idParam,
      response: { 200: publicCoupon, ...errors(404) },
    },
    handler: async (request) => getPublicCoupon(app.db, request.params.id, await app.authenticate(request)),
  });
}
