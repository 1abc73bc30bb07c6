import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { CATALOGUE_CHANNEL, CatalogueCache, CatalogueIndex } from '../../modules/products';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's response cache; null when CATALOGUE_CACHE is off. */
    catalogueCache: CatalogueCache | null;
    /** The products on sale as a list engine in memory; null when the cache or CATALOGUE_INDEX is off. */
    catalogueIndex: CatalogueIndex | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sends a payload through the catalogue's change channel (a write barrier's marker). */
export const catalogueNotifier = (db: Db) => (payload: string) => db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);

/**
 * Listens for the database's catalogue change notices (migration 0017) and keeps this process's
 * cache in step. Every request that may write answers only after the changes it committed have
 * reached this process's cache, so the writer's next read is fresh.
 */
async function catalogueCachePlugin(app: FastifyInstance) {
  const settings = app.config.catalogueCache;
  if (!settings) {
    app.decorate('catalogueCache', null);
    app.decorate('catalogueIndex', null);
    return;
  }
  const cache = new CatalogueCache(settings.maxBytes);
  const index = settings.index ? new CatalogueIndex(app.db) : null;
  app.decorate('catalogueCache', cache);
  app.decorate('catalogueIndex', index);
  const unlisten = await app.database
    .listen(CATALOGUE_CHANNEL, {
      onMessage: (payload) => {
        cache.receive(payload);
        index?.receive(payload);
      },
      onLost: (error) => {
        cache.listenerDown();
        index?.listenerDown();
        app.log.warn({ err: error }, 'catalogue change listener lost; catalogue cache off until it reconnects');
      },
      onListening: () => {
        cache.listenerUp();
        index?.listenerUp();
      },
    })
    .catch((error: Error) => {
      app.log.warn({ err: error }, 'catalogue change listener could not start; catalogue cache off');
      return null;
    });
  app.addHook('onClose', async () => {
    cache.listenerDown();
    index?.listenerDown();
    await unlisten?.();
  });

  const notify = catalogueNotifier(app.db);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) await cache.barrier(notify);
    return payload;
  });
}

export default fp(catalogueCachePlugin, { name: 'catalogue-cache', dependencies: ['config', 'db'] });
