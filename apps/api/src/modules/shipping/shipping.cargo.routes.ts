import { idParam, messageResponse } from '@pazaryeri/contract';
import {
  acceptOfferBody,
  calculatedPrice,
  financialReport,
  labelFileQuery,
  labelResponse,
  priceCalculationBody,
  providerAccount,
  providerAccountBody,
  providerAccountPatch,
  providerAccountResponse,
  providerCodeParam,
  providerService,
  providerServicesQuery,
  putShipmentStatusBody,
  reportQuery,
  sellerShipmentsQuery,
  shipmentAnalytics,
  shipmentItemsResponse,
  shipmentListResponse,
  shipmentResponse,
  shipmentsQuery,
  shipmentStatusResponse,
  shippingProvider,
  shippingTransaction,
  transactionListResponse,
  transactionResponse,
  transactionsQuery,
  userBalance,
  webhook,
  webhookAck,
  webhookBody,
  webhookEventBody,
  webhookListResponse,
  webhookQuery,
} from '@pazaryeri/contract/shipping/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schemas';
import { shippingContext } from './shipping.context';
import {
  createProviderAccount,
  deleteProviderAccount,
  getProvider,
  getProviderAccount,
  getProviderService,
  listProviderAccounts,
  listProviders,
  listProviderServices,
  updateProviderAccount,
} from './shipping.providers';
import {
  financialReport as buildFinancialReport,
  getTransaction,
  labelLink,
  listSellerShipments,
  listTransactions,
  markLabelPrinted,
  openLabel,
  searchAllShipments,
  searchShipments,
  shipmentAnalytics as buildAnalytics,
  shipmentItems,
  shipmentStatus,
  userBalance as loadBalance,
} from './shipping.queries';
import { acceptOffer, calculatePrice, cancelShipment, createReturn, createShipment } from './shipping.service';
import { receiveWebhook } from './shipping.tracking';
import { deleteWebhook, listWebhooks, registerWebhook } from './shipping.webhooks';

const tags = ['shipping'];

