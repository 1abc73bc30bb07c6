import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { drawLeftPicturesInBackground, firstStartTask, runFirstStart, runFirstStartTask } from './first-start';
import { residentMemoryMb } from './lib/resident-memory';

const config = loadConfig();
// V8 reads the factor at every full collection, and the flag is the process's: the database's
// thread grows by it too. Before anything is loaded, so the first limits are already the small ones.
if (config.heapGrowingPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);

const task = firstStartTask();
if (task) {
  // A child of the server below, started for one task of the first start (first-start.ts).
  const started = Date.now();
  await runFirstStartTask(task, config);
  // `prepare` only runs the others (and says so); each of them reports its own time and peak.
  if (task !== 'prepare') console.log(`first start: ${task} done in ${Math.round((Date.now() - started) / 1000)} s (peak ${residentMemoryMb()?.peak ?? 0} MB resident)`);
  process.exit(0);
}

try {
  await runFirstStart(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Imported only now: while a loader runs, this process holds little more than Node itself.
const { bootstrap, buildApp } = await import('./app');
const { serveMetrics } = await import('./plugins/app/metrics');
const app = await buildApp({ config });

// On SIGTERM/SIGINT: not ready at once, yet still serving for the drain, so the load balancer's
// polls of /api/ready take this process out before it stops accepting; then in-flight requests
// and running jobs finish within the timeout, and the database closes. A second signal exits at once.
const { drainMs, timeoutMs } = config.shutdown;
closeWithGrace(
  {
    delay: drainMs + timeoutMs,
    onSecondSignal: (signal) => app.log.warn({ signal }, 'second signal: exiting now'),
    onTimeout: (delay) => app.log.error({ delayMs: delay }, 'shutdown took too long: exiting'),
  },
  async ({ signal, err }) => {
    if (err) {
      app.log.error({ err }, 'shutting down after an error');
      await app.close();
      return;
    }
    app.log.info({ signal, drainMs }, 'shutting down: not ready, draining');
    await Promise.all([app.lifecycle.beginShutdown(), sleep(drainMs)]);
    app.log.info('shutting down: closing');
    await app.close();
    // Last: the drain and the close are visible to a scrape while they happen.
    metricsServer?.close();
  },
);

let metricsServer: Server | null = null;

try {
  await app.ready();
  if (config.seedDemoData) app.log.info('demo data: loading what is missing');
  await bootstrap(app);
  await app.listen({ port: config.port, host: config.host });
  drawLeftPicturesInBackground(config);
  if (config.metrics) metricsServer = await serveMetrics(app, config.metrics);
  app.log.info(
    {
      url: config.appUrl,
      database: app.database.kind,
      redis: Boolean(config.redisUrl),
      mail: app.mailer.kind,
      metrics: config.metrics ? `http://${config.metrics.host}:${config.metrics.port}/metrics` : 'off',
    },
    'Pazaryeri is running',
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
