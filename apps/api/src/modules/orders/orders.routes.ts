import { idParam } from '@pazaryeri/contract';
import {
  createOrderBody,
  myOrdersQuery,
  orderItemIdParams,
  orderItemParams,
  orderListResponse,
  orderResponse,
  orderView,
  type SellerBalanceResponse,
  sellerBalanceResponse,
  sellerOrderListResponse,
  sellerOrderResponse,
  sellerOrdersQuery,
  updateOrderItemBody,
  updateOrderStatusBody,
  uploadDeliveryFields,
} from '@pazaryeri/contract/orders/index';
import { downloadLinkResponse, downloadQuery } from '@pazaryeri/contract/products/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schemas';
import { attachmentHeader } from '../../lib/file-links';
import { digitalFileField, digitalUploadOptions } from '../products';
import { isSpooled } from '../../lib/spooled-upload';
import { placeOrder } from './checkout.flow';
import { resolveOrderAccess } from './orders.access';
import { type OrdersContext, ordersContext } from './orders.context';
import { createItemDownloadLink, openDeliveryDownload, updateStoreLine, uploadDeliveryFile } from './orders.digital';
import { expireStaleCheckouts } from './orders.expiry';
import { listMyOrders, listSellerOrders } from './orders.lists';
import { changeOrderStatus } from './orders.status';
import { loadOrderView } from './orders.view';

const tags = ['orders'];
const expiryIntervalMs = 5 * 60_000;

/** What these routes answer from the payments module, which stands above orders; app.ts hands it in. */
export interface OrdersRoutesOptions {
  /** `GET /orders/seller-balance`: the store's earnings by escrow state (payments' escrow desk). */
  sellerBalance: (ctx: OrdersContext, userId: string) => Promise<SellerBalanceResponse>;
}

/**
 * /api/orders: checkout, the buyer's and the store's views, the lifecycle and digital delivery
 * (README.md has the rules). Every handler resolves who the caller is to the order in the service.
 */
