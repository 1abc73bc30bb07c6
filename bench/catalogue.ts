/**
 * Catalogue benchmark (issues 3 and 19): a generated catalogue on PostgreSQL and on the embedded
 * database (PGlite); per endpoint (listing, filtered listing, detail, search) a seeded Zipf
 * workload (catalogue-workload.ts) sent by a load generator in its own process
 * (catalogue-load.ts, 32 keep-alive connections: autocannon at full speed, or requests spread
 * evenly at a set rate; 2 s warm-up, then the measured window) against four servers in child
 * processes (catalogue-server.ts):
 *
 *   api cache-on        the real API as configured by default, as fast as it answers
 *   api at target rate  the same server right after, the endpoint's target rate offered
 *   api signed-in       the cache-on server again at full speed, every request with a signed-in
 *                       buyer's token (the demo buyer, a favourite on every listing page 1–2 product)
 *   api cache-off       the real API with CATALOGUE_CACHE=false: the cost of a miss
 *   json ceiling        a plain Fastify route answering a prepared JSON of the API's answer size
 *   sql ceiling         the page's query alone through pg (named prepared statement, no count)
 *
 * During every API row a writer (catalogue-writer.ts) edits stock and prices at 20/s as the
 * demo seller and reads the changed products back anonymously: the longest stale answer. CPU
 * per request of the server process and of PostgreSQL from /proc. Each endpoint is judged
 * against issue 19's targets on two rows: the cache-on row's req/s (saturated), the rated row's
 * p99 (at the target rate, which it must keep up with); exit code 1 when one fails.
 *
 *   npm run bench:catalogue            (tsx bench/catalogue.ts)
 *   BENCH_TARGETS       pglite,postgres (default both)
 *   BENCH_PRODUCTS      100000          BENCH_SECONDS  measured seconds per row (default 10)
 *   BENCH_SEED          the workload's seed (default 19)
 *   BENCH_WRITES        writes a second during the API rows (default 20; 0: no writer)
 *   BENCH_DATABASE_URL  PostgreSQL server to create a throw-away database on
 *                       (default postgres://postgres@127.0.0.1:5432/test)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { demoUsers } from '../apps/api/src/demo/categories';
import { generateCatalogue } from './catalogue-data';
import type { LoadJob, LoadResult } from './catalogue-load';
import {
  buildWorkload,
  type CatalogueFacts,
  catalogueWords,
  drawnFigures,
  type EndpointName,
  type EndpointWorkload,
  uniqueShares,
  ZIPF_S,
} from './catalogue-workload';
import type { WriterJob, WriterResult, WriteTarget } from './catalogue-writer';
import { markdownTable } from './report';

type Target = 'pglite' | 'postgres';
type Variant = 'api cache-on' | 'api at target rate' | 'api signed-in' | 'api cache-off' | 'json ceiling' | 'sql ceiling';

const CONNECTIONS = 32;
const TOTAL = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEED = Number(process.env.BENCH_SEED ?? 19);
const WARMUP_SECONDS = 2;
/** Writes a second during the API rows (issue 19: 20); 0 leaves the writer out, to see what the writes cost the cache. */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as Target[];
/** For diagnosis: only these endpoints' rows (names as in the table), only these kinds of row. */
const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',');
const ROWS = (process.env.BENCH_ROWS ?? 'cache-on,signed-in,cache-off,json,sql').split(',');
/** For diagnosis: the API server writes a V8 CPU profile per run into this folder (`--cpu-prof`). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
/** Enough URLs that no endpoint wraps around within a row at up to 5,000 req/s. */
const SEQUENCE_LENGTH = Math.max(20_000, 5_000 * (SECONDS + WARMUP_SECONDS));
/** /proc counts CPU time in clock ticks: 100 a second on Linux. */
const TICKS_PER_SECOND = 100;
const PAGE_SIZE = 20;
/**
 * Products the writer edits in turn; a product's next write waits until its last one was seen
 * fresh, so under load (a write and its reads take a few hundred ms) 20 a second need this many.
 */
const MAX_WRITE_TARGETS = 40;

