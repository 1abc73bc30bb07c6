import { formatBytes } from '../../plugins/app/errors';
import {
  adminInvoicesQuery,
  adminInvoicesResponse,
  commissionInvoicesQuery,
  commissionInvoicesResponse,
  invoiceDownloadQuery,
  invoiceDownloadResponse,
  invoiceFileParams,
  invoiceFileQuery,
  invoiceIdParams,
  invoiceLimits,
  invoiceMessages,
  invoiceResponse,
  orderInvoicesParams,
  orderInvoicesResponse,
  partInvoiceParams,
} from '@pazaryeri/contract/invoices/index';
import { messageResponse } from '@pazaryeri/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { sendPrivateFile } from '../../lib/file-links';
import { bearer, errors } from '../../lib/route-schemas';
import { invoicesContext } from './invoices.context';
import { verifyInvoiceFileLink } from './invoices.files';
import { invoiceDownload, invoiceFile, listAdminInvoices, listCommissionInvoices, listOrderInvoices } from './invoices.lists';
import { issuePartInvoice, removePartInvoice, uploadPartInvoice } from './invoices.sale';
import { COMMISSION_QUEUE, REMINDER_QUEUE, runCommissionJob, runReminderJob, scheduleInvoiceJobs } from './invoices.schedule';

const tags = ['invoices'];

/**
 * Invoices (issue 26) under /api: an order's invoices, a store's invoice on its part (its own
 * file, or issued through the provider), the download links, and the store's commission invoices.
 * The admin's list is `adminInvoicesRoutes` (under /api/admin). The commission and reminder jobs
 * are registered here and scheduled by a process that runs the job worker.
 */
