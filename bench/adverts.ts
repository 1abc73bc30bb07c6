/**
 * Adverts benchmark (issue 11): 10,000 adverts and 50,000 offers beside the catalogue, then
 * autocannon at 32 connections against the advert list, the filtered list and the stores'
 * customer-request feed, with the catalogue listing measured in the same run for comparison,
 * and the EXPLAIN ANALYZE plan of each list's page and count queries.
 *
 *   npm run bench:adverts              (tsx bench/adverts.ts)
 *   BENCH_DATABASE_URL or DATABASE_URL  PostgreSQL server to create a throw-away database on;
 *                                       without either, the embedded database (PGlite)
 *   BENCH_ADVERTS 10000   BENCH_OFFERS 50000   BENCH_PRODUCTS 100000   BENCH_SECONDS 10
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { signAccessToken } from '../apps/api/src/lib/tokens';
import { advertConditions, type AdvertFilter, selectAdvertViews } from '../apps/api/src/modules/adverts';
import { adverts } from '../apps/api/src/db/schema/adverts';
import { offers } from '../apps/api/src/db/schema/offers';
import { sellers } from '../apps/api/src/db/schema/sellers';
import { users } from '../apps/api/src/db/schema/users';
import { generateAdverts } from './adverts-data';
import { generateCatalogue } from './catalogue-data';
import { markdownTable } from './report';
import { createServerDatabase } from './server-database';

const CONNECTIONS = 32;
const ADVERTS = Number(process.env.BENCH_ADVERTS ?? 10_000);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 50_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
// The same secret as catalogue-server.ts's API, so the bench can sign a store's token for the feed.
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** Budget (issue 11): each advert list's p99 within 2× the catalogue listing's, in the same run. */
const P99_RATIO = 2;

/** A throw-away database on the server, or an embedded one in the data folder. */
async function createDatabase(dataDir: string) {
  if (!SERVER_URL) return { url: path.join(dataDir, 'pglite'), target: 'pglite', drop: async () => undefined };
  return { ...(await createServerDatabase(SERVER_URL)), target: 'postgres' };
}

/** The real API (catalogue-server.ts `api`) in a child process, so the load does not share its event loop. */
async function startApi(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'catalogue-server.ts'), 'api', databaseUrl, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`api server exited (${code})`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { port, stop };
}

interface Scenario {
  name: string;
  path: (i: number) => string;
  headers?: Record<string, string>;
  /** The page query the API runs for the first request, for EXPLAIN. */
  filter?: AdvertFilter & { viewerId: string | null; limit: number };
}

interface Stats {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  total: number;
}

async function measure(port: number, scenario: Scenario, seconds: number): Promise<Stats> {
  let counter = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: scenario.headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: scenario.path(counter++) }) }],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/** EXPLAIN ANALYZE of a list's page query and its count, as the API builds them. */
