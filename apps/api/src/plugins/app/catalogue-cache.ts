import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { CATALOGUE_CHANNEL, CatalogueCache, CatalogueIndex, WARM_SHARE, warmCards } from '../../modules/products';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's response cache; null when CATALOGUE_CACHE is off. */
    catalogueCache: CatalogueCache | null;
    /** The products on sale as a list engine in memory; null when the cache or CATALOGUE_INDEX is off. */
    catalogueIndex: CatalogueIndex | null;
    /**
     * The catalogue channel's notices for copies kept elsewhere (the accounts behind tokens, the
     * viewers' favourites): a receiver gets every payload in commit order, and is up only while
     * the listener is (never when CATALOGUE_CACHE is off).
     */
    catalogueChanges: { subscribe(receiver: ChangeReceiver): void };
    /** The cache's warming with cards at start (CATALOGUE_WARM): whether it is over (or off), and how many cards it kept. */
    catalogueWarm: { done: boolean; cards: number };
  }
  interface FastifyContextConfig {
    /**
     * false: this route writes no table whose changes the catalogue channel announces (products,
     * stores, users, categories, favourites: migrations 0017, 0029), so its answer does not wait
     * for the write barrier (chat's send and mark-read). Left out: the barrier runs.
     */
    catalogueWrites?: boolean;
  }
}

/** What keeps in step with the catalogue channel (the cache, the index, noticed copies). */
export interface ChangeReceiver {
  receive(payload: string): void;
  listenerUp(): void;
  listenerDown(): void;
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
    app.decorate('catalogueChanges', { subscribe: () => undefined });
    app.decorate('catalogueWarm', { done: true, cards: 0 });
    return;
  }
  const cache = new CatalogueCache(settings.maxBytes);
  const index = settings.index ? new CatalogueIndex(app.db, { searchUpTo: settings.searchUpTo }) : null;
  app.decorate('catalogueCache', cache);
  app.decorate('catalogueIndex', index);
  const receivers: ChangeReceiver[] = index ? [cache, index] : [cache];
  let listening = false;
  let closing = false;
  const warm = { done: !settings.warm, cards: 0 };
  app.decorate('catalogueWarm', warm);
  let warming: Promise<void> | null = null;
  // Once the cache keeps what it is given (the listener is up): cards of the newest products,
  // up to a share of the cache, while the server already answers.
  const startWarming = () => {
    if (warm.done || warming) return;
    const started = performance.now();
    warming = warmCards(app.db, cache, settings.maxBytes * WARM_SHARE, () => closing)
      .then(({ cards, bytes }) => {
        warm.cards = cards;
        app.log.info({ cards, mb: Math.round(bytes / 2 ** 20), ms: Math.round(performance.now() - started) }, 'catalogue cache warmed with product cards');
      })
      .catch((error: Error) => app.log.warn({ err: error }, 'catalogue cache warming stopped'))
      .finally(() => (warm.done = true));
  };
  app.decorate('catalogueChanges', {
    subscribe: (receiver: ChangeReceiver) => {
      receivers.push(receiver);
      if (listening) receiver.listenerUp();
    },
  });
  const unlisten = await app.database
    .listen(CATALOGUE_CHANNEL, {
      onMessage: (payload) => {
        for (const receiver of receivers) receiver.receive(payload);
      },
      onLost: (error) => {
        listening = false;
        for (const receiver of receivers) receiver.listenerDown();
        app.log.warn({ err: error }, 'catalogue change listener lost; catalogue cache off until it reconnects');
      },
      onListening: () => {
        listening = true;
        for (const receiver of receivers) receiver.listenerUp();
        startWarming();
      },
    })
    .catch((error: Error) => {
      app.log.warn({ err: error }, 'catalogue change listener could not start; catalogue cache off');
      // Nothing will be warmed: the cache keeps nothing without its listener.
      warm.done = true;
      return null;
    });
  app.addHook('onClose', async () => {
    closing = true;
    await warming;
    listening = false;
    for (const receiver of receivers) receiver.listenerDown();
    await unlisten?.();
  });

  const notify = catalogueNotifier(app.db);
  // Synchronous for reads (no promise per GET); a write's answer waits for its barrier.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (READS.has(request.method) || request.routeOptions.config.catalogueWrites === false) return done(null, payload);
    cache.barrier(notify).then(() => done(null, payload), done);
  });
}

export default fp(catalogueCachePlugin, { name: 'catalogue-cache', dependencies: ['config', 'db'] });
