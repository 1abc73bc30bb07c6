import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureReceiverRegistered, processShippingEvents, shippingContext } from '../../modules/shipping';

/**
 * Shipping's background work: at boot our webhook receiver is registered (once) and the inbox's
 * unprocessed events are picked up (a restart between answering and processing loses nothing);
 * then the inbox is polled every 5 seconds (the receiver also triggers it right after answering).
 */
async function shippingEventsPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= processShippingEvents({ db: app.db, log: app.log })
      .catch((error) => app.log.error({ err: error }, 'shipping events'))
      .finally(() => (running = null));
    return running;
  };
  app.addHook('onReady', async () => {
    await ensureReceiverRegistered(shippingContext(app)).catch((error) => app.log.warn({ err: error }, 'cargo webhook not registered'));
    await run();
    if (app.config.env !== 'test') {
      timer = setInterval(() => void run(), 5000);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(shippingEventsPlugin, { name: 'shipping-events', dependencies: ['db', 'cargo'] });
