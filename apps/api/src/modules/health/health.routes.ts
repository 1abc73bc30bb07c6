import { healthResponse, messages, publicConfig } from '@pazaryeri/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errors } from '../../lib/route-schemas';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/health', {
    config: { rateLimit: false },
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