async function explain(database: Database, filter: NonNullable<Scenario['filter']>) {
  const where = and(...advertConditions(filter));
  const page = selectAdvertViews(database.db, filter.viewerId).where(where).orderBy(desc(adverts.createdAt), desc(adverts.id)).limit(filter.limit).offset(0);
  const total = database.db.select({ value: sql`count(*)` }).from(adverts).where(where);
  const plan = async (query: SQL.Aliased | { getSQL(): SQL }) =>
    rowsOf(await database.db.execute(sql`explain (analyze, costs off, timing off, summary off) ${query}`))
      .map((row) => String(Object.values(row)[0]))
      .join('\n');
  return { page: await plan(page), count: await plan(total) };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pz-bench-adverts-'));
  const database = await createDatabase(dataDir);
  try {
    const started = performance.now();
    const db = await openDatabase(database.url);
    await generateCatalogue(db.db, dataDir, PRODUCTS);
    await generateAdverts(db.db, ADVERTS, OFFERS);
    const [{ advertCount }] = await db.db.select({ advertCount: sql<number>`count(*)::int` }).from(adverts);
    const [{ offerCount }] = await db.db.select({ offerCount: sql<number>`count(*)::int` }).from(offers);
    console.log(
      `${database.target}: ${PRODUCTS.toLocaleString('en')} products, ${advertCount.toLocaleString('en')} adverts, ${offerCount.toLocaleString('en')} offers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // A store owner's token: the feed is for stores.
    const [owner] = await db.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .innerJoin(sellers, eq(sellers.userId, users.id))
      .where(eq(sellers.status, 'approved'))
      .limit(1);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET, SERVE_WEB: 'false' });
    const token = await signAccessToken({ sub: owner.id, role: owner.role, tv: owner.tokenVersion }, config.jwtSecret, '2h');

    const budget = (i: number) => `minBudget=${500 + (i % 5) * 500}&maxBudget=${20_000 + (i % 4) * 5_000}`;
    const scenarios: Scenario[] = [
      { name: 'catalogue listing', path: (i) => `/api/products?page=${1 + (i % 5)}` },
      { name: 'advert list', path: (i) => `/api/ilan?page=${1 + (i % 5)}`, filter: { viewerId: null, limit: 12 } },
      {
        name: 'filtered adverts',
        path: (i) => `/api/ilan/filter?type=service&status=active&${budget(i)}&page=${1 + (i % 3)}`,
        filter: { viewerId: null, limit: 12, type: 'service', status: 'active', minBudget: 500, maxBudget: 20_000 },
      },
      {
        name: 'request feed',
        path: (i) => `/api/ilan/seller/customer-requests?page=${1 + (i % 5)}`,
        headers: { authorization: `Bearer ${token}` },
        filter: { viewerId: owner.id, limit: 10, feed: true },
      },
    ];

    const plans = new Map<string, { page: string; count: string }>();
    for (const scenario of scenarios) if (scenario.filter) plans.set(scenario.name, await explain(db, scenario.filter));
    await db.close();

    const server = await startApi(database.url, dataDir);
    const results = new Map<string, Stats>();
    try {
      for (const scenario of scenarios) {
        await measure(server.port, scenario, 2);
        const stats = await measure(server.port, scenario, SECONDS);
        results.set(scenario.name, stats);
        console.log(`  ${scenario.name.padEnd(18)} p50 ${stats.p50} ms  p99 ${stats.p99} ms  ${stats.rps.toFixed(0)} req/s  ${stats.errors} errors`);
      }
    } finally {
      await server.stop();
    }

    const reference = results.get('catalogue listing')!;
    const header = ['endpoint', 'p50', 'p99', 'req/s', 'p99 ÷ catalogue', 'budget', 'result'];
    const table = scenarios.map((scenario) => {
      const stats = results.get(scenario.name)!;
      const ratio = stats.p99 / reference.p99;
      const isReference = scenario.name === 'catalogue listing';
      const pass = stats.errors === 0 && (isReference || ratio <= P99_RATIO);
      return [
        scenario.name,
        `${stats.p50} ms`,
        `${stats.p99} ms`,
        stats.rps.toFixed(0),
        isReference ? '1.00×' : `${ratio.toFixed(2)}×`,
        isReference ? 'reference' : `≤ ${P99_RATIO}×`,
        pass ? 'PASS' : `FAIL${stats.errors ? ` (${stats.errors} errors)` : ''}`,
      ];
    });
    console.log(
      `\nAdverts benchmark on ${database.target}: ${advertCount.toLocaleString('en')} adverts, ${offerCount.toLocaleString('en')} offers, ${PRODUCTS.toLocaleString('en')} products; autocannon ${CONNECTIONS} connections, ${SECONDS} s per row; ${cpus().length} CPU, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, Node ${process.version}\n`,
    );
    console.log(markdownTable(header, table));
    for (const [name, plan] of plans) console.log(`\n### ${name}: page\n\n${plan.page}\n\n### ${name}: count\n\n${plan.count}`);
    if (table.some((row) => row[6] !== 'PASS')) process.exitCode = 1;
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
