import {
  escrowItemBody,
  escrowItemResponse,
  marketplacePaymentBody,
  marketplacePaymentResponse,
  payoutBody,
  payoutResponse,
  pendingPaymentsQuery,
  pendingPaymentsResponse,
  subMerchantResponse,
  subMerchantStatusResponse,
} from '@pazaryeri/contract/orders/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schemas';
import { ordersContext } from '../orders';
import { approveEscrowItem, disapproveEscrowItem, listPendingPayments, recordPayouts } from './escrow';
import { payOrder } from './pay.flow';
import { createSubMerchantForSeller, subMerchantStatusForSeller } from './sub-merchants';
import { completeThreeDSCallback, openThreeDSPage } from './three-ds.flow';
import { bankPagePolicy, invalidLinkPage, invalidLinkPagePolicy } from './three-ds.page';

const tags = ['payments'];

/** Only pages of this site: the 3DS callback never redirects elsewhere. */
function returnPath(value: unknown, orderId: string | null): string {
  const fallback = orderId ? `/hesabim/siparisler/${orderId}` : '/';
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : fallback;
}

/**
 * Payments under /api (spec §7): the card payment and its 3DS callback, sub-merchants, and the
 * admin's escrow desk. payout-submerchant and disapprove-transaction answer both under
 * /approval/ and at the spec's top-level paths.
 */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/payment/marketplace-payment', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Siparişin tutarını bir kez çeker (çift tıklama, tekrar ve eşzamanlı istek tek ödeme). threeDS ile bankanın 3D Secure sayfası döner. ' +
        "Red: 422 'Ödeme başlatılamadı. <bankanın nedeni>'; sipariş 'payment_failed' olur, stok ve kupon serbest kalır (yeniden ödeme için sepetten yeni sipariş).",
      body: marketplacePaymentBody,
      response: { 200: marketplacePaymentResponse, ...errors(400, 401, 404, 409, 422, 503) },
    },
    handler: async (request) => payOrder(ordersContext(app, request), request.user!, request.body, request.ip),
  });

  app.post('/payment/3ds/callback', {
    schema: {
      tags,
      description: 'Banka sayfasının form ile gönderdiği 3D Secure sonucu (oturum gerekmez). Ödemeyi bir kez tamamlar ve tarayıcıyı returnTo sayfasına odeme=basarili|basarisiz ile yönlendirir (303).',
      querystring: z.object({ returnTo: z.string().max(500).optional() }),
      body: z.record(z.string(), z.unknown()),
      response: { 303: z.null().describe('Yönlendirme'), ...errors(400, 404, 409) },
    },
    handler: async (request, reply) => {
      const outcome = await completeThreeDSCallback(ordersContext(app, request), request.body);
      const target = new URL(returnPath(request.query.returnTo, outcome.orderId), 'http://site.invalid');
      target.searchParams.set('odeme', outcome.paid ? 'basarili' : 'basarisiz');
      if (!outcome.paid) target.searchParams.set('mesaj', outcome.message);
      return reply.redirect(`${target.pathname}${target.search}`, 303);
    },
  });

  app.get('/payment/3ds/page', {
    schema: {
      tags,
      description:
        'marketplace-payment yanıtındaki pageUrl: bankanın 3D Secure sayfası kendi belgesi olarak (bütün pencerede açılır; betikleri çalışır, formu bankaya gönderilebilir, ' +
        'site verisine erişemez). Tamamlanmış denemede sipariş sayfasına 303; geçersiz ya da süresi dolmuş bağlantıda 404 sayfası.',
      querystring: z.object({ token: z.string().max(2000).optional() }),
      response: { 200: z.string().describe('HTML'), 303: z.null().describe('Yönlendirme'), 404: z.string().describe('HTML') },
    },
    handler: async (request, reply) => {
      const page = await openThreeDSPage(ordersContext(app, request), request.query.token);
      reply.header('Cache-Control', 'no-store');
      if (page.kind === 'done') return reply.redirect(`/hesabim/siparisler/${page.orderId}`, 303);
      reply.type('text/html; charset=utf-8');
      if (page.kind === 'invalid') return reply.status(404).header('Content-Security-Policy', invalidLinkPagePolicy).send(invalidLinkPage());
      return reply.header('Content-Security-Policy', bankPagePolicy(app.config)).send(page.html);
    },
  });

  app.post('/submerchant/create-submerchant', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Onaylı mağazayı ödeme sağlayıcısında alt üye işyeri yapar (şirket türüne göre PERSONAL / PRIVATE_COMPANY / LIMITED_OR_JOINT_STOCK_COMPANY); IBAN, TCKN/VKN ve cep telefonu önce denetlenir. Varsa 200.',
      response: { 201: subMerchantResponse, 200: subMerchantResponse, ...errors(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const { created, response } = await createSubMerchantForSeller(ordersContext(app, request), request.user!.id);
      return reply.status(created ? 201 : 200).send(response);
    },
  });

  app.get('/submerchant/my-submerchant', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın ödeme hesabı durumu: active (hesap var), ready (bilgiler tam; ilk satışta ya da istekle açılır), blocked (problem: önce düzeltilmesi gereken).',
      response: { 200: subMerchantStatusResponse, ...errors(401, 403) },
    },
    handler: async (request) => subMerchantStatusForSeller(ordersContext(app, request), request.user!.id),
  });

  app.get('/approval/pending-payments', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Emanetteki (onay bekleyen) ödeme kalemleri; approvable: mağaza bölümü teslim edilmiş ya da tamamlanmış.',
      querystring: pendingPaymentsQuery,
      response: { 200: pendingPaymentsResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listPendingPayments(ordersContext(app, request), request.query),
  });

  app.post('/approval/update-submerchant-item', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security: bearer,
      description: 'Teslim edilmiş ya da tamamlanmış bölümün ödeme kalemini onaylar (satıcının bir sonraki hakedişine); diğerleri 422.',
      body: escrowItemBody,
      response: { 200: escrowItemResponse, ...errors(400, 401, 403, 404, 422) },
    },
    handler: async (request) => approveEscrowItem(ordersContext(app, request), request.body),
  });

  for (const path of ['/approval/disapprove-transaction', '/disapprove-transaction']) {
    app.post(path, {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        description: 'Henüz aktarılmamış bir onayı geri alır.',
        body: escrowItemBody,
        response: { 200: escrowItemResponse, ...errors(400, 401, 403, 404, 422) },
      },
      handler: async (request) => disapproveEscrowItem(ordersContext(app, request), request.body),
    });
  }

  for (const path of ['/approval/payout-submerchant', '/payout-submerchant']) {
    app.post(path, {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: bearer,
        description: 'Sağlayıcının hakediş raporunu (date, yoksa son 7 gün) okur ve listelenen onaylı kalemleri satıcıya aktarıldı olarak işaretler.',
        body: payoutBody,
        response: { 200: payoutResponse, ...errors(400, 401, 403, 422) },
      },
      handler: async (request) => recordPayouts(ordersContext(app, request), request.body.date),
    });
  }
}