/** /api/shipping: the cargo aggregator's calls (spec §7 Shipping) beside the address look-ups of modules/addresses. */
export default async function shippingCargoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request?: Parameters<typeof shippingContext>[1]) => shippingContext(fastify, request);
  const seller = { onRequest: app.requireSeller };

  // ---- Reports ----
  app.get('/reports/shipments', {
    ...seller,
    schema: { tags, security: bearer, description: 'Aylık, kargo firmasına ve ile göre gönderiler.', querystring: reportQuery, response: { 200: shipmentAnalytics, ...errors(400, 401, 403) } },
    handler: async (request) => buildAnalytics(ctx(request), request.user!.id, request.query),
  });
  app.get('/reports', {
    ...seller,
    schema: { tags, security: bearer, description: 'Alıcının ödediği kargo ile etiket maliyeti.', querystring: reportQuery, response: { 200: financialReport, ...errors(400, 401, 403) } },
    handler: async (request) => buildFinancialReport(ctx(request), request.user!.id, request.query),
  });

  app.get('/admin/shipments', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, description: 'Tüm mağazaların gönderileri (yalnızca okuma).', querystring: shipmentsQuery, response: { 200: shipmentListResponse, ...errors(400, 401, 403) } },
    handler: async (request) => searchAllShipments(ctx(request), request.query),
  });

  // ---- Webhooks (admin) and the receiver ----
  app.post('/webhooks', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, body: webhookBody, response: { 201: webhook, ...errors(400, 401, 403, 422, 503) } },
    handler: async (request, reply) => reply.code(201).send(await registerWebhook(ctx(request), request.user!.id, request.body.url)),
  });
  app.get('/webhooks', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, response: { 200: webhookListResponse, ...errors(401, 403) } },
    handler: async (request) => listWebhooks(ctx(request)),
  });
  app.delete('/webhooks/:id', {
    onRequest: app.requireAdmin,
    schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
    handler: async (request) => deleteWebhook(ctx(request), request.params.id),
  });
  app.post('/webhook/receive', {
    schema: {
      tags,
      description: 'Kargo toplayıcısının bildirimi: kayıtlı anahtar (secret sorgusu veya x-webhook-secret başlığı) gerekir; olay bir kez işlenir.',
      querystring: webhookQuery,
      headers: z.object({ 'x-webhook-secret': z.string().max(200).optional() }).passthrough(),
      body: webhookEventBody,
      response: { 200: webhookAck, ...errors(400, 403) },
    },
    onResponse: async (request) => {
      if (request.routeOptions.url && (request.raw as { shippingEvent?: boolean }).shippingEvent) {
        fastify.processShippingEventsSoon();
      }
    },
    handler: async (request) => {
      const secret = request.query.secret ?? request.headers['x-webhook-secret'];
      const answer = await receiveWebhook(fastify.db, typeof secret === 'string' ? secret : undefined, request.body as never);
      if (answer.received) (request.raw as { shippingEvent?: boolean }).shippingEvent = true;
      return answer;
    },
  });

  // ---- Providers and services ----
  app.get('/providers', {
    schema: { tags, response: { 200: z.array(shippingProvider), ...errors(503) } },
    handler: async (request) => listProviders(ctx(request)),
  });
  app.get('/providers/:code', {
    schema: { tags, params: providerCodeParam, response: { 200: shippingProvider, ...errors(404, 503) } },
    handler: async (request) => getProvider(ctx(request), request.params.code),
  });
  app.get('/providerservices', {
    schema: { tags, querystring: providerServicesQuery, response: { 200: z.array(providerService), ...errors(400, 503) } },
    handler: async (request) => listProviderServices(ctx(request), request.query.providerCode),
  });
  app.get('/providerservices/:code', {
    schema: { tags, params: providerCodeParam, response: { 200: providerService, ...errors(404, 503) } },
    handler: async (request) => getProviderService(ctx(request), request.params.code),
  });

  // ---- Provider accounts (the store's own carrier contracts) ----
  app.get('/provideraccounts', {
    ...seller,
    schema: { tags, security: bearer, response: { 200: z.array(providerAccount), ...errors(401, 403) } },
    handler: async (request) => listProviderAccounts(ctx(request), request.user!.id),
  });
  app.get('/provideraccounts/:id', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 200: providerAccount, ...errors(401, 403, 404) } },
    handler: async (request) => getProviderAccount(ctx(request), request.user!.id, request.params.id),
  });
  app.post('/provideraccounts', {
    ...seller,
    schema: { tags, security: bearer, body: providerAccountBody, response: { 201: providerAccountResponse, ...errors(400, 401, 403, 404, 503) } },
    handler: async (request, reply) => reply.code(201).send(await createProviderAccount(ctx(request), request.user!.id, request.body)),
  });
  app.patch('/provideraccounts/:id', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, body: providerAccountPatch, response: { 200: providerAccountResponse, ...errors(400, 401, 403, 404) } },
    handler: async (request) => updateProviderAccount(ctx(request), request.user!.id, request.params.id, request.body),
  });
  app.delete('/provideraccounts/:id', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
    handler: async (request) => deleteProviderAccount(ctx(request), request.user!.id, request.params.id),
  });

  // ---- Transactions (accepting an offer buys the label) and balance ----
  app.get('/transactions', {
    ...seller,
    schema: { tags, security: bearer, querystring: transactionsQuery, response: { 200: transactionListResponse, ...errors(400, 401, 403) } },
    handler: async (request) => listTransactions(ctx(request), request.user!.id, request.query),
  });
  app.post('/transactions', {
    ...seller,
    schema: {
      tags,
      security: bearer,
      description: 'Teklifi kabul eder: etiket alınır, sipariş "Kargoya verildi" olur.',
      body: acceptOfferBody,
      response: { 201: transactionResponse, ...errors(400, 401, 403, 404, 409, 422, 503) },
    },
    handler: async (request, reply) => reply.code(201).send(await acceptOffer(ctx(request), request.user!, request.body.offerId, request.ip)),
  });
  app.get('/transactions/:id', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 200: transactionResponse, ...errors(401, 403, 404) } },
    handler: async (request) => getTransaction(ctx(request), request.user!.id, request.params.id),
  });
  app.get('/user/balance', {
    ...seller,
    schema: { tags, security: bearer, response: { 200: userBalance, ...errors(401, 403) } },
    handler: async (request) => loadBalance(ctx(request), request.user!.id),
  });

  // ---- Shipments ----
  app.get('/seller/shipments', {
    ...seller,
    schema: { tags, security: bearer, querystring: sellerShipmentsQuery, response: { 200: shipmentListResponse, ...errors(400, 401, 403) } },
    handler: async (request) => listSellerShipments(ctx(request), request.user!.id, request.query),
  });
  app.get('/shipments', {
    ...seller,
    schema: { tags, security: bearer, querystring: shipmentsQuery, response: { 200: shipmentListResponse, ...errors(400, 401, 403) } },
    handler: async (request) => searchShipments(ctx(request), request.user!.id, request.query),
  });
  app.post('/shipments', {
    ...seller,
    schema: { tags, security: bearer, description: 'Fiyat hesaplama: hiçbir şey kaydedilmez.', body: priceCalculationBody, response: { 200: calculatedPrice, ...errors(400, 401, 403, 404, 422, 503) } },
    handler: async (request) => calculatePrice(ctx(request), request.user!, request.body),
  });
  app.put('/shipments/:id/status', {
    ...seller,
    schema: {
      tags,
      security: bearer,
      description: 'Gönderi verisiyle: {id} siparişin mağaza payı, kargo oluşturulur ve teklifler gelir (201). {status} ile: {id} kargo, durum güncellenir.',
      params: idParam,
      body: putShipmentStatusBody,
      response: { 200: shipmentResponse, 201: shipmentResponse, ...errors(400, 401, 403, 404, 409, 422, 503) },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if ('status' in body) return markLabelPrinted(ctx(request), request.user!.id, request.params.id);
      return reply.code(201).send(await createShipment(ctx(request), request.user!, request.params.id, body));
    },
  });
  app.delete('/shipments/:id', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 200: shipmentResponse, ...errors(401, 403, 404, 409, 422, 503) } },
    handler: async (request) => cancelShipment(ctx(request), request.user!, request.params.id),
  });
  app.get('/shipments/:id/status', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 200: shipmentStatusResponse, ...errors(401, 403, 404) } },
    handler: async (request) => shipmentStatus(ctx(request), request.user!.id, request.params.id),
  });
  app.get('/shipments/:id/label', {
    ...seller,
    schema: { tags, security: bearer, description: 'On dakika geçerli, imzalı etiket bağlantısı.', params: idParam, response: { 200: labelResponse, ...errors(401, 403, 404) } },
    handler: async (request) => labelLink(ctx(request), request.user!.id, request.params.id),
  });
  app.get('/labels/:id', {
    schema: { tags, description: 'Etiket PDF dosyası (imzalı bağlantı ile).', params: idParam, querystring: labelFileQuery, response: { 200: z.any().describe('PDF'), ...errors(403, 404) } },
    handler: async (request, reply) => {
      const { pdf, row } = await openLabel(ctx(request), request.params.id, request.query.token);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="kargo-etiketi-${row.trackingNumber ?? row.id}.pdf"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  });
  app.get('/shipments/:id/items', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 200: shipmentItemsResponse, ...errors(401, 403, 404) } },
    handler: async (request) => shipmentItems(ctx(request), request.user!.id, request.params.id),
  });
  app.post('/shipments/:id/return', {
    ...seller,
    schema: { tags, security: bearer, params: idParam, response: { 201: transactionResponse, ...errors(401, 403, 404, 409, 422, 503) } },
    handler: async (request, reply) => reply.code(201).send(await createReturn(ctx(request), request.user!, request.params.id)),
  });
}

export { shippingTransaction };
