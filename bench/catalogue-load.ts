/**
 * The catalogue benchmark's load generator (issue 19), in its own process so it never shares
 * an event loop with the server it measures: `node --import tsx bench/catalogue-load.ts <job.json>`.
 *
 * autocannon, keep-alive connections, each request the next URL of the endpoint's sequence
 * (wrapping); `warmupSeconds` unmeasured, then `seconds` measured (latency from the send of a
 * request to its last byte, for the responses that arrive in the window). Prints one line
 * `{"measuring":true}` when the measured window starts (the parent reads CPU counters then) and
 * one line with the result: p50, p99, req/s, errors (socket errors, timeouts, non-2xx), the
 * `x-cache: hit|miss` headers counted, and which part of the sequence was sent.
 *
 * Without `rate` every connection sends its next request as soon as its last one is answered
 * (closed loop at full speed: the saturated throughput). With `rate`, autocannon's `overallRate`:
 * the connections together send at most `rate` requests a second (each connection its share
 * per second), still each waiting for its answer before it sends again. `first` is the index of
 * the sequence's first URL to send, so a second run can go on where the first stopped.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadJob {
  port: number;
  urls: string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Requests a second over all connections; absent: as fast as the server answers. */
  rate?: number;
  /** Index in `urls` of the first URL to send (default 0). */
  first?: number;
}

export interface LoadResult {
  /** null when no answer arrived in the window. */
  p50: number | null;
  p99: number | null;
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
let next = job.first ?? 0;
let start = 0;
let measuring = false;
let hits = 0;
let misses = 0;
let errors = 0;
let timeouts = 0;
let non2xx = 0;
const latencies: number[] = [];
const statusCodes: Record<string, number> = {};

/**
 * One autocannon run over warm-up and window together, so the window starts on a server already
 * busy with the same connections (two runs would leave the warm-up's last requests to be answered
 * into closed sockets while the window's first ones wait behind them). Only responses that
 * arrive within the window count.
 */
let finished: () => void = () => undefined;
const done = new Promise<void>((resolve) => {
  finished = resolve;
});
const instance = autocannon(
  {
    url: `http://127.0.0.1:${job.port}`,
    connections: job.connections,
    duration: job.warmupSeconds + job.seconds,
    ...(job.rate ? { overallRate: job.rate } : {}),
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: job.urls[next++ % job.urls.length] }),
        onResponse: (_status, _body, _context, headers) => {
          if (!measuring) return;
          const cache = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
          const value = String(Array.isArray(cache) ? cache[0] : (cache ?? '')).toLowerCase();
          if (value === 'hit') hits += 1;
          else if (value === 'miss') misses += 1;
        },
      },
    ],
  },
  () => finished(),
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (!measuring) return;
  latencies.push(responseTime);
  statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  if (statusCode < 200 || statusCode > 299) non2xx += 1;
});
instance.on('reqError', (error: Error) => {
  if (!measuring) return;
  errors += 1;
  if (error.message.includes('timed out')) timeouts += 1;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
await pause(job.warmupSeconds * 1000);
start = next;
measuring = true;
const windowStarted = performance.now();
process.stdout.write(`${JSON.stringify({ measuring: true })}\n`);
await pause(job.seconds * 1000);
measuring = false;
const windowSeconds = (performance.now() - windowStarted) / 1000;
const sent = next - start;
instance.stop();
await done;

latencies.sort((a, b) => a - b);
const at = (q: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10 : null);
const output: LoadResult = {
  p50: at(0.5),
  p99: at(0.99),
  rps: latencies.length / windowSeconds,
  requests: latencies.length,
  errors: errors - timeouts,
  timeouts,
  non2xx,
  statusCodes,
  hits,
  misses,
  start,
  sent,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
