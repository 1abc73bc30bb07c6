import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CargoProvider, createCargoProvider } from '../../integrations/cargo';
import { createDbCargoStore } from '../../modules/shipping';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cargo aggregator (CARGO_PROVIDER): the in-process sandbox or the HTTP adapter. */
    cargo: CargoProvider;
    /** The sandbox's clock, for tests and demos: post what moved now, or move the clock on. Null with the HTTP adapter. */
    cargoSandbox: { tick(): Promise<void>; advance(ms: number): void } | null;
  }
}

/**
 * The aggregator. The sandbox keeps its state in the database, and posts webhooks addressed to
 * our own APP_URL in-process (through the same route and checks), others over HTTP.
 */
async function cargoPlugin(app: FastifyInstance) {
  const { config } = app;
  let offsetMs = 0;
  const isTest = config.env === 'test';
  const stepMs = config.cargo.sandboxStepSeconds * 1000;
  const provider = createCargoProvider(config.cargo, {
    store: createDbCargoStore(app.db),
    now: () => new Date(Date.now() + offsetMs),
    stepMs,
    // The clock looks at least once a step, so a short step (a demo, the browser journey) is seen on time.
    tickMs: isTest ? 0 : Math.min(5000, stepMs),
    onError: (error) => app.log.warn({ err: error }, 'sandbox cargo webhook not delivered'),
    deliver: async (url, body) => {
      if (url.startsWith(`${config.appUrl}/`)) {
        const response = await app.inject({ method: 'POST', url: url.slice(config.appUrl.length), payload: body as object });
        if (response.statusCode >= 400) throw new Error(`webhook answered ${response.statusCode}`);
        return;
      }
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  });
  app.decorate('cargo', provider);
  const sandbox = provider as CargoProvider & { tick?: () => Promise<void> };
  app.decorate(
    'cargoSandbox',
    sandbox.tick
      ? {
          tick: () => sandbox.tick!(),
          advance: (ms: number) => {
            offsetMs += ms;
          },
        }
      : null,
  );
  app.addHook('onClose', async () => provider.close());
}

export default fp(cargoPlugin, { name: 'cargo', dependencies: ['config', 'db'] });
