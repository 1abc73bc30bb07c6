import { advertListResponse, requestFeedQuery } from '@pazaryeri/contract/adverts/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { type DigestContext, DIGEST_MAIL_QUEUE, DIGEST_QUEUE, type DigestMailPayload, runDigestJob, scheduleMatchingDigest, sendDigestMail } from './matching.digest';
import { requestFeed } from './matching.feed';
import { tellBuyerOfOffer, tellFittingStores, tellOwnerOfClosing } from './matching.notify';

const tags = ['adverts'];

export const digestContext = (app: FastifyInstance): DigestContext => ({
  db: app.db,
  mailer: app.mailer,
  log: app.log,
  config: app.config,
  enqueue: (queue, payload, options) => app.jobs.enqueue(queue, payload, options),
  now: () => new Date(),
});

/**
 * Matching under /api/ilan: the stores' request feed. Here too, as the app is built: the
 * subscriptions that tell stores of fitting requests and buyers of offers, and the hourly digest's
 * jobs (scheduled by a process that runs the job worker).
 */
export default async function matchingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.events.on('adverts.requestPublished', tellFittingStores);
  app.events.on('offers.created', tellBuyerOfOffer);
  app.events.on('adverts.requestClosed', tellOwnerOfClosing);

  app.jobs.register<Record<string, never>>(DIGEST_QUEUE, { handler: () => runDigestJob(digestContext(app)) });
  app.jobs.register<DigestMailPayload>(DIGEST_MAIL_QUEUE, { handler: (payload, context) => sendDigestMail(digestContext(app), payload, context.jobId) });
  app.addHook('onReady', async () => {
    if (app.config.jobs.worker) await scheduleMatchingDigest(digestContext(app));
  });

  app.get('/seller/customer-requests', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Onaylı mağazaların müşteri talebi akışı, sayfada 10. match=all (varsayılan): tüm açık talepler, en yeni önce; match=fit: yalnızca mağazanın üretim yetkinliklerine uyanlar, en uygun önce. Her talepte matchReasons: neden uyduğu (uymuyorsa boş).',
      querystring: requestFeedQuery,
      response: { 200: advertListResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => requestFeed(app.db, request.user!.id, request.query),
  });
}
