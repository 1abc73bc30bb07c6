import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { messages } from '@pazaryeri/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { selectRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { failedReadinessChecks, readinessParts } from '../../lib/readiness';

export interface Metrics {
  /** This app's own metrics (tests build many apps in one process: never prom-client's global registry). */
  registry: Registry;
  /** Public catalogue answers from this process's cache (`hit`) or put together again (`miss`). */
  catalogueCache: Counter<'result'>;
  /** Mails handed over to SMTP or the outbox (`sent`), or refused on the way (`failed`). */
  mails: Counter<'outcome'>;
  /** The Prometheus text exposition: the process's metrics, then this app's, the scrape-time ones read now. */
  text(): Promise<string>;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** One label for every request no route matched, so a scan of random URLs adds no series. */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/**
 * CPU, memory, GC and event-loop delay (p50/p90/p99 from perf_hooks) belong to the process, not
 * to an app: collected once per process into a registry of their own, and only once someone
 * scrapes (each collector starts timers and observers that are never stopped).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named like counters (promtool's lint refuses them); the same counts stay by type in
    // nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
      processRegistry.removeSingleMetric(name);
    }
  }
  return processRegistry;
}

interface OpenJobs {
  queue: string;
  due: string;
  scheduled: string;
  running: string;
  oldest_due_seconds: string | null;
}

/** Metrics of the app and what it holds; the gauges are read from their sources when scraped. */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];

  const duration = new Histogram({
    name: 'pazaryeri_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, from arrival to the last byte handed to the socket.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // Each series' labels made once (method, route, status), so a request costs one lookup and one
  // observation, and the hook is synchronous (no promise per request).
  const series = new Map<string, { method: string; route: string; status: string }>();
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/products/:slug`), never the URL: one series per route, not per product.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let labels = series.get(key);
    if (!labels) series.set(key, (labels = { method: request.method, route, status: String(reply.statusCode) }));
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const catalogueCache = new Counter({
    name: 'pazaryeri_catalogue_cache_requests_total',
    help: 'Public catalogue answers by whether this process\'s cache had them.',
    labelNames: ['result'] as const,
    registers,
  });
  catalogueCache.inc({ result: 'hit' }, 0);
  catalogueCache.inc({ result: 'miss' }, 0);
  new Gauge({
    name: 'pazaryeri_catalogue_cache_bytes',
    help: 'What the catalogue cache of this process holds, approximately.',
    registers,
    collect() {
      this.set(app.catalogueCache?.stats.bytes ?? 0);
    },
  });
  new Gauge({
    name: 'pazaryeri_catalogue_index_products',
    help: 'Products on sale the catalogue index of this process holds; 0 while it loads (pages go to the database meanwhile).',
    registers,
    collect() {
      const index = app.catalogueIndex;
      this.set(index?.available ? index.size : 0);
    },
  });

  new Gauge({
    name: 'pazaryeri_catalogue_warm_done',
    help: '1 once the catalogue cache has been warmed with the newest products\' cards at start (or warming is off), 0 while it is.',
    registers,
    collect() {
      this.set(app.catalogueWarm.done ? 1 : 0);
    },
  });
  new Gauge({
    name: 'pazaryeri_catalogue_warm_cards',
    help: 'Product cards the catalogue cache was warmed with at start.',
    registers,
    collect() {
      this.set(app.catalogueWarm.cards);
    },
  });

  const mails = new Counter({ name: 'pazaryeri_mails_total', help: 'Mails by outcome of the hand-over.', labelNames: ['outcome'] as const, registers });
  mails.inc({ outcome: 'sent' }, 0);
  mails.inc({ outcome: 'failed' }, 0);

  new Gauge({
    name: 'pazaryeri_socketio_connected_sockets',
    help: 'socket.io connections open on this process.',
    registers,
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.io.of('/').sockets.size : 0);
    },
  });

  const pool = new Gauge({
    name: 'pazaryeri_db_pool_clients',
    help: 'The PostgreSQL pool: connections open (total) and idle, and queries waiting for one (waiting). Absent on the embedded database.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'pazaryeri_ready',
    help: 'Whether this process would answer /api/ready with 200 now (1) or 503 (0: shutting down, or a dependency does not answer).',
    registers,
    async collect() {
      if (app.lifecycle.shuttingDown) return this.set(0);
      this.set((await failedReadinessChecks(readinessParts(app))).length === 0 ? 1 : 0);
    },
  });

  const depth = new Gauge({
    name: 'pazaryeri_job_queue_depth',
    help: 'Open jobs per queue: due (waiting for a worker), scheduled (for later) and running.',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const oldestDue = new Gauge({
    name: 'pazaryeri_job_queue_oldest_due_age_seconds',
    help: 'How long the oldest due job of each queue has been waiting for a worker (0: none waits).',
    labelNames: ['queue'] as const,
    registers,
  });

  /** One query over the open jobs (the claim's partial index `jobs_open_idx` holds exactly them). */
  async function readJobQueues() {
    const rows = await selectRows<OpenJobs>(
      app.db,
      sql`select queue,
            count(*) filter (where status = 'queued' and run_at <= now()) as due,
            count(*) filter (where status = 'queued' and run_at > now()) as scheduled,
            count(*) filter (where status = 'running') as running,
            extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now())) as oldest_due_seconds
          from jobs where status in ('queued', 'running') group by queue`,
    );
    depth.reset();
    oldestDue.reset();
    const byQueue = new Map(rows.map((row) => [row.queue, row]));
    const registered = app.hasDecorator('jobs') ? app.jobs.queueNames() : [];
    for (const queue of new Set([...registered, ...byQueue.keys()])) {
      const row = byQueue.get(queue);
      depth.set({ queue, state: 'due' }, Number(row?.due ?? 0));
      depth.set({ queue, state: 'scheduled' }, Number(row?.scheduled ?? 0));
      depth.set({ queue, state: 'running' }, Number(row?.running ?? 0));
      oldestDue.set({ queue }, Number(row?.oldest_due_seconds ?? 0));
    }
  }

  app.decorate('metrics', {
    registry,
    catalogueCache,
    mails,
    contentType: registry.contentType,
    async text() {
      // A database that does not answer leaves the queue gauges out of this scrape, not the rest.
      await readJobQueues().catch((error) => app.log.warn({ err: error }, 'metrics: job queues unreadable'));
      return (await processMetrics().metrics()) + (await registry.metrics());
    },
  } satisfies Metrics);

  // Metrics are served by server.ts on a port of their own (METRICS_PORT); here, on the public
  // port, the path is answered 404 explicitly, so the web app's fallback page never takes it.
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async () => {
    throw new AppError('ROUTE_NOT_FOUND', messages.routeNotFound);
  });
}

/** The metrics listener server.ts opens beside the public one: GET /metrics, nothing else. */
export async function serveMetrics(app: FastifyInstance, settings: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    app.metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
      },
    );
  });
  server.listen(settings.port, settings.host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
  return server;
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['config', 'db', 'lifecycle'] });
