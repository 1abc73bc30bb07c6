/**
 * The catalogue benchmark's load generator (issue 19), in its own process so it never shares
 * an event loop with the server it measures: `node --import tsx bench/catalogue-load.ts <job.json>`.
 *
 * autocannon, keep-alive connections, each request the next URL of the endpoint's sequence
 * (wrapping); `warmupSeconds` unmeasured, then `seconds` measured. Prints one line
 * `{"measuring":true}` when the measured window starts (the parent reads CPU counters then) and
 * one line with the result: p50, p99, req/s, errors (socket errors, timeouts, non-2xx), the
 * `x-cache: hit|miss` headers counted, and which part of the sequence was sent.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadJob {
  port: number;
  urls: string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  hits: number;
  misses: number;
  /** Index of the first URL sent in the measured window and how many were sent in it. */
  start: number;
  sent: number;
}

const job = JSON.parse(await readFile(process.argv[2], 'utf8')) as LoadJob;
let next = 0;
let hits = 0;
let misses = 0;
let counting = false;

async function run(seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${job.port}`,
    connections: job.connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: job.urls[next++ % job.urls.length] }),
        onResponse: (_status, _body, _context, headers) => {
          if (!counting) return;
          const cache = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
          const value = String(Array.isArray(cache) ? cache[0] : (cache ?? '')).toLowerCase();
          if (value === 'hit') hits += 1;
          else if (value === 'miss') misses += 1;
        },
      },
    ],
  });
}

if (job.warmupSeconds > 0) await run(job.warmupSeconds);
const start = next;
counting = true;
process.stdout.write(`${JSON.stringify({ measuring: true })}\n`);
const result = await run(job.seconds);
counting = false;

const statusCodes: Record<string, number> = {};
for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
const output: LoadResult = {
  p50: result.latency.p50,
  p99: result.latency.p99,
  rps: result.requests.total / job.seconds,
  requests: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes,
  hits,
  misses,
  start,
  sent: next - start,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
