import {
  campaignBody,
  campaignResponse,
  campaignsQuery,
  campaignsResponse,
  deleteSubscribersBody,
  deleteSubscribersResponse,
  marketingLimits,
  marketingMessages,
  messageResponse,
  sendCampaignBody,
  sentEmailsQuery,
  sentEmailsResponse,
  subscribersQuery,
  subscribersResponse,
} from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schemas';
import { campaignView, createCampaign, findCampaign, listCampaigns, listSentEmails, queueCampaign, SEND_QUEUE, sendTestMail, updateCampaign } from './marketing.campaigns';
import { createManualCampaign, manualCampaignBody } from './marketing.manual';
import { sendCampaignJob } from './marketing.sender';
import { deleteSubscribers, listSubscribers } from './marketing.subscribers';

const tags = ['marketing'];
const campaignIdParam = z.object({ id: z.uuid({ error: marketingMessages.campaignNotFound }) });

/**
 * Marketing staff (role marketing or admin) — spec §7 "Marketing", in its spelling: /api/marketting…,
 * /api/sendCampaign/{id}, /api/sendManualCampaign. Also registers the campaign send job's handler.
 */
export default async function marketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.jobs.register<{ campaignId: string }>(SEND_QUEUE, { handler: (payload, context) => sendCampaignJob(app, payload, context), maxAttempts: 20 });
  const staff = { onRequest: app.requireStaff };
  const read = errors(400, 401, 403);
  const one = { 200: campaignResponse, ...errors(400, 401, 403, 404) };

  app.get('/marketting', {
    ...staff,
    schema: { tags, security: bearer, description: 'Aboneler: arama (query), durum, kaynak ve tarih süzgeci; en yeni önce.', querystring: subscribersQuery, response: { 200: subscribersResponse, ...read } },
    handler: async (request) => listSubscribers(app.db, request.query),
  });

  app.delete('/marketting/delete', {
    ...staff,
    schema: { tags, security: bearer, description: 'Aboneleri siler (ids).', body: deleteSubscribersBody, response: { 200: deleteSubscribersResponse, ...read } },
    handler: async (request) => deleteSubscribers(app.db, request.body.ids),
  });

  const listCampaignsRoute = (path: string, description: string) =>
    app.get(path, {
      ...staff,
      schema: { tags, security: bearer, description, querystring: campaignsQuery, response: { 200: campaignsResponse, ...read } },
      handler: async (request) => listCampaigns(app.db, request.query),
    });
  listCampaignsRoute('/marketting/list', 'Kampanyalar, en yeni önce.');
  listCampaignsRoute('/marketting/search', 'Kampanya arama: başlıkta query.');
  listCampaignsRoute('/marketting/filter', 'Kampanya süzgeci: status, startDate, endDate.');

  app.get('/marketting/sent-emails', {
    ...staff,
    schema: { tags, security: bearer, description: `Gönderilen (ve gönderilemeyen) kampanya e-postaları, en yeni önce; en fazla ${marketingLimits.sentEmailsMax}. Yanıt bir dizi.`, querystring: sentEmailsQuery, response: { 200: sentEmailsResponse, ...read } },
    handler: async (request) => listSentEmails(app.db, request.query),
  });

  app.post('/marketting', {
    ...staff,
    schema: { tags, security: bearer, description: 'Taslak kampanya oluşturur.', body: campaignBody, response: { 201: campaignResponse, ...read } },
    handler: async (request, reply) =>
      reply.code(201).send({ message: marketingMessages.campaignCreated, campaign: campaignView(await createCampaign(app.db, request.user!.id, request.body)) }),
  });

  app.get('/marketting/:id', {
    ...staff,
    schema: { tags, security: bearer, description: 'Kampanya ve gönderim ilerlemesi.', params: campaignIdParam, response: one },
    handler: async (request) => ({ campaign: campaignView(await findCampaign(app.db, request.params.id)) }),
  });

  app.get('/marketting/:id/progress', {
    ...staff,
    schema: { tags, security: bearer, description: 'Gönderim ilerlemesi (gönderim sürerken yoklanır).', params: campaignIdParam, response: one },
    handler: async (request) => ({ campaign: campaignView(await findCampaign(app.db, request.params.id)) }),
  });

  app.put('/marketting/:id', {
    ...staff,
    schema: { tags, security: bearer, description: 'Taslağı günceller; gönderilmiş kampanya değişmez (409).', params: campaignIdParam, body: campaignBody, response: { ...one, ...errors(409) } },
    handler: async (request) => ({ message: marketingMessages.campaignUpdated, campaign: campaignView(await updateCampaign(app.db, request.params.id, request.body)) }),
  });

  app.post('/marketting/:id/test', {
    ...staff,
    schema: { tags, security: bearer, description: 'Kampanyayı çağıranın kendi adresine deneme olarak gönderir.', params: campaignIdParam, response: { 200: messageResponse, ...errors(400, 401, 403, 404, 503) } },
    handler: async (request) => sendTestMail(app, request.params.id, request.user!.email),
  });

  app.post('/sendCampaign/:id', {
    ...staff,
    schema: {
      tags,
      security: bearer,
      description: 'Taslağı seçilen abonelere (subscriberIds) ya da tüm onaylı abonelere (all: true) gönderim sırasına alır; yalnızca onaylı adresler alır.',
      params: campaignIdParam,
      body: sendCampaignBody,
      response: { 202: campaignResponse, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(202).send({ message: marketingMessages.campaignQueued, campaign: campaignView(await queueCampaign(app, request.params.id, request.body)) }),
  });

  app.post('/sendManualCampaign', {
    ...staff,
    schema: {
      tags,
      security: bearer,
      description: 'multipart/form-data: title, content, subscriberIds (virgülle ayrılmış ya da JSON dizi) ya da all=true, attachment (PDF, PNG, JPEG, WebP). Kampanyayı oluşturur ve gönderim sırasına alır.',
      body: manualCampaignBody,
      response: { 202: campaignResponse, ...errors(400, 401, 403, 413, 415, 422) },
    },
    handler: async (request, reply) =>
      reply.code(202).send({ message: marketingMessages.campaignQueued, campaign: campaignView(await createManualCampaign(app, request, request.body)) }),
  });
}
