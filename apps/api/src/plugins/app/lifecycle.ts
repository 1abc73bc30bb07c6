import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** True from the first shutdown signal on: /api/ready answers 503 and connections are not kept alive. */
  readonly shuttingDown: boolean;
  /** The start of a graceful shutdown (server.ts): requests are still served, the process is no longer ready. */
  beginShutdown(): Promise<void>;
  /** Work to start as the drain begins (the job worker stops claiming); awaited by `beginShutdown`. */
  onShutdown(handler: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Where this process stands between start and exit. During the drain before closing, every
 * response says `Connection: close`, so a keep-alive client (a load balancer's upstream pool, a
 * browser) opens its next request on a new connection, which the balancer sends elsewhere.
 */
async function lifecyclePlugin(app: FastifyInstance) {
  let shuttingDown = false;
  const handlers: (() => Promise<void>)[] = [];
  app.decorate('lifecycle', {
    get shuttingDown() {
      return shuttingDown;
    },
    async beginShutdown() {
      if (shuttingDown) return;
      shuttingDown = true;
      await Promise.all(handlers.map((handler) => handler().catch((error) => app.log.error({ err: error }, 'shutdown step failed'))));
    },
    onShutdown: (handler) => void handlers.push(handler),
  } satisfies Lifecycle);
  // As the answer goes out, not as the request comes in: a request that arrived before the
  // signal and answers after it must close its connection too, or the server's close waits for
  // that idle keep-alive connection until it times out.
  // Synchronous: no promise per answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });
