import {
  customDeliveryBody,
  deliveryAnswerBody,
  freelanceMessages,
  freelanceOrderListQuery,
  freelanceOrderListResponse,
  freelanceOrderResponse,
  freelancerPaymentBody,
  fromOfferBody,
  startCustomizationBody,
} from '@pazaryeri/contract/freelance/index';
import { marketplacePaymentResponse } from '@pazaryeri/contract/orders/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrivateFile } from '../../lib/file-links';
import { bearer, errors } from '../../lib/route-schemas';
import { collectAttachments, type UploadedFile } from '../chat';
import { resolveOrderAccess } from '../orders';
import { AUTO_ACCEPT_QUEUE, freelanceContext } from './freelance.context';
import { answerDelivery, autoAcceptDelivery, deliverCustomWork, startCustomization } from './freelance.customization';
import { openDeliveryFile } from './freelance.downloads';
import { verifyDeliveryFileLink } from './freelance.files';
import { listFreelanceOrders } from './freelance.lists';
import { tellBuyer } from './freelance.mails';
import { createOrderFromOffer, payFreelanceOrder } from './freelance.orders';
import { loadFreelanceOrder } from './freelance.view';

const tags = ['freelance orders'];
const orderIdParam = z.object({ orderId: z.string().min(1).max(64) });
const fileParams = z.object({ deliveryId: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });

/**
 * Orders from accepted offers (spec §7 Orders `from-offer`, `start-customization`,
 * `customDelivery`; Payments `freelancer-marketplace-payment`), registered under /api. The
 * orders, payments and escrow are the buying flow's; README.md says what is added here.
 */
export default async function freelanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request?: FastifyRequest) => freelanceContext(app, request);
  const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();
  const view = async (request: FastifyRequest, id: string, message?: string) => {
    const access = await resolveOrderAccess(app.db, request.user!, id);
    return { message, freelanceOrder: await loadFreelanceOrder(ctx(request), request.user!, access) };
  };

  app.jobs.register<{ deliveryId: string }>(AUTO_ACCEPT_QUEUE, {
    handler: async ({ deliveryId }) => {
      const result = await autoAcceptDelivery(app.db, deliveryId);
      if (result && 'retryAt' in result) return result;
      if (result) await tellBuyer(ctx(), result.acceptedOrderId, 'autoAccepted');
    },
  });

  app.post('/orders/from-offer', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Alıcının kabul ettiği teklif ödeme bekleyen bir sipariş olur (tek kalem: teklif tutarı, mağazanın payı). Teklif için açık sipariş varsa o döner (200).',
      body: fromOfferBody,
      response: { 200: freelanceOrderResponse, 201: freelanceOrderResponse, ...errors(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const { created, orderId } = await createOrderFromOffer(ctx(request), request.user!, request.body.offerId);
      return reply.status(created ? 201 : 200).send(await view(request, orderId, freelanceMessages.created));
    },
  });

  app.post('/payment/freelancer-marketplace-payment', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Tekliften doğan siparişin ödemesi: alışverişteki ödemeyle aynı (bir kez çekim, 3D Secure, alt üye işyeri payı, emanet).',
      body: freelancerPaymentBody,
      response: { 200: marketplacePaymentResponse, ...errors(400, 401, 404, 409, 422, 503) },
    },
    handler: async (request) => payFreelanceOrder(ctx(request), request.user!, request.body, request.ip),
  });

  app.get('/orders/freelance/mine', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Alıcının tekliften doğan siparişleri, en yeni önce.', querystring: freelanceOrderListQuery, response: { 200: freelanceOrderListResponse, ...errors(400, 401) } },
    handler: async (request) => listFreelanceOrders(ctx(request), request.user!, request.query, 'buyer'),
  });

  app.get('/orders/freelance/store', {
    onRequest: app.requireSeller,
    schema: { tags, security: bearer, description: 'Mağazanın ödenmiş teklif siparişleri, en yeni önce; customizationStatus ile süzülür.', querystring: freelanceOrderListQuery, response: { 200: freelanceOrderListResponse, ...errors(400, 401, 403) } },
    handler: async (request) => listFreelanceOrders(ctx(request), request.user!, request.query, 'seller'),
  });

  app.get('/orders/freelance/files/:deliveryId/:fileId', {
    schema: {
      tags,
      description: 'Teslim dosyasının imzalı, süreli bağlantısı: yalnızca siparişin alıcısı, mağazası ve yöneticiler.',
      params: fileParams,
      querystring: z.object({ token: z.string().max(2000).optional() }),
      response: { 200: z.any().describe('Dosya'), ...errors(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { deliveryId, fileId } = request.params;
      const viewerId = await verifyDeliveryFileLink(app.config.jwtSecret, deliveryId, fileId, request.query.token);
      const { record, opened } = await openDeliveryFile(ctx(request), viewerId, deliveryId, fileId);
      return sendPrivateFile(reply, record, opened);
    },
  });

  app.get('/orders/freelance/:orderId', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: orderIdParam, response: { 200: freelanceOrderResponse, ...errors(401, 404, 422) } },
    handler: async (request) => view(request, request.params.orderId),
  });

  app.post('/orders/start-customization/:orderId', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Yalnızca siparişin mağazası, ödendikten sonra: not_started → in_progress.',
      params: orderIdParam,
      body: startCustomizationBody,
      response: { 200: freelanceOrderResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const access = await startCustomization(ctx(request), request.user!, request.params.orderId, request.body.offerId);
      return view(request, access.orderId, freelanceMessages.started);
    },
  });

  app.post('/orders/customDelivery/:orderId', {
    config: { multipartOptions: { limits: { fileSize: 10 * 1024 * 1024, files: 5 } } },
    onRequest: [app.requireUser, async (request) => void uploads.set(request, collectAttachments(request))],
    schema: {
      tags,
      security: bearer,
      description:
        'Yalnızca siparişin mağazası, özelleştirme sürerken: multipart/form-data attachments (1–5 dosya, içeriğinden tanınır, gizli saklanır) ve note. → completed; alıcı 7 gün içinde yanıtlamazsa otomatik kabul edilir.',
      params: orderIdParam,
      body: customDeliveryBody,
      response: { 200: freelanceOrderResponse, ...errors(400, 401, 403, 404, 413, 415, 422) },
    },
    handler: async (request) => {
      const access = await deliverCustomWork(ctx(request), request.user!, request.params.orderId, request.body, uploads.get(request) ?? []);
      await tellBuyer(ctx(request), access.orderId, 'delivered');
      return view(request, access.orderId, freelanceMessages.delivered);
    },
  });

  for (const answer of ['accept', 'revision'] as const) {
    app.post(`/orders/customDelivery/:orderId/${answer}`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        description:
          answer === 'accept'
            ? 'Yalnızca siparişin alıcısı: bekleyen teslimatı kabul eder; sipariş tamamlanır, ödeme mağazaya aktarılmak üzere onaya açılır.'
            : 'Yalnızca siparişin alıcısı: revizyon hakkı kaldıkça bekleyen teslimat için revizyon ister (note zorunlu).',
        params: orderIdParam,
        body: deliveryAnswerBody,
        response: { 200: freelanceOrderResponse, ...errors(400, 401, 403, 404, 422) },
      },
      handler: async (request) => {
        const access = await answerDelivery(ctx(request), request.user!, request.params.orderId, answer, request.body.note);
        if (answer === 'accept') await tellBuyer(ctx(request), access.orderId, 'accepted');
        return view(request, access.orderId, answer === 'accept' ? freelanceMessages.accepted : freelanceMessages.revisionRequested);
      },
    });
  }
}

