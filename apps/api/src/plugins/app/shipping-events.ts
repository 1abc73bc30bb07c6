import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureReceiverRegistered, processShippingEvents, shippingContext } from '../../modules/shipping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Processes the shipping inbox soon (the webhook receiver calls it after answering). */
    processShippingEventsSoon(): void;
  }
}

/**
 * Shipping's background work: at boot our webhook receiver is registered (once) and the inbox's
 * unprocessed events are picked up (a restart between answering and processing loses nothing);
 * then the inbox is polled every 5 seconds (the receiver also triggers it right after answering).
 * Every run goes through here, so closing the app waits for the one under way and starts no other:
 * none is left writing to a database that has closed.
 */
async function shippingEventsPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let closing = false;
  /** An event arrived while a run was under way (it may have read its batch already): run once more after it. */
  let again = false;
  const run = (): Promise<unknown> | null => {
    if (closing) return running;
    if (running) {
      again = true;
      return running;
    }
    running = processShippingEvents({ db: app.db, log: app.log })
      .catch((error) => app.log.error({ err: error }, 'shipping events'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  app.decorate('processShippingEventsSoon', () => {
    setImmediate(() => void run());
  });
  app.addHook('onReady', async () => {
    await ensureReceiverRegistered(shippingContext(app)).catch((error) => app.log.warn({ err: error }, 'cargo webhook not registered'));
    await run();
    if (app.config.env !== 'test') {
      timer = setInterval(() => void run(), 5000);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(shippingEventsPlugin, { name: 'shipping-events', dependencies: ['db', 'cargo'] });