/** The share of the offered rate a rated row must achieve: below it the server could not keep up. */
const KEPT_UP = 0.97;
/** Issue 19's targets on PostgreSQL; the embedded database within 3× of them. */
const targets: Record<EndpointName, { rps: number; p99: number }> = {
  listing: { rps: 1000, p99: 25 },
  'filtered listing': { rps: 800, p99: 30 },
  detail: { rps: 1500, p99: 15 },
  search: { rps: 400, p99: 40 },
};
const targetFor = (database: Target, endpoint: EndpointName) => {
  const factor = database === 'pglite' ? 3 : 1;
  return { rps: targets[endpoint].rps / factor, p99: targets[endpoint].p99 * factor };
};

const demoSeller = demoUsers.find((user) => user.email === 'satici@pazaryeri.test')!;
const demoBuyer = demoUsers.find((user) => user.email === 'alici@pazaryeri.test')!;

// ---------------------------------------------------------------------------------------------
// Child processes

interface Child {
  child: ChildProcess;
  lines: Interface;
  next(): Promise<string>;
}

/** A `node --import tsx` child whose stdout is read line by line. */
function startChild(script: string, args: string[], env: Record<string, string | undefined> = {}): Child {
  const profile = CPU_PROFILE_DIR && script === 'catalogue-server.ts' && args[0] === 'api' ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(import.meta.dirname, script), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let exited: Error | null = null;
  const failures: ((error: Error) => void)[] = [];
  lines.on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) {
      failures.shift();
      resolve(line);
    } else queue.push(line);
  });
  child.once('exit', (code) => {
    exited = new Error(`${script} exited (${code})`);
    for (const fail of failures.splice(0)) fail(exited);
    waiting.length = 0;
  });
  return {
    child,
    lines,
    next: () =>
      new Promise<string>((resolve, reject) => {
        const line = queue.shift();
        if (line !== undefined) return resolve(line);
        if (exited) return reject(exited);
        waiting.push(resolve);
        failures.push(reject);
      }),
  };
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Server {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

async function startServer(mode: 'api' | 'json' | 'sql', databaseUrl: string, dataDir: string, extra: string[] = [], env: Record<string, string> = {}): Promise<Server> {
  const server = startChild('catalogue-server.ts', [mode, databaseUrl, dataDir, ...extra], env);
  const { port } = JSON.parse(await server.next()) as { port: number };
  return { pid: server.child.pid!, port, stop: () => stopChild(server.child) };
}

// ---------------------------------------------------------------------------------------------
// CPU from /proc

/** utime + stime of a process, in clock ticks; null when it is gone. */
function cpuTicks(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5); `fields` starts at field 3.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Every process named `postgres`, pid → ticks. */
function postgresTicks(): Map<string, number> {
  const found = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const ticks = cpuTicks(pid);
      if (ticks !== null) found.set(pid, ticks);
    } catch {
      // gone between the listing and the read
    }
  }
  return found;
}

/** Seconds of CPU PostgreSQL spent between two snapshots: processes started in between count fully. */
function postgresSeconds(before: Map<string, number>, after: Map<string, number>) {
  let ticks = 0;
  for (const [pid, value] of after) ticks += value - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_SECOND;
}

