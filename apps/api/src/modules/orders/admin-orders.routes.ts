import {
  adminOrdersQuery,
  adminOrdersSearchQuery,
  orderListResponse,
  orderResponse,
  productOrdersQuery,
  updateOrderStatusBody,
} from '@pazaryeri/contract/orders/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schemas';
import { ordersContext } from './orders.context';
import { listAllOrders, listProductOrders } from './orders.lists';
import { changeOrderStatus } from './orders.status';

const tags = ['admin'];
const list = { 200: orderListResponse, ...errors(400, 401, 403) };
const filters =
  'Süzgeçler birlikte uygulanır: keyword (sipariş numarası, alıcı adı ya da e-postası, ürün ya da mağaza adı), status, startDate–endDate, sellerId, buyerId, productId.';

/** /api/admin/orders…: every order with its buyer, searches, filters and status changes. Admin-only. */
export default async function adminOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/orders/all-orders', {
    schema: { tags, security: bearer, description: filters, querystring: adminOrdersQuery, response: list },
    handler: async (request) => listAllOrders(ordersContext(app, request), request.query),
  });

  for (const path of ['/orders/search', '/orders/filtre']) {
    app.get(path, {
      schema: { tags, security: bearer, description: filters, querystring: adminOrdersSearchQuery, response: list },
      handler: async (request) => listAllOrders(ordersContext(app, request), request.query),
    });
  }

  app.get('/product-order', {
    schema: { tags, security: bearer, description: 'Bir ürünü içeren siparişler.', querystring: productOrdersQuery, response: list },
    handler: async (request) => listProductOrders(ordersContext(app, request), request.query),
  });

  app.put('/orders/:orderId/status', {
    schema: {
      tags,
      security: bearer,
      description: 'Yönetici durum değişikliği. sellerOrderId verilmezse siparişin (henüz o durumda olmayan) bütün mağaza bölümleri değişir; izin verilmeyen geçiş 422.',
      params: z.object({ orderId: z.string().max(64) }),
      body: updateOrderStatusBody,
      response: { 200: orderResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => changeOrderStatus(ordersContext(app, request), request.user!, request.params.orderId, request.body, request.ip),
  });
}