export default async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request?: FastifyRequest) => invoicesContext(app, request);
  const enqueue = (queue: string, payload: object, options: { key: string; runAt?: Date }) => app.jobs.enqueue(queue, payload, options);

  app.jobs.register<{ period: string }>(COMMISSION_QUEUE, { maxAttempts: 10, handler: ({ period }) => runCommissionJob(ctx(), enqueue, period) });
  app.jobs.register<Record<string, never>>(REMINDER_QUEUE, { handler: () => runReminderJob(ctx(), enqueue) });
  app.addHook('onReady', async () => {
    if (app.config.jobs.worker) await scheduleInvoiceJobs(ctx(), enqueue);
  });

  app.get('/orders/:orderId/invoices', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Siparişin faturaları: alıcı ve yöneticiler her bölümünkini, mağaza yalnızca kendi bölümününkini görür. Başkasına 404.',
      params: orderInvoicesParams,
      response: { 200: orderInvoicesResponse, ...errors(401, 404) },
    },
    handler: async (request) => ({ invoices: await listOrderInvoices(app.db, request.user!, request.params.orderId) }),
  });

  const fallback = app.errorHandler;
  app.post('/orders/:orderId/parts/:partId/invoice', {
    config: { multipartOptions: { limits: { fileSize: invoiceLimits.maxFileBytes, files: 1, parts: 5 } } },
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error.code !== 'FST_REQ_FILE_TOO_LARGE') return fallback.call(app, error, request, reply);
      return reply.status(413).send({ message: invoiceMessages.fileTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    },
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: `Mağazanın kendi faturası (multipart, alan adı file): PDF ya da UBL-TR e-Fatura XML, içeriğinden tanınır, en fazla ${formatBytes(invoiceLimits.maxFileBytes)}, gizli saklanır. Önceki yüklemenin yerine geçer; sağlayıcıdan kesilmiş fatura varsa 409. Ödenmemiş, iptal ya da iade edilmiş bölüm 409.`,
      params: partInvoiceParams,
      body: z.looseObject({ file: z.any().optional().describe('Fatura dosyası') }).optional(),
      response: { 201: invoiceResponse, ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
    handler: async (request, reply) => {
      const data = request.body?.file;
      const file = Buffer.isBuffer(data) && data.length > 0 ? { name: 'fatura', data } : undefined;
      const { invoice, replaced } = await uploadPartInvoice(ctx(request), request.user!, request.params.orderId, request.params.partId, file);
      return reply.status(201).send({ invoice, message: replaced ? invoiceMessages.replaced : invoiceMessages.uploaded });
    },
  });

  app.delete('/orders/:orderId/parts/:partId/invoice', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın yüklediği faturayı kaldırır (yenisini yüklemek ya da sağlayıcıdan kesmek için). Kesilmiş fatura kaldırılamaz (409).',
      params: partInvoiceParams,
      response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await removePartInvoice(ctx(request), request.user!, request.params.orderId, request.params.partId);
      return { message: invoiceMessages.removed };
    },
  });

  app.post('/orders/:orderId/parts/:partId/invoice/issue', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Bölümün faturasını fatura sağlayıcısından keser (e-Arşiv ya da alıcı e-Fatura mükellefiyse e-Fatura): satırlar satıldıkları KDV oranıyla, alıcının siparişteki fatura bilgileriyle. ' +
        'Tekrarı aynı faturayı döner (200). Sağlayıcı reddederse 422, ulaşılamazsa 503; ikisinde de kayıt oluşmaz.',
      params: partInvoiceParams,
      response: { 201: invoiceResponse, 200: invoiceResponse, ...errors(401, 403, 404, 409, 422, 503) },
    },
    handler: async (request, reply) => {
      const { invoice, created } = await issuePartInvoice(ctx(request), request.user!, request.params.orderId, request.params.partId);
      return reply.status(created ? 201 : 200).send({ invoice, message: invoiceMessages.issued });
    },
  });

  app.get('/invoices/:invoiceId/download', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Faturanın kısa ömürlü (10 dakika), çağırana imzalı indirme bağlantısı: satışta alıcı, mağaza ve yöneticiler; komisyonda mağaza ve yöneticiler. format=xml kesilmiş faturanın UBL-TR XML’i.',
      params: invoiceIdParams,
      querystring: invoiceDownloadQuery,
      response: { 200: invoiceDownloadResponse, ...errors(400, 401, 404) },
    },
    handler: async (request) => invoiceDownload(ctx(request), request.user!, request.params.invoiceId, request.query.format),
  });

  app.get('/invoices/:invoiceId/file/:file', {
    schema: {
      tags,
      description: 'İmzalı bağlantının dosyası (download yanıtındaki url).',
      params: invoiceFileParams,
      querystring: invoiceFileQuery,
      response: { 200: z.any().describe('Dosya'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { invoiceId, file } = request.params;
      await verifyInvoiceFileLink(app.config.jwtSecret, invoiceId, file, request.query.token);
      const found = await invoiceFile(app.db, invoiceId, file);
      const opened = await app.privateFiles.open(found.key);
      if (!opened) throw new AppError('NOT_FOUND', invoiceMessages.fileMissing);
      return sendPrivateFile(reply, found, opened);
    },
  });

  app.get('/seller/commission-invoices', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Platformun mağazaya her ay kestiği komisyon faturaları, en yeni ay önce.',
      querystring: commissionInvoicesQuery,
      response: { 200: commissionInvoicesResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listCommissionInvoices(app.db, request.user!, request.query),
  });
}

/** /api/admin/invoices: every invoice, or the delivered parts without one. Admin-only. */
export async function adminInvoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);
  app.get('/invoices', {
    schema: {
      tags,
      security: bearer,
      description: 'Faturalar (tür, mağaza, ay: satışta kesildiği ay, komisyonda dönemi), en yeni önce; missing=true teslim edilip faturası eklenmemiş sipariş bölümleri (en eski teslim önce).',
      querystring: adminInvoicesQuery,
      response: { 200: adminInvoicesResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listAdminInvoices(app.db, request.query),
  });
}
