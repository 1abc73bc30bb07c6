import {
  consentsResponse,
  consentTexts,
  dataExport,
  dataExportIdParam,
  dataExportStartedResponse,
  deleteAccountBody,
  deleteAccountResponse,
  latestDataExportResponse,
  updateConsentsBody,
} from '@pazaryeri/contract/privacy/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/file-links';
import type { PersonalDataSource } from '../../lib/personal-data';
import { messages } from '@pazaryeri/contract';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import {
  EXPIRE_QUEUE,
  EXPORT_QUEUE,
  expireExport,
  failExport,
  getExport,
  latestExport,
  openExportFile,
  type PrivacyContext,
  READY_MAIL_QUEUE,
  readyMailFacts,
  requestExport,
  writeExport,
} from './privacy.export';
import { getConsents, trimUserAgent, updateConsents } from './privacy.consents';
import { deleteOwnAccount } from './privacy.deletion';
import { verifyExportFileLink } from './privacy.files';
import { exportReadyMail } from './privacy.mails';

const tags = ['privacy'];
const EXPORT_ATTEMPTS = 5;

export interface PrivacyRoutesOptions {
  /** Every domain's part of a person's data export (their faces' `…PersonalData`). */
  sources: readonly PersonalDataSource[];
}

/** A person's KVKK rights on their own account, under /api/users/me. */
export default async function privacyRoutes(fastify: FastifyInstance, { sources }: PrivacyRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx: PrivacyContext = {
    db: app.db,
    files: { storage: app.storage, privateFiles: app.privateFiles },
    jwtSecret: app.config.jwtSecret,
    log: app.log,
    enqueue: (queue, payload, options) => app.jobs.enqueue(queue, payload, options),
    sources,
  };
  const userOf = (request: FastifyRequest) => request.user!.id;

  app.jobs.register<{ requestId: string }>(EXPORT_QUEUE, {
    maxAttempts: EXPORT_ATTEMPTS,
    handler: async ({ requestId }, { attempt }) => {
      try {
        await writeExport(ctx, requestId);
      } catch (error) {
        if (attempt >= EXPORT_ATTEMPTS) await failExport(app.db, requestId, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  });
  app.jobs.register<{ requestId: string }>(EXPIRE_QUEUE, { handler: ({ requestId }) => expireExport(ctx, requestId) });
  app.jobs.register<{ requestId: string }>(READY_MAIL_QUEUE, {
    handler: async ({ requestId }) => {
      const facts = await readyMailFacts(app.db, requestId);
      if (facts?.expiresAt) await app.mailer.send(exportReadyMail(facts.name, facts.email, app.config.appUrl, facts.expiresAt));
    },
  });

  app.post('/data-export', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Kişisel verilerin kopyasını başlatır (KVKK m. 11). Aynı anda bir kopya; saatte en fazla bir istek.',
      response: { 202: dataExportStartedResponse, ...errors(401, 429) },
    },
    handler: async (request, reply) => reply.status(202).send(await requestExport(ctx, userOf(request))),
  });

  app.get('/data-export', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Kişinin en son veri kopyası.', response: { 200: latestDataExportResponse, ...errors(401) } },
    handler: async (request) => ({ export: await latestExport(ctx, userOf(request)) }),
  });

  app.get('/data-export/:id', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: dataExportIdParam, response: { 200: dataExport, ...errors(400, 401, 404) } },
    handler: async (request) => getExport(ctx, userOf(request), request.params.id),
  });

  app.get('/data-export/:id/file', {
    schema: {
      tags,
      description: 'Hazır veri kopyasının ZIP dosyası: yalnızca sahibi için imzalanmış, kısa ömürlü bağlantı.',
      params: dataExportIdParam,
      querystring: z.object({ token: z.string().max(2000).optional() }),
      response: { 200: z.any().describe('ZIP dosyası'), ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const viewerId = await verifyExportFileLink(app.config.jwtSecret, request.params.id, request.query.token);
      const { opened, name } = await openExportFile(ctx, viewerId, request.params.id);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Length', opened.size)
        .header('Content-Disposition', attachmentHeader(name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(opened.stream);
    },
  });

  app.delete('', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Kişinin kendi hesabını silmesi (KVKK m. 7): şifre (şifresi olmayan hesapta son 10 dakikada yapılmış bir Google girişinin kimlik belirteci) ile onaylanır. Açık bir sipariş, emanette bekleyen bir ödeme, süren bir özel iş ya da mağazanın açık siparişi varken 409. Kişisel veriler silinir ya da anonimleştirilir; yasal saklama süresi olan sipariş ve ödeme kayıtları saklanır.',
      body: deleteAccountBody,
      response: { 200: deleteAccountResponse, ...errors(400, 401, 404, 409, 422, 429) },
    },
    handler: async (request) => {
      // Each try is a password guess: as many as a sign-in's, per account.
      const { perEmail, windowSeconds } = app.config.authRateLimit;
      if (!(await app.limiter.hit(`delete-account:${userOf(request)}`, perEmail, windowSeconds)).allowed) {
        throw new AppError('RATE_LIMITED', messages.rateLimited);
      }
      return deleteOwnAccount({ ...ctx, config: app.config }, userOf(request), request.body ?? {});
    },
  });

  app.get('/consents', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Kişinin izinleri: kampanya e-postaları ve analitik çerezler için en son tercihi (hiç sorulmadıysa null), bülten aboneliğinin durumu ve en yeni kayıtlar.',
      response: { 200: consentsResponse, ...errors(401) },
    },
    handler: async (request) => getConsents(app.db, userOf(request)),
  });

  app.put('/consents', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: `İzin tercihlerini kaydeder: değişen her izin için silinmeyen bir kayıt (gösterilen metin, kanal, zaman, IP, kaynak). Kampanya e-postası izni bülten aboneliğini de açar ya da kapatır. Metinler: "${consentTexts.commercial_email.text}" / "${consentTexts.analytics.text}"`,
      body: updateConsentsBody,
      response: { 200: consentsResponse, ...errors(400, 401) },
    },
    handler: async (request) =>
      updateConsents(app.db, userOf(request), request.body, { ip: request.ip, userAgent: trimUserAgent(request.headers['user-agent']) }),
  });
}
