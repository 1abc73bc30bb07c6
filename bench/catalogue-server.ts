/**
 * One server of the catalogue benchmark, started as a child process so the load generator does
 * not share its event loop: `api` is the real app (buildApp) on the given database; `bare` is a
 * Fastify with one route per scenario, each running one equivalent SQL query through `pg` (or,
 * on the embedded database, straight through PGlite). Prints `{"port":…}` once listening.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { isPostgresUrl } from '../apps/api/src/db/client';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parseSearch, searchTsQuery } from '../apps/api/src/modules/products/products.search';
import { bareQueries } from './catalogue-sql';

const [mode, databaseUrl, dataDir] = process.argv.slice(2);

async function startApi() {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    SEED_DEMO_DATA: 'false',
    SERVE_WEB: 'false',
    // The benchmark measures the work of a request, not the per-IP limit every request would hit.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

type Run = (text: string, values: unknown[]) => Promise<unknown[]>;

async function openRunner(): Promise<{ run: Run; close(): Promise<void> }> {
  if (isPostgresUrl(databaseUrl)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { run: async (text, values) => (await pool.query(text, values)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create(databaseUrl, { extensions: { pg_trgm, unaccent } });
  return { run: async (text, values) => (await client.query(text, values)).rows, close: () => client.close() };
}

async function startBare() {
  const runner = await openRunner();
  const app = Fastify({ logger: false });
  const page = (rows: unknown[]) => ({ products: rows, total: Number((rows[0] as { total?: number } | undefined)?.total ?? 0) });
  const pageOf = (query: { page?: string; limit?: string }) => {
    const limit = Number(query.limit ?? 20);
    return { limit, offset: (Number(query.page ?? 1) - 1) * limit };
  };
  app.get('/bare/list', async (request) => {
    const { limit, offset } = pageOf(request.query as { page?: string });
    return page(await runner.run(bareQueries.list, [limit, offset]));
  });
  app.get('/bare/filtered', async (request) => {
    const query = request.query as { mainCategory: string; priceMin: string; priceMax: string; page?: string };
    const { limit, offset } = pageOf(query);
    const prices = [Math.round(Number(query.priceMin) * 100), Math.round(Number(query.priceMax) * 100)];
    return page(await runner.run(bareQueries.filtered, [limit, offset, query.mainCategory, ...prices]));
  });
  app.get('/bare/detail/:slug', async (request, reply) => {
    const [row] = await runner.run(bareQueries.detail, [(request.params as { slug: string }).slug]);
    return row ?? reply.status(404).send({ message: 'Ürün bulunamadı.' });
  });
  app.get('/bare/search', async (request) => {
    const terms = parseSearch((request.query as { search: string }).search);
    const { limit, offset } = pageOf(request.query as { page?: string });
    if (!terms) return page([]);
    // The API's own tsquery, written out as SQL text; its parameters follow $1–$3.
    const { sql: text, params: words } = new PgDialect().sqlToQuery(searchTsQuery(terms));
    const tsquery = text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 3}`);
    return page(await runner.run(bareQueries.search(tsquery), [limit, offset, terms.folded, ...(words as string[])]));
  });
  app.addHook('onClose', () => runner.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const app = mode === 'api' ? await startApi() : await startBare();
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0), () => process.exit(1));
});