// ---------------------------------------------------------------------------------------------
// HTTP from this process (set-up, checks)

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function request(port: number, method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent,
        headers: { ...(payload && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------
// The catalogue

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

const visible = `p.approval_status = 'approved' and p.status = 'active' and s.status = 'approved' and u.banned_at is null and u.deleted_at is null`;
const joined = `from products p join sellers s on s.id = p.seller_id join users u on u.id = s.user_id`;

interface OnSale {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  main_slug: string;
  seller_email: string;
  writable: boolean;
  recommended_rank: number;
  main_newest_rank: number;
}

async function prepare(target: Target, dataDir: string) {
  let databaseUrl = path.join(dataDir, 'pglite');
  let drop = async () => undefined;
  if (target === 'postgres') {
    const name = `pz_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const started = performance.now();
  const database = await openDatabase(databaseUrl);
  try {
    await generateCatalogue(database.db, dataDir, TOTAL);
    const generatedIn = (performance.now() - started) / 1000;
    const run = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
    // Products on sale in the listing's default order, with their rank in it and in their main category by date.
    const onSale = await run<OnSale>(`select p.id, p.slug, p.name, p.price / 100.0 as price, p.stock, c.slug as main_slug, u.email as seller_email,
        (p.product_type = 'physical' and not exists (select 1 from product_variants v where v.product_id = p.id)) as writable,
        (row_number() over (order by (p.stock > 0) desc, p.created_at desc, p.id desc))::int - 1 as recommended_rank,
        (row_number() over (partition by p.main_category_id order by p.created_at desc, p.id desc))::int - 1 as main_newest_rank
      ${joined} join categories c on c.id = p.main_category_id where ${visible} order by recommended_rank`);
    const mains = await run<{ slug: string; products: number }>(`select c.slug, count(*)::int as products
      ${joined} join categories c on c.id = p.main_category_id where ${visible} group by c.slug`);
    const subs = await run<{ slug: string; parent_slug: string; products: number }>(`select c.slug, pc.slug as parent_slug, count(*)::int as products
      from product_sub_categories x join products p on p.id = x.product_id join sellers s on s.id = p.seller_id join users u on u.id = s.user_id
      join categories c on c.id = x.category_id join categories pc on pc.id = c.parent_id where ${visible} group by c.slug, pc.slug`);
    const [{ total }] = await run<{ total: number }>(`select count(*)::int as total from products`);
    console.log(
      `${target}: ${total.toLocaleString('en')} products (${onSale.length.toLocaleString('en')} on sale) generated in ${generatedIn.toFixed(1)} s`,
    );
    const facts: CatalogueFacts = {
      categories: [
        ...mains.map((main) => ({ slug: main.slug, parentSlug: null, products: main.products })),
        ...subs.map((sub) => ({ slug: sub.slug, parentSlug: sub.parent_slug, products: sub.products })),
      ],
      productSlugs: onSale.map((product) => product.slug).sort(),
      ...catalogueWords(onSale.map((product) => product.name)),
    };
    return { databaseUrl, drop, facts, onSale };
  } finally {
    await database.close();
  }
}

/**
 * What the writer edits: the demo seller's physical products without variants that the workload
 * reads most: those on the listing's first two pages (their list: that page) and the hottest
 * details (their list: their main category by date, at the page that holds them), up to
 * MAX_WRITE_TARGETS. One product of page 1 goes sold out and back.
 */
function writeTargets(onSale: OnSale[], detail: EndpointWorkload) {
  const own = (product: OnSale) => product.seller_email === demoSeller.email && product.writable && Number(product.stock) > 0;
  const toTarget = (product: OnSale, listUrl: string, listDropsSoldOut: boolean): WriteTarget => ({
    id: product.id,
    slug: product.slug,
    listUrl,
    listDropsSoldOut,
    price: Number(product.price),
    stock: Number(product.stock),
  });
  // Not the first product of page 2: it moves up to page 1 while the sold-out product is out of stock.
  const onFirstPages = onSale.filter((product) => product.recommended_rank < 2 * PAGE_SIZE && product.recommended_rank !== PAGE_SIZE && own(product));
  const listed = onFirstPages.map((product) => toTarget(product, `/api/products?page=${1 + Math.floor(product.recommended_rank / PAGE_SIZE)}`, true));
  const soldOut = listed.find((target) => target.listUrl === '/api/products?page=1') ?? null;
  const bySlug = new Map(onSale.map((product) => [product.slug, product]));
  const counts = new Map<string, number>();
  for (const url of detail.urls.slice(0, 20_000)) counts.set(url, (counts.get(url) ?? 0) + 1);
  const hottest = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([url]) => bySlug.get(url.slice('/api/products/'.length))!)
    .filter((product) => product && own(product) && product.recommended_rank >= 2 * PAGE_SIZE)
    .slice(0, MAX_WRITE_TARGETS - Math.min(listed.length, 6))
    .map((product) =>
      toTarget(product, `/api/products?mainCategory=${product.main_slug}&sort=newest&page=${1 + Math.floor(product.main_newest_rank / PAGE_SIZE)}`, false),
    );
  return { products: [...listed.filter((target) => target !== soldOut).slice(0, 6), ...hottest], soldOut };
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Measured {
  load: LoadResult;
  /** The requests a second offered (the load's `rate`); absent: as fast as the server answers. */
  rate?: number;
  apiCpuSeconds: number | null;
  pgCpuSeconds: number | null;
  writer?: WriterResult;
}

/** `pace`: the rate to offer and the sequence's index to start at (both absent: full speed from the start), and headers to send. */
async function measure(target: Target, server: Server, urlsFile: string, dataDir: string, writer: WriterJob | null, pace: Pick<LoadJob, 'rate' | 'first' | 'headers'> = {}): Promise<Measured> {
  let writerChild: Child | null = null;
  if (writer) {
    const jobFile = path.join(dataDir, `writer-${randomUUID()}.json`);
    await writeFile(jobFile, JSON.stringify(writer));
    writerChild = startChild('catalogue-writer.ts', [jobFile]);
    await writerChild.next();
  }
  const urls = JSON.parse(readFileSync(urlsFile, 'utf8')) as string[];
  const job: LoadJob = { port: server.port, urls, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, ...pace };
  const jobFile = path.join(dataDir, `load-${randomUUID()}.json`);
  await writeFile(jobFile, JSON.stringify(job));
  const load = startChild('catalogue-load.ts', [jobFile]);
  try {
    await load.next(); // {"measuring":true}
    const apiBefore = cpuTicks(server.pid);
    const pgBefore = target === 'postgres' ? postgresTicks() : null;
    const result = JSON.parse(await load.next()) as LoadResult;
    const apiAfter = cpuTicks(server.pid);
    const pgAfter = target === 'postgres' ? postgresTicks() : null;
    let writerResult: WriterResult | undefined;
    if (writerChild) {
      writerChild.child.stdin!.end('stop\n');
      writerResult = JSON.parse(await writerChild.next()) as WriterResult;
    }
    return {
      load: result,
      rate: pace.rate,
      apiCpuSeconds: apiBefore !== null && apiAfter !== null ? (apiAfter - apiBefore) / TICKS_PER_SECOND : null,
      pgCpuSeconds: pgBefore && pgAfter ? postgresSeconds(pgBefore, pgAfter) : null,
      writer: writerResult,
    };
  } finally {
    await stopChild(load.child);
    if (writerChild) await stopChild(writerChild.child);
  }
}

interface Row {
  database: Target;
  endpoint: EndpointName;
  variant: Variant;
  measured: Measured;
  drawn: ReturnType<typeof drawnFigures>;
}

interface ListAnswer {
  products: { _id: string }[];
  total: number;
  totalCapped?: boolean;
  searchMode?: string;
}

/** Product ids of an answer, in order (a list's page or a detail's one product). */
const idsOf = (text: string) => {
  const body = JSON.parse(text) as { products?: { _id: string }[]; _id?: string };
  return body.products ? body.products.map((product) => product._id) : body._id ? [body._id] : [];
};

async function benchTarget(target: Target): Promise<{ rows: Row[]; notes: string[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `pz-bench-${target}-`));
  const prepared = await prepare(target, dataDir);
  const notes: string[] = [];
  const rows: Row[] = [];
  try {
    const drawn = buildWorkload(prepared.facts, SEED, SEQUENCE_LENGTH);
    const workload = drawn.filter((endpoint) => !ENDPOINTS || ENDPOINTS.includes(endpoint.name));
    const urlsFiles = new Map<EndpointName, string>();
    for (const endpoint of workload) {
      const file = path.join(dataDir, `urls-${endpoint.name.replace(' ', '-')}.json`);
      await writeFile(file, JSON.stringify(endpoint.urls));
      urlsFiles.set(endpoint.name, file);
      const whole = drawnFigures(endpoint, 0, endpoint.urls.length);
      console.log(
        `  workload ${endpoint.name.padEnd(16)} ${endpoint.urls.length.toLocaleString('en')} URLs drawn, ${whole.distinct.toLocaleString('en')} distinct, unique class ${(whole.uniqueClassShare * 100).toFixed(1)} % (aimed ${uniqueShares[endpoint.name] * 100} %); first: ${endpoint.urls[0]}`,
      );
    }
    console.log(
      `  workload: ${prepared.facts.categories.length} categories, ${prepared.facts.words.length} words (most frequent: ${prepared.facts.words
        .slice(0, 5)
        .map((word) => `${word.word} ${word.count}`)
        .join(', ')}), Zipf s = ${ZIPF_S}, seed ${SEED}`,
    );
    const writes = writeTargets(prepared.onSale, drawn.find((endpoint) => endpoint.name === 'detail')!);
    const sampleAnswers = new Map<EndpointName, { url: string; status: number; text: string }[]>();
    let token = '';
    let buyerToken = '';

    const record = (endpoint: EndpointWorkload, variant: Variant, measured: Measured) => {
      const row: Row = { database: target, endpoint: endpoint.name, variant, measured, drawn: drawnFigures(endpoint, measured.load.start, measured.load.sent) };
      rows.push(row);
      const { load } = measured;
      const errors = load.errors + load.timeouts + load.non2xx;
      const codes = Object.entries(load.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${code}×${count}`)
        .join(' ');
      console.log(
        `  ${target} ${variant.padEnd(18)} ${endpoint.name.padEnd(16)} p50 ${ms(load.p50)}  p99 ${ms(load.p99)}  ${load.rps.toFixed(0)} req/s  ${errors} errors${codes ? ` (${codes})` : ''}  hit ${hitRatio(load)}  ${row.drawn.distinct} URLs, unique class ${(row.drawn.uniqueClassShare * 100).toFixed(1)} %${measured.writer ? `  writes ${measured.writer.writes - measured.writer.failedWrites}/${measured.writer.writes}, stale ≤ ${measured.writer.longestStaleMs.toFixed(0)} ms` : ''}`,
      );
      if (measured.writer?.failures.length) notes.push(`${target} ${variant} ${endpoint.name}: failed writes: ${measured.writer.failures.join('; ')}`);
    };

    // The API, cache on and cache off, with the writer.
    for (const variant of (['api cache-on', 'api cache-off'] as const).filter((name) => ROWS.includes(name.slice(4)))) {
      const server = await startServer('api', prepared.databaseUrl, dataDir, [], variant === 'api cache-off' ? { CATALOGUE_CACHE: 'false' } : {});
      try {
        if (!token) {
          const login = await request(server.port, 'POST', '/api/users/login', { email: demoSeller.email, password: demoSeller.password });
          if (login.status !== 200) throw new Error(`demo seller login: ${login.status} ${login.text.slice(0, 200)}`);
          token = (JSON.parse(login.text) as { token: string }).token;
          const buyerLogin = await request(server.port, 'POST', '/api/users/login', { email: demoBuyer.email, password: demoBuyer.password });
          if (buyerLogin.status !== 200) throw new Error(`demo buyer login: ${buyerLogin.status} ${buyerLogin.text.slice(0, 200)}`);
          buyerToken = (JSON.parse(buyerLogin.text) as { token: string }).token;
          // The signed-in rows' buyer keeps every third product of the listing's first two pages
          // among their favourites: those pages go out marked, not as kept bytes.
          const liked = prepared.onSale.filter((product) => product.recommended_rank < 2 * PAGE_SIZE && product.recommended_rank % 3 === 0);
          for (const product of liked) {
            const toggled = await request(server.port, 'PUT', `/api/products/${product.id}/toggle-favorite`, undefined, buyerToken);
            if (toggled.status !== 200 || !(JSON.parse(toggled.text) as { favorite: boolean }).favorite) throw new Error(`favourite ${product.slug}: ${toggled.status} ${toggled.text.slice(0, 200)}`);
          }
          // Each write target's list must hold it, or it is left out.
          for (const list of [writes.products, writes.soldOut ? [writes.soldOut] : []]) {
            for (const candidate of [...list]) {
              const answer = await request(server.port, 'GET', candidate.listUrl);
              if (answer.status !== 200 || !idsOf(answer.text).includes(candidate.id)) {
                notes.push(`${target}: write target ${candidate.slug} not found on ${candidate.listUrl}; left out`);
                if (candidate === writes.soldOut) writes.soldOut = null;
                else writes.products.splice(writes.products.indexOf(candidate), 1);
              }
            }
          }
          console.log(
            `  writer: ${writes.products.length} products (${writes.products.map((product) => product.listUrl).join(', ')}) and ${writes.soldOut ? 1 : 0} sold out and back, ${WRITES_PER_SECOND} writes/s`,
          );
          // Real answers of the first URLs of each sequence, before any write: the JSON ceiling's
          // bodies and the SQL ceiling's check.
          for (const endpoint of workload) {
            const answers = [];
            for (const url of [...new Set(endpoint.urls.slice(0, 60))].slice(0, 20)) answers.push({ url, ...(await request(server.port, 'GET', url)) });
            sampleAnswers.set(endpoint.name, answers);
            const failed = answers.filter((answer) => answer.status !== 200);
            if (failed.length) notes.push(`${target} API ${endpoint.name}: ${failed.map((answer) => `${answer.status} ${answer.url}`).join(', ')}`);
            if (endpoint.name !== 'detail') {
              const pages = answers.filter((answer) => answer.status === 200).map((answer) => JSON.parse(answer.text) as ListAnswer);
              const totals = pages.map((page) => page.total);
              console.log(
                `  API answers to the first ${answers.length} ${endpoint.name} URLs: ${pages.filter((page) => !page.products.length).length} empty pages, totals ${Math.min(...totals)}–${Math.max(...totals)}${pages.some((page) => page.totalCapped) ? ` (${pages.filter((page) => page.totalCapped).length} capped)` : ''}${endpoint.name === 'search' ? `, ${pages.filter((page) => page.searchMode === 'similar').length} by similar spelling` : ''}`,
              );
            }
          }
        }
        /** One API row with the writer; later rows start from what this row's writes left. */
        const measureApi = async (endpoint: EndpointWorkload, pace: Pick<LoadJob, 'rate' | 'first' | 'headers'> = {}) => {
          const writer: WriterJob | null = WRITES_PER_SECOND <= 0 ? null : {
            port: server.port,
            token,
            rate: WRITES_PER_SECOND,
            products: writes.products,
            soldOut: writes.soldOut,
          };
          const measured = await measure(target, server, urlsFiles.get(endpoint.name)!, dataDir, writer, pace);
          if (measured.writer) {
            writes.products = measured.writer.products;
            writes.soldOut = measured.writer.soldOut;
          }
          return measured;
        };
        for (const endpoint of workload) {
          const saturated = await measureApi(endpoint);
          record(endpoint, variant, saturated);
          if (variant !== 'api cache-on') continue;
          // The same endpoint again at its target rate, for the latency a buyer waits at that
          // load (at saturation a closed loop's latency is only its queue: 32 ÷ req/s). The
          // sequence goes on where the saturated run stopped: the cache is warm from it, and the
          // URLs are new ones of the same draw, not a replay of what it just cached.
          const first = saturated.load.start + saturated.load.sent;
          const rated = await measureApi(endpoint, { rate: Math.ceil(targetFor(target, endpoint.name).rps), first });
          record(endpoint, 'api at target rate', rated);
          // Signed-in buyers (their favourites marked on the kept answers), at full speed, going
          // on along the sequence again.
          if (ROWS.includes('signed-in')) {
            const headers = { authorization: `Bearer ${buyerToken}` };
            record(endpoint, 'api signed-in', await measureApi(endpoint, { first: rated.load.start + rated.load.sent, headers }));
          }
        }
      } finally {
        await server.stop();
      }
    }

    // The JSON ceiling: the median-sized real answer of each endpoint, as prepared bytes.
    const bodies: Record<string, string> = {};
    for (const endpoint of workload) {
      const answers = (sampleAnswers.get(endpoint.name) ?? []).filter((answer) => answer.status === 200).sort((a, b) => a.text.length - b.text.length);
      bodies[endpoint.name] = answers[Math.floor(answers.length / 2)]?.text ?? '{}';
    }
    console.log(`  json ceiling bodies: ${workload.map((endpoint) => `${endpoint.name} ${Buffer.byteLength(bodies[endpoint.name]).toLocaleString('en')} B`).join(', ')}`);
    const bodiesFile = path.join(dataDir, 'bodies.json');
    await writeFile(bodiesFile, JSON.stringify(bodies));
    for (const [mode, variant] of (
      [
        ['json', 'json ceiling'],
        ['sql', 'sql ceiling'],
      ] as const
    ).filter(([mode]) => ROWS.includes(mode))) {
      const server = await startServer(mode, prepared.databaseUrl, dataDir, mode === 'json' ? [bodiesFile] : []);
      try {
        if (mode === 'sql') {
          // The ceiling must find what the API found (pages of the first URLs, same order).
          for (const endpoint of workload) {
            let differ = 0;
            const examples: string[] = [];
            for (const answer of sampleAnswers.get(endpoint.name) ?? []) {
              if (answer.status !== 200) continue;
              const ceiling = await request(server.port, 'GET', answer.url);
              if (ceiling.status !== 200 || idsOf(ceiling.text).join() !== idsOf(answer.text).join()) {
                differ += 1;
                if (examples.length < 2) examples.push(`${answer.url} (API ${idsOf(answer.text).length} products, SQL ${ceiling.status === 200 ? idsOf(ceiling.text).length : ceiling.status})`);
              }
            }
            if (differ) notes.push(`${target} ${endpoint.name}: the SQL ceiling's page differs from the API's on ${differ} of ${sampleAnswers.get(endpoint.name)?.length} URLs, e.g. ${examples.join(', ')}`);
          }
        }
        for (const endpoint of workload) record(endpoint, variant, await measure(target, server, urlsFiles.get(endpoint.name)!, dataDir, null));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await prepared.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { rows, notes };
}

// ---------------------------------------------------------------------------------------------
// The table

function hitRatio(load: LoadResult) {
  const seen = load.hits + load.misses;
  return seen ? `${((load.hits / seen) * 100).toFixed(0)} %` : '—';
}

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const errorsOf = (load: LoadResult) => load.errors + load.timeouts + load.non2xx;
const perRequest = (seconds: number | null, load: LoadResult) => (seconds === null || !load.requests ? '—' : ((seconds * 1000) / load.requests).toFixed(2));

/**
 * What fails an endpoint, from its two judged rows (empty: PASS): the saturated row's rate, the
 * rated row's p99, the rated row's rate against the one offered (below KEPT_UP of it the server
 * could not keep up, and its p99 is of fewer requests than asked), errors in either.
 */
function verdict(goal: { rps: number; p99: number }, saturated: LoadResult | undefined, rated: Measured) {
  const failures: string[] = [];
  if (!saturated || saturated.rps < goal.rps) failures.push('rate');
  if (rated.load.p99 === null || rated.load.p99 > goal.p99) failures.push('p99');
  const offered = rated.rate ?? goal.rps;
  if (rated.load.rps < KEPT_UP * offered) failures.push(`kept up ${((rated.load.rps / offered) * 100).toFixed(0)} %`);
  if (!saturated || errorsOf(saturated) > 0 || errorsOf(rated.load) > 0) failures.push('errors');
  return failures;
}

function printTable(rows: Row[], notes: string[]) {
  const header = ['database', 'endpoint', 'variant', 'URLs', 'unique', 'once', 'p50', 'p99', 'req/s', 'errors', 'hit ratio', 'ceiling ÷ API req/s', 'API ÷ ceiling p99', 'CPU ms/req API', 'CPU ms/req PG', 'target', 'result'];
  const ratio = (value: number) => (Number.isFinite(value) && value > 0 ? `${value.toFixed(2)}×` : '—');
  let failed = false;
  const lines = rows.map((row) => {
    const { load } = row.measured;
    const find = (variant: Variant) => rows.find((other) => other.database === row.database && other.endpoint === row.endpoint && other.variant === variant)?.measured.load;
    let rpsRatio = '';
    let p99Ratio = '';
    if (row.variant.endsWith('ceiling')) {
      const on = find('api cache-on');
      const off = find('api cache-off');
      rpsRatio = [on && `on ${ratio(load.rps / on.rps)}`, off && `off ${ratio(load.rps / off.rps)}`].filter(Boolean).join(', ');
      const p99 = (api: LoadResult) => (api.p99 === null || load.p99 === null ? NaN : api.p99 / load.p99);
      p99Ratio = [on && `on ${ratio(p99(on))}`, off && `off ${ratio(p99(off))}`].filter(Boolean).join(', ');
    }
    let target = '';
    let result = '';
    const goal = targetFor(row.database, row.endpoint);
    if (row.variant === 'api cache-on') {
      // Only its rate is judged: its p99 is the queue of a saturated closed loop.
      target = `≥ ${goal.rps.toFixed(0)}`;
      result = load.rps >= goal.rps ? 'rate PASS' : 'rate FAIL';
    }
    if (row.variant === 'api at target rate') {
      const saturated = find('api cache-on');
      const failures = verdict(goal, saturated, row.measured);
      failed ||= failures.length > 0;
      target = `≥ ${goal.rps.toFixed(0)}, ≤ ${goal.p99} ms`;
      result = failures.length ? `FAIL (${failures.join(', ')})` : 'PASS';
    }
    return [
      row.database,
      row.endpoint,
      row.variant,
      row.drawn.distinct.toLocaleString('en'),
      `${(row.drawn.uniqueClassShare * 100).toFixed(1)} %`,
      `${(row.drawn.onceShare * 100).toFixed(0)} %`,
      ms(load.p50),
      ms(load.p99),
      load.rps.toFixed(0),
      String(errorsOf(load)),
      row.variant.startsWith('api') ? hitRatio(load) : '',
      rpsRatio,
      p99Ratio,
      perRequest(row.measured.apiCpuSeconds, load),
      row.database === 'postgres' ? perRequest(row.measured.pgCpuSeconds, load) : '',
      target,
      result,
    ];
  });
  console.log(
    `\nCatalogue benchmark: ${TOTAL.toLocaleString('en')} products, seed ${SEED}, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per row, writes ${WRITES_PER_SECOND}/s during API rows; ${cpus().length} CPU, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
  console.log(
    'URLs = distinct URLs sent in the measured window; unique = share of its requests drawn from the unique class (deep pages, random price bounds, rare words, typos); once = share whose URL came once only in the window; ceiling ratios against the API with cache on / off; CPU = seconds per 1,000 requests (server process; all `postgres` processes)\n',
  );
  console.log(markdownTable(header, lines));
  console.log('');
  for (const database of new Set(rows.map((row) => row.database))) {
    for (const variant of ['api cache-on', 'api at target rate', 'api signed-in', 'api cache-off'] as const) {
      const writers = rows.filter((row) => row.database === database && row.variant === variant).map((row) => row.measured.writer!).filter(Boolean);
      if (!writers.length) continue;
      const longest = Math.max(...writers.map((writer) => writer.longestStaleMs));
      const first = writers.reduce((sum, writer) => sum + writer.firstFresh, 0);
      const checked = writers.reduce((sum, writer) => sum + writer.checked, 0);
      const never = writers.reduce((sum, writer) => sum + writer.neverFresh, 0);
      const failures = writers.reduce((sum, writer) => sum + writer.failedWrites, 0);
      const writes = writers.reduce((sum, writer) => sum + writer.writes, 0);
      const seconds = writers.reduce((sum, writer) => sum + writer.seconds, 0);
      console.log(
        `${database} ${variant}: longest stale answer: ${longest.toFixed(0)} ms; first read after the write fresh: ${first} of ${checked}${never ? `; never fresh within 5 s: ${never}` : ''}${failures ? `; failed writes: ${failures}` : ''} (${writes} writes, ${(writes / seconds).toFixed(1)}/s)`,
      );
    }
  }
  for (const note of notes) console.log(`! ${note}`);
  if (failed) process.exitCode = 1;
}

const rows: Row[] = [];
const notes: string[] = [];
for (const target of TARGETS) {
  const result = await benchTarget(target);
  rows.push(...result.rows);
  notes.push(...result.notes);
}
agent.destroy();
printTable(rows, notes);
