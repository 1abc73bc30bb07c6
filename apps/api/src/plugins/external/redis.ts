import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from '../../lib/limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state across API processes; null in the embedded default. */
    redis: Redis | null;
    limiter: Limiter;
  }
}

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    app.decorate('limiter', createMemoryLimiter());
    return;
  }
  // ioredis loads only when there is a Redis to talk to (the embedded default has none).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  await redis.connect();
  app.decorate('redis', redis);
  app.decorate('limiter', createRedisLimiter(redis, `${app.config.redisPrefix}limit:`));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['config'] });