export default async function ordersRoutes(fastify: FastifyInstance, { sellerBalance }: OrdersRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request?: Parameters<typeof ordersContext>[1]) => ordersContext(app, request);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireStaleCheckouts(ctx()).catch((error) => app.log.warn({ err: error }, 'expiring unpaid orders failed'));
    }, expiryIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post('/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Sepetten sipariş: fiyat, kargo ve indirim veritabanından hesaplanır (istemcinin gönderdiği fiyatlar yok sayılır), mağaza başına bölünür, stok tek işlemde ayrılır. ' +
        'Aynı idempotencyKey (ya da Idempotency-Key başlığı) aynı siparişi döner (200). Stok yetersizse 409 (ürün adıyla, "stokta yetersiz").',
      headers: z.looseObject({ 'idempotency-key': z.string().max(128).optional() }),
      body: createOrderBody,
      response: { 201: orderResponse, 200: orderResponse, ...errors(400, 401, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { created, response } = await placeOrder(ctx(request), request.user!, request.body, typeof header === 'string' ? header : undefined);
      return reply.status(created ? 201 : 200).send(response);
    },
  });

  for (const path of ['/myorders', '/myorders/filter', '/myorders/search']) {
    app.get(path, {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        description: 'Alıcının siparişleri: durum (siparişin ya da bir mağaza bölümünün), tarih aralığı, sipariş numarası ya da ürün adıyla arama; sayfa başına 10.',
        querystring: myOrdersQuery,
        response: { 200: orderListResponse, ...errors(400, 401) },
      },
      handler: async (request) => listMyOrders(ctx(request), request.user!.id, request.query),
    });
  }

  for (const path of ['/seller-orders', '/seller-orders/filter', '/seller-orders/search']) {
    app.get(path, {
      onRequest: app.requireSeller,
      schema: {
        tags,
        security: bearer,
        description: 'Mağazanın ödenmiş siparişlerdeki kendi bölümleri, müşterinin teslimat bilgileriyle; sayfa başına 10.',
        querystring: sellerOrdersQuery,
        response: { 200: sellerOrderListResponse, ...errors(400, 401, 403) },
      },
      handler: async (request) => listSellerOrders(ctx(request), request.user!.id, request.query),
    });
  }

  for (const path of ['/seller-offer-orders', '/seller-offer-orders/filter', '/seller-offer-orders/search']) {
    app.get(path, {
      onRequest: app.requireSeller,
      schema: {
        tags,
        security: bearer,
        description: 'Kabul edilen tekliflerden doğan (ödenmiş) siparişler; seller-orders ile aynı biçim ve süzgeçler.',
        querystring: sellerOrdersQuery,
        response: { 200: sellerOrderListResponse, ...errors(400, 401, 403) },
      },
      handler: async (request) => listSellerOrders(ctx(request), request.user!.id, request.query, 'fromOffers'),
    });
  }

  app.get('/seller-balance', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın komisyon sonrası kazancı (TL): bekleyen (teslim ve onay bekliyor), onaylanan, aktarılan, iade edilen.',
      response: { 200: sellerBalanceResponse, ...errors(401, 403) },
    },
    handler: async (request) => sellerBalance(ctx(request), request.user!.id),
  });

  app.post('/upload', {
    ...digitalUploadOptions(app),
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'multipart/form-data: orderId, productId, file (dijital ürün dosya türleri, en fazla 100 MB), isteğe bağlı fileName. Ödenmiş siparişteki dijital kalem için mağazanın kendi teslimat dosyası; kalem teslim edilmiş sayılır.',
      body: uploadDeliveryFields.extend({ file: digitalFileField }),
      response: { 200: sellerOrderResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => {
      const { file, ...fields } = request.body;
      return uploadDeliveryFile(ctx(request), request.user!.id, fields, Buffer.isBuffer(file) || isSpooled(file) ? file : undefined);
    },
  });

  app.put('/update/:orderId/:productId', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağaza, ürünün bulunduğu kendi bölümünün kargo firmasını, takip numarasını ya da notunu düzeltir.',
      params: orderItemParams,
      body: updateOrderItemBody,
      response: { 200: sellerOrderResponse, ...errors(400, 401, 403, 404, 422) },
    },
    handler: async (request) => updateStoreLine(ctx(request), request.user!.id, request.params, request.body),
  });

  app.get('/deliveries/:itemId', {
    schema: {
      tags,
      description: 'download-link ile alınan bağlantı: mağazanın yüklediği teslimat dosyası ek olarak iner.',
      params: z.object({ itemId: z.string().max(64) }),
      querystring: downloadQuery,
      response: { 200: z.any().describe('Dosya'), ...errors(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const file = await openDeliveryDownload(ctx(request), request.params.itemId, request.query.token);
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Content-Disposition', attachmentHeader(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  });

  app.get('/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Sipariş detayı: alıcıya tamamı, mağazaya yalnızca kendi bölümü (ödendikten sonra), yöneticiye tamamı. Başkasına 404.',
      params: idParam,
      response: { 200: orderView, ...errors(401, 404) },
    },
    handler: async (request) => {
      const access = await resolveOrderAccess(app.db, request.user!, request.params.id);
      return loadOrderView(ctx(request), access.orderId, access.audience);
    },
  });

  app.get('/:id/items/:itemId/download-link', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Dijital kalemin dosyası için 10 dakikalık bağlantı: ödeme alındıktan sonra alıcıya, mağazaya ve yöneticilere.',
      params: orderItemIdParams,
      response: { 200: downloadLinkResponse, ...errors(401, 403, 404, 422) },
    },
    handler: async (request) => createItemDownloadLink(ctx(request), request.user!, request.params.id, request.params.itemId),
  });

  app.put('/:id/status', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Durum değişikliği (id: sipariş ya da mağaza bölümü). Mağaza kendi bölümünü: ödendi → hazırlanıyor → kargoya verildi (kargo firması ve takip no) → teslim edildi; ' +
        'alıcı ödeme öncesi/ödendi iken iptal eder ve teslim edileni tamamlar; yönetici ayrıca iptal ve iade eder. İzin verilmeyen geçiş 422.',
      params: idParam,
      body: updateOrderStatusBody,
      response: { 200: orderResponse, ...errors(400, 401, 404, 409, 422) },
    },
    handler: async (request) => changeOrderStatus(ctx(request), request.user!, request.params.id, request.body, request.ip),
  });
}
