/** The catalogue benchmark's measuring: servers and load in child processes, their CPU from /proc, and HTTP from this process. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { freePort } from '../apps/api/src/lib/free-port';
import { residentMemoryMb } from '../apps/api/src/lib/resident-memory';
import type { LoadJob, LoadResult } from './catalogue-load';
import { apiServerSettings, CONNECTIONS, SECONDS, type Target, TICKS_PER_SECOND, WARMUP_SECONDS } from './catalogue-settings';
import type { WriterJob, WriterResult } from './catalogue-writer';

/** For diagnosis: the API server writes a V8 CPU profile per run into this folder (`--cpu-prof`). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
/** `built`: the API as `npm start` runs it (startBuiltServer); otherwise its sources under tsx (catalogue-server.ts). */
const BUILT_SERVER = process.env.BENCH_SERVER === 'built';

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

export interface Server {
  pid: number;
  port: number;
  /** Since the process started: listening, and ready for the load (the API's catalogue index loaded). */
  listenedMs: number;
  readyMs: number;
  stop(): Promise<void>;
}

export async function startServer(mode: 'api' | 'json' | 'sql', databaseUrl: string, dataDir: string, extra: string[] = [], env: Record<string, string> = {}): Promise<Server> {
  if (mode === 'api' && BUILT_SERVER) return startBuiltServer(databaseUrl, dataDir, env);
  const server = startChild('catalogue-server.ts', [mode, databaseUrl, dataDir, ...extra], env);
  const { port, listenedMs, readyMs } = JSON.parse(await server.next()) as { port: number; listenedMs: number; readyMs: number };
  return { pid: server.child.pid!, port, listenedMs, readyMs, stop: () => stopChild(server.child) };
}

const apiRoot = path.join(import.meta.dirname, '../apps/api');
let built = false;

/**
 * `BENCH_SERVER=built` (issue 29): the API as `npm start` runs it, `node apps/api/dist/server.mjs`
 * (built first), with catalogue-server.ts's settings. Ready once /api/ready answers and, with the
 * cache on, its metrics say the catalogue index holds the products. Its resident memory is then
 * the production server's, without tsx's compiled sources (about 80 MB).
 */
async function startBuiltServer(databaseUrl: string, dataDir: string, env: Record<string, string>): Promise<Server> {
  if (!built) {
    await run(process.execPath, [path.join(apiRoot, 'scripts/build.mjs')], apiRoot);
    built = true;
  }
  const [port, metricsPort] = [await freePort(), await freePort()];
  const started = performance.now();
  // As `npm start` runs it (package.json: two malloc arenas, NODE_SEMI_SPACE_MB when set);
  // BENCH_NODE_ARGS and MALLOC_ARENA_MAX compare other settings of Node's, the server's alone.
  const semiSpace = process.env.NODE_SEMI_SPACE_MB ? `--max-semi-space-size=${process.env.NODE_SEMI_SPACE_MB}` : '';
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? semiSpace).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(apiRoot, 'dist/server.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      ...apiServerSettings(databaseUrl, dataDir),
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
  });
  const sampler = sampleMemory(child.pid!, metricsPort);
  const stop = async () => {
    sampler.stop();
    await stopChild(child);
  };
  const sinceStart = () => Math.round(performance.now() - started);
  const answer = async (url: string) => {
    try {
      const response = await fetch(url);
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  const until = async (ready: () => Promise<boolean>) => {
    while (!(await ready())) {
      if (child.exitCode !== null) throw new Error(`the built server exited (${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await until(async () => (await answer(`http://127.0.0.1:${port}/api/ready`)) !== null);
  const listenedMs = sinceStart();
  if (env.CATALOGUE_CACHE !== 'false') {
    // Ready once its catalogue index has loaded and its cache has been warmed with cards (the
    // server answers before both, from PostgreSQL: the rows measure the server at work after its start).
    const metric = (text: string | null, name: string) => Number(text?.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    await until(async () => {
      const text = await answer(`http://127.0.0.1:${metricsPort}/metrics`);
      return metric(text, 'pazaryeri_catalogue_index_products') > 0 && metric(text, 'pazaryeri_catalogue_warm_done') === 1;
    });
  }
  return { pid: child.pid!, port, listenedMs, readyMs: sinceStart(), stop };
}

/**
 * Issue 29: where the built server's memory goes while it runs, sampled once a second: its
 * resident memory (/proc) and its main thread's V8 heap (allocated, live at the sample) and the
 * memory outside it (ArrayBuffers: the answers' buffers, the cache) from its metrics. The largest
 * of each, printed when the server stops (`BENCH_MEMORY_SAMPLES=0` leaves it out).
 */
function sampleMemory(pid: number, metricsPort: number) {
  if (process.env.BENCH_MEMORY_SAMPLES === '0') return { stop: () => undefined };
  const largest = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, oldSpace: 0, cache: 0 };
  let gcSeconds = '';
  const mb = (text: string | undefined, pattern: RegExp) => Math.round(Number(text?.match(pattern)?.[1] ?? 0) / 1048576);
  const timer = setInterval(() => {
    const rss = residentMemoryMb(pid)?.rss ?? 0;
    largest.rss = Math.max(largest.rss, rss);
    fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      .then((response) => response.text())
      .then((text) => {
        largest.heapTotal = Math.max(largest.heapTotal, mb(text, /^nodejs_heap_size_total_bytes (\S+)$/m));
        largest.heapUsed = Math.max(largest.heapUsed, mb(text, /^nodejs_heap_size_used_bytes (\S+)$/m));
        largest.external = Math.max(largest.external, mb(text, /^nodejs_external_memory_bytes (\S+)$/m));
        largest.oldSpace = Math.max(largest.oldSpace, mb(text, /^nodejs_heap_space_size_total_bytes\{space="old"\} (\S+)$/m));
        // What the catalogue cache keeps (its budget is CATALOGUE_CACHE_MB): whether the run filled it.
        largest.cache = Math.max(largest.cache, mb(text, /^pazaryeri_catalogue_cache_bytes (\S+)$/m));
        // The main thread's garbage collection so far (prom-client's default histogram, in seconds).
        gcSeconds = [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)$/gm)].map(([, kind, seconds]) => `${kind} ${Number(seconds).toFixed(2)}`).join(', ') || gcSeconds;
      })
      .catch(() => undefined);
  }, 1_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      console.log(
        `  memory samples (largest): resident ${largest.rss} MB, main heap ${largest.heapTotal} MB allocated (old space ${largest.oldSpace}), ${largest.heapUsed} MB used at a sample, outside the heap ${largest.external} MB, the catalogue cache ${largest.cache} MB; garbage collection so far (s): ${gcSeconds}`,
      );
    },
  };
}

const run = (command: string, args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited (${code})`))));
  });

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

export const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function request(port: number, method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
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
// Measuring

export interface Measured {
  load: LoadResult;
  /** The requests a second offered (the load's `rate`); absent: as fast as the server answers. */
  rate?: number;
  apiCpuSeconds: number | null;
  pgCpuSeconds: number | null;
  writer?: WriterResult;
}

/** `pace`: the rate to offer and the sequence's index to start at (both absent: full speed from the start), and headers to send. */
export async function measure(target: Target, server: Server, urlsFile: string, dataDir: string, writer: WriterJob | null, pace: Pick<LoadJob, 'rate' | 'first' | 'headers'> = {}): Promise<Measured> {
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
