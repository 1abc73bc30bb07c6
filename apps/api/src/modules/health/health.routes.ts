import { healthResponse, messages, publicConfig, readyResponse } from '@pazaryeri/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { failedReadinessChecks, readinessParts } from '../../lib/readiness';
import { errors } from '../../lib/route-schemas';

/**
 * The probes' options: balancers and orchestrators poll them several times a second, so no rate
 * limit and no log line per poll (a failure still logs its own warning).
 */
const polled = { config: { rateLimit: false }, logLevel: 'warn' } as const;

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/health', {
    ...polled,
    schema: { tags: ['system'], response: { 200: healthResponse, ...errors(503) } },
    handler: async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', messages.serverError);
      }
      return { status: 'ok' as const };
    },
  });

  // Readiness, for load balancers: 503 as soon as a dependency stops answering or shutdown begins.
  app.get('/ready', {
    ...polled,
    schema: { tags: ['system'], response: { 200: readyResponse, ...errors(503) } },
    // A 503 here is an answer, not a failure: balancers poll it many times a second while a process drains.
    handler: async (_request, reply) => {
      const notReady = () => reply.code(503).send({ message: messages.notReady, code: 'SERVICE_UNAVAILABLE' });
      if (app.lifecycle.shuttingDown) return notReady();
      const failed = await failedReadinessChecks(readinessParts(app));
      if (failed.length > 0) {
        app.log.warn({ failed }, `not ready: ${failed.map((part) => part.check).join(', ')}`);
        return notReady();
      }
      return { status: 'ready' as const };
    },
  });

  /** What the web app needs to know at run time (no secrets). */
  app.get('/config', {
    schema: { tags: ['system'], response: { 200: publicConfig } },
    handler: async () => ({
      appUrl: app.config.appUrl,
      analyticsId: app.config.analyticsId,
      googleClientId: app.config.google.clientId,
    }),
  });
}
