/** The catalogue benchmark's settings (catalogue.ts: its environment variables) and issue 19's targets. */
import { demoUsers } from '../apps/api/src/demo/categories';
import type { EndpointName } from './catalogue-workload';

export type Target = 'pglite' | 'postgres';
export type Variant = 'api cache-on' | 'api at target rate' | 'api signed-in' | 'api cache-off' | 'json ceiling' | 'sql ceiling';

export const CONNECTIONS = 32;
export const TOTAL = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const SEED = Number(process.env.BENCH_SEED ?? 19);
export const WARMUP_SECONDS = 2;
/** Writes a second during the API rows (issue 19: 20); 0 leaves the writer out, to see what the writes cost the cache. */
export const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 20);
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * For runs at a million products, whose generation takes minutes: keep the generated databases
 * (the PostgreSQL database and the embedded one's data folder; the variables to reuse them are
 * printed), and reuse such a database instead of generating one (its products as generated, plus
 * what earlier runs' writers changed).
 */
export const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
export const REUSE_DATABASE_URL = process.env.BENCH_REUSE_DATABASE || undefined;
export const REUSE_DATA_DIR = process.env.BENCH_REUSE_DATA_DIR || undefined;
export const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as Target[];
/** For diagnosis: only these endpoints' rows (names as in the table), only these kinds of row. */
export const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',');
export const ROWS = (process.env.BENCH_ROWS ?? 'cache-on,signed-in,cache-off,json,sql').split(',');
/** Every server's rows this many times in turn; issue 28's ratios are taken per round and their median judged. */
export const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 1)) || 1);
/** How a round is named beside a row or a note (` #2`); nothing when there is one round. */
export const roundTag = (round: number) => (ROUNDS > 1 ? ` #${round}` : '');
/** Enough URLs that no endpoint wraps around within a row at up to 5,000 req/s. */
export const SEQUENCE_LENGTH = Math.max(20_000, 5_000 * (SECONDS + WARMUP_SECONDS));
/** /proc counts CPU time in clock ticks: 100 a second on Linux. */
export const TICKS_PER_SECOND = 100;
export const PAGE_SIZE = 20;
/**
 * Products the writer edits in turn; a product's next write waits until its last one was seen
 * fresh, so under load (a write and its reads take a few hundred ms) 20 a second need this many.
 */
export const MAX_WRITE_TARGETS = 40;

/** The share of the offered rate a rated row must achieve: below it the server could not keep up. */
export const KEPT_UP = 0.97;
/** Issue 19's targets on PostgreSQL; the embedded database within 3× of them. */
const targets: Record<EndpointName, { rps: number; p99: number }> = {
  listing: { rps: 1000, p99: 25 },
  'filtered listing': { rps: 800, p99: 30 },
  detail: { rps: 1500, p99: 15 },
  search: { rps: 400, p99: 40 },
};
export const targetFor = (database: Target, endpoint: EndpointName) => {
  const factor = database === 'pglite' ? 3 : 1;
  return { rps: targets[endpoint].rps / factor, p99: targets[endpoint].p99 * factor };
};

/**
 * Issue 28's targets, ratios of rows of one round: the visitors' saturated rate against the JSON
 * ceiling's for the same endpoint, signed-in buyers' against visitors', and the SQL ceiling's
 * against the JSON ceiling's as a multiple of that ratio when the issue was filed (36 filtered
 * pages and 28 searches a second where the JSON ceiling answered 4,282).
 */
export const visitorsTarget: Record<EndpointName, number> = { listing: 0.5, 'filtered listing': 0.35, detail: 0.35, search: 0.35 };
export const SIGNED_IN_TARGET = 0.8;
export const sqlAtFiling: Partial<Record<EndpointName, number>> = { 'filtered listing': 36 / 4282, search: 28 / 4282 };
export const SQL_FASTER_TARGET = 10;

export const demoSeller = demoUsers.find((user) => user.email === 'satici@pazaryeri.test')!;
export const demoBuyer = demoUsers.find((user) => user.email === 'alici@pazaryeri.test')!;

/**
 * The API server's settings in every catalogue bench row, for its sources under tsx
 * (catalogue-server.ts) and for the built server (catalogue-measure.ts, `BENCH_SERVER=built`).
 */
export const apiServerSettings = (databaseUrl: string, dataDir: string) => ({
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
