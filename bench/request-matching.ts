/**
 * Request-matching benchmark (issue 31): 10,000 approved stores with capabilities and 100,000 open
 * customer requests (beside 50,000 closed requests and store adverts) on PostgreSQL, then, one
 * call after another, the matched feed of a store (`match=fit`, page 1, the route's whole work but
 * HTTP) and the matching of one new request (its facts and the ranking query; and the whole
 * publication handler, rolled back), each against a bare indexed query (`select … from adverts
 * where id = $1`) measured in the same run. Prints the EXPLAIN ANALYZE of the feed's and the
 * ranking's queries.
 *
 *   tsx bench/request-matching.ts
 *   BENCH_DATABASE_URL or DATABASE_URL   PostgreSQL server to create a throw-away database on
 *                                        (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_STORES 10000   BENCH_REQUESTS 100000   BENCH_OTHER_ADVERTS 50000   BENCH_CALLS 300
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, selectRows } from '../apps/api/src/db/client';
import { fitFeedQuery, loadStoreScope, requestFeed } from '../apps/api/src/modules/matching/matching.feed';
import { tellFittingStores } from '../apps/api/src/modules/matching/matching.notify';
import { loadRequestFacts, rankStoresForRequest, rankStoresQuery } from '../apps/api/src/modules/matching/matching.stores';
import { NOTIFY_CAP } from '../apps/api/src/modules/matching/matching.fit';
import { markdownTable, quantile } from './report';
import { generateMatchingData } from './request-matching-data';
import { createServerDatabase } from './server-database';

const STORES = Number(process.env.BENCH_STORES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const OTHERS = Number(process.env.BENCH_OTHER_ADVERTS ?? 50_000);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 20;

/** Milliseconds of each of `calls` sequential calls, after a warm-up; the i-th call gets i. */
async function measure(calls: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i += 1) await call(i + calls);
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  return times;
}

class Rollback extends Error {}

/** The publication handler's whole work (facts, ranking, notifications, stats) in a transaction rolled back after. */
async function publishRolledBack(db: Db, advertId: string) {
  await db
    .transaction(async (tx) => {
      await tellFittingStores({ tx, advertId } as Parameters<typeof tellFittingStores>[0]);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

async function explain(db: Db, label: string, query: ReturnType<typeof sql>) {
  const rows = await selectRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  console.log(`\n### ${label}\n\n${plan}`);
  return plan;
}

async function main() {
  const server = await createServerDatabase(SERVER_URL);
  console.log(`database ${new URL(server.url).pathname.slice(1)} on ${new URL(SERVER_URL).host}`);
  const database = await openDatabase(server.url);
  const { db } = database;
  try {
    const started = performance.now();
    await generateMatchingData(db, STORES, REQUESTS, OTHERS);
    console.log(`generated ${STORES} stores, ${REQUESTS} open requests and ${OTHERS} other adverts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const owners = (await selectRows<{ user_id: string }>(db, sql`select user_id from sellers where alias like 'bench-atolye-%' order by md5(id::text) limit ${CALLS + WARM_UP}`)).map((row) => row.user_id);
    const requestIds = (await selectRows<{ id: string }>(db, sql`select id from adverts where slug like 'bench-talep-%' order by md5(id::text) limit ${CALLS + WARM_UP}`)).map((row) => row.id);
    const pick = <T>(list: T[], i: number) => list[i % list.length];

    const bare = await measure(CALLS, (i) => selectRows(db, sql`select id, title, slug, status from adverts where id = ${pick(requestIds, i)}`));
    const feedSizes: number[] = [];
    const feed = await measure(CALLS, async (i) => {
      const page = await requestFeed(db, pick(owners, i), { page: 1, limit: 10, match: 'fit', category: undefined, search: undefined });
      feedSizes.push(page.total);
    });
    const matchedCounts: number[] = [];
    const rank = await measure(CALLS, async (i) => {
      const request = await loadRequestFacts(db, pick(requestIds, i));
      matchedCounts.push((await rankStoresForRequest(db, request!, { limit: NOTIFY_CAP })).length);
    });
    const publish = await measure(CALLS, (i) => publishRolledBack(db, pick(requestIds, i)));

    const base = quantile(bare, 0.5);
    const baseP99 = quantile(bare, 0.99);
    const row = (name: string, times: number[]) => [
      name,
      `${quantile(times, 0.5).toFixed(2)} ms`,
      `${quantile(times, 0.99).toFixed(2)} ms`,
      `${(quantile(times, 0.5) / base).toFixed(1)}×`,
      `${(quantile(times, 0.99) / baseP99).toFixed(1)}×`,
    ];
    const [{ server_version: version }] = await selectRows<{ server_version: string }>(db, sql`show server_version`);
    console.log(`\n${CALLS} sequential calls each (after ${WARM_UP} warm-up), one at a time; PostgreSQL ${version}`);
    console.log(
      markdownTable(
        ['call', 'p50', 'p99', 'p50 ÷ bare p50', 'p99 ÷ bare p99'],
        [
          row('bare indexed query', bare),
          row('fit feed, page 1', feed),
          row('match one request (rank)', rank),
          row('publish handler (rolled back)', publish),
        ],
      ),
    );
    console.log(`\nfit feed totals per store: p50 ${quantile(feedSizes, 0.5)}, max ${Math.max(...feedSizes)}; stores told per request: p50 ${quantile(matchedCounts, 0.5)}, max ${Math.max(...matchedCounts)} (cap ${NOTIFY_CAP})`);

    // The plans, for a store whose feed is about the median and a request in a subcategory with a city.
    const median = quantile(feedSizes, 0.5);
    const store = owners[feedSizes.findIndex((size) => size === median) % owners.length];
    const feedPlan = await explain(db, 'fit feed (page 1)', fitFeedQuery(await loadStoreScope(db, store), { page: 1, limit: 10, search: undefined }, null));
    const [sample] = await selectRows<{ id: string }>(
      db,
      sql`select a.id from adverts a join categories c on c.id = a.category_id where c.parent_id is not null and a.city_code is not null and a.process is not null and a.material is not null limit 1`,
    );
    const rankPlan = await explain(db, 'ranking the stores of one request', rankStoresQuery((await loadRequestFacts(db, sample.id))!, { limit: NOTIFY_CAP })!);
    const uses = (plan: string, index: string) => `${index}: ${plan.includes(index) ? 'used' : 'NOT used'}`;
    console.log(`\n${uses(feedPlan, 'adverts_request_category_feed_idx')}; ${uses(rankPlan, 'seller_capability_categories_category_idx')}`);
  } finally {
    await database.close();
    await server.drop();
  }
}

await main();
