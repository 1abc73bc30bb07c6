/**
 * One server of the catalogue benchmark, started as a child process so the load generator does
 * not share its event loop. Prints `{"port":…}` once listening.
 *
 *   api  <databaseUrl> <dataDir>              the real app (buildApp); CATALOGUE_CACHE from the
 *                                             environment (`false` or `off`: the cache off)
 *   json <databaseUrl> <dataDir> <bodies.json> the JSON ceiling: a plain Fastify route per URL
 *                                             shape answering a prepared JSON string of the size
 *                                             of the API's answer for that endpoint
 *   sql  <databaseUrl> <dataDir>              the SQL ceiling: the page's query alone
 *                                             (catalogue-sql.ts), no count, through `pg` with
 *                                             named prepared statements, or straight through
 *                                             PGlite on the embedded database
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { apiServerSettings } from './catalogue-settings';
import { recordPauses } from './pauses';
import { isPostgresUrl } from '../apps/api/src/db/client';
import type { SearchTerms } from '../apps/api/src/modules/products';
import { detailStatement, listPlan, type ListQuery, queriesOf, similarTermsOf, type Statement, vocabularyStatement } from './catalogue-sql';

const [mode, databaseUrl, dataDir, bodiesFile] = process.argv.slice(2);

/** The trigram threshold the API sets per typo look-up (products.search.ts), here per connection. */
const SIMILARITY_THRESHOLD = 0.4;

async function startApi() {
  const config = loadConfig({
    ...apiServerSettings(databaseUrl, dataDir),
    // `false` (or `off`) for the cache-off rows (issue 19); unset, the API's default (on).
    CATALOGUE_CACHE: ({ off: 'false', on: 'true' } as Record<string, string>)[process.env.CATALOGUE_CACHE ?? ''] ?? process.env.CATALOGUE_CACHE,
    // The embedded database's buffers (issue 29): the API's default unless set for a comparison.
    PGLITE_BUFFERS_MB: process.env.PGLITE_BUFFERS_MB,
  });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Which endpoint a `/api/products?…` URL of the workload belongs to. */
const listEndpoint = (query: ListQuery) => (query.search !== undefined ? 'search' : query.mainCategory ? 'filtered listing' : 'listing');

async function startJson() {
  const bodies = JSON.parse(await readFile(bodiesFile, 'utf8')) as Record<string, string>;
  const app = Fastify({ logger: false });
  app.get('/api/products', (request, reply) => {
    reply.type('application/json').send(bodies[listEndpoint(request.query as ListQuery)]);
  });
  app.get('/api/products/:slug', (_request, reply) => {
    reply.type('application/json').send(bodies.detail);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

type Run = (statement: Statement) => Promise<unknown[]>;

async function openRunner(): Promise<{ run: Run; close(): Promise<void> }> {
  if (isPostgresUrl(databaseUrl)) {
    const { default: pg } = await import('pg');
    // As many connections as the API's pool (db/client.ts); the trigram threshold set at connection start.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}` });
    return { run: async ({ name, text, values }) => (await pool.query({ name, text, values })).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create(databaseUrl, { extensions: { pg_trgm, unaccent } });
  await client.exec(`set pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`);
  return { run: async ({ text, values }) => (await client.query(text, values)).rows, close: () => client.close() };
}

async function startSql() {
  const runner = await openRunner();
  const app = Fastify({ logger: false });
  app.get('/api/products', async (request) => {
    const query = request.query as ListQuery;
    const plan = listPlan(query);
    let rows: unknown[] = [];
    if (plan.kind === 'page') rows = await runner.run(plan.statement);
    if (plan.kind === 'search') {
      const search = async (terms: SearchTerms) => runner.run(plan.byTerms(terms, await queriesOf(runner.run, terms)));
      rows = await search(plan.terms);
      // The closest catalogue words only when the typed words matched nothing, as the API does.
      if (!rows.length && plan.typed) {
        const similar = similarTermsOf((await runner.run(vocabularyStatement(plan.typed))) as { position: string; word: string }[]);
        if (similar) rows = await search(similar);
      }
    }
    return { products: rows, page: Number(query.page ?? 1), limit: Number(query.limit ?? 20) };
  });
  app.get('/api/products/:slug', async (request, reply) => {
    const [row] = await runner.run(detailStatement((request.params as { slug: string }).slug));
    return row ?? reply.status(404).send({ message: 'Ürün bulunamadı.' });
  });
  app.addHook('onClose', () => runner.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * For diagnosis (`BENCH_PAUSES=1`): every 5 s the server writes to stderr how long its event loop
 * was held up (p99 and longest delay) and what garbage collection paused (count, total, longest).
 */
function reportPauses() {
  const pauses = recordPauses();
  setInterval(() => {
    const { loopP99, loopMax, gcCount, gcTotal, gcLongest } = pauses.take();
    process.stderr.write(
      `  [${mode} pauses] loop delay p99 ${loopP99.toFixed(1)} ms, max ${loopMax.toFixed(1)} ms; gc ${gcCount}× ${gcTotal.toFixed(0)} ms, longest ${gcLongest.toFixed(1)} ms\n`,
    );
  }, 5_000).unref();
}

if (process.env.BENCH_PAUSES === '1') reportPauses();
const app = mode === 'api' ? await startApi() : mode === 'json' ? await startJson() : await startSql();
const address = app.server.address();
const listenedMs = Math.round(process.uptime() * 1000);
// Issue 29: the API is ready for the load once its catalogue index has loaded and its cache has
// been warmed with cards (both after listening; until then PostgreSQL answers), so the rows
// measure the server at work after its start and the boot is timed to that point.
const api = mode === 'api' ? (app as Awaited<ReturnType<typeof startApi>>) : null;
while (api?.catalogueIndex && !(api.catalogueIndex.available && api.catalogueWarm.done)) await new Promise((resolve) => setTimeout(resolve, 20));
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, listenedMs, readyMs: Math.round(process.uptime() * 1000) })}\n`);
/** Where the process's memory is (issue 29), on stderr: V8's heap, what lives outside it, and the rest of the resident set. */
const reportMemory = (when: string) => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  process.stderr.write(`  [${mode} server memory ${when}] resident ${mb(rss)}: heap ${mb(heapUsed)} used of ${mb(heapTotal)}, external ${mb(external)} (array buffers ${mb(arrayBuffers)})\n`);
};
if (mode === 'api') reportMemory('when ready');
process.on('SIGTERM', () => {
  if (mode === 'api') reportMemory('after its rows');
  app.close().then(() => process.exit(0), () => process.exit(1));
});
