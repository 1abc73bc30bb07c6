/**
 * The catalogue benchmark's load generator (issue 19), in its own process so it never shares
 * an event loop with the server it measures: `node --import tsx bench/catalogue-load.ts <job.json>`.
 *
 * Keep-alive connections, each request the next URL of the endpoint's sequence (wrapping);
 * `warmupSeconds` unmeasured, then `seconds` measured (latency from the send of a request to its
 * last byte, for the responses that arrive in the window). Prints one line `{"measuring":true}`
 * when the measured window starts (the parent reads CPU counters then) and one line with the
 * result: p50, p99, req/s, errors (socket errors, timeouts, non-2xx), the `x-cache: hit|miss`
 * headers counted, and which part of the sequence was sent.
 *
 * Without `rate`, autocannon: every connection sends its next request as soon as its last one
 * is answered (closed loop at full speed: the saturated throughput). With `rate`, requests
 * spread evenly over each second, at most one waiting answer per connection (atRate). `first`
 * is the index of the sequence's first URL to send, so a second run can go on where the first
 * stopped.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
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
  /** Sent with every request (a signed-in buyer's `authorization`). */
  headers?: Record<string, string>;
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

/** The `x-cache` header of an answer in the window, counted. */
function countCache(headers: Record<string, unknown> | undefined) {
  if (!measuring) return;
  const cache = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
  const value = String(Array.isArray(cache) ? cache[0] : (cache ?? '')).toLowerCase();
  if (value === 'hit') hits += 1;
  else if (value === 'miss') misses += 1;
}

/** An answer in the window: its latency (ms from send to last byte) and status. */
function countResponse(statusCode: number, latency: number) {
  if (!measuring) return;
  latencies.push(latency);
  statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  if (statusCode < 200 || statusCode > 299) non2xx += 1;
}

function countError(timedOut: boolean) {
  if (!measuring) return;
  errors += 1;
  if (timedOut) timeouts += 1;
}

/**
 * Full speed: one autocannon run over warm-up and window together, so the window starts on a
 * server already busy with the same connections (two runs would leave the warm-up's last
 * requests to be answered into closed sockets while the window's first ones wait behind them).
 * Only responses that arrive within the window count. `stop()` resolves once autocannon is done.
 */
function atFullSpeed(): { stop(): Promise<void> } {
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${job.port}`,
      connections: job.connections,
      duration: job.warmupSeconds + job.seconds,
      headers: job.headers ?? {},
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: job.urls[next++ % job.urls.length] }),
          onResponse: (_status, _body, _context, headers) => countCache(headers),
        },
      ],
    },
    () => finished(),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => countResponse(statusCode, responseTime));
  instance.on('reqError', (error: Error) => countError(error.message.includes('timed out')));
  return {
    stop: async () => {
      instance.stop();
      await done;
    },
  };
}

/**
 * At `rate`: the i-th request is due i ÷ rate seconds after the start, sent (checked every
 * millisecond) on a connection whose last request has been answered; when all `connections`
 * wait for answers a due request is not sent at all, so a server that cannot keep up gets a
 * lower rate, not a queue. Not autocannon's `overallRate`: that gives each connection its
 * share of the rate per second, refilled on a one-second timer, and all connections spend it
 * back to back at the start of each second, as at full speed (32 requests in the server).
 * node:http with a keep-alive agent of `connections` sockets; 10 s timeout, as autocannon's.
 */
function atRate(rate: number): { stop(): Promise<void> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const started = performance.now();
  let due = 0;
  let waiting = 0;
  const send = () => {
    const path = job.urls[next++ % job.urls.length];
    waiting += 1;
    const sentAt = performance.now();
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      waiting -= 1;
      return true;
    };
    const request = http.get({ host: '127.0.0.1', port: job.port, path, agent, headers: job.headers ?? {} }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        if (!settle()) return;
        countCache(response.headers);
        countResponse(response.statusCode ?? 0, performance.now() - sentAt);
      });
      // A connection closed in the middle of an answer (unlistened, it would end the process).
      response.on('error', () => {
        if (settle()) countError(false);
      });
    });
    request.setTimeout(10_000, () => {
      if (settle()) countError(true);
      request.destroy();
    });
    request.on('error', () => {
      if (settle()) countError(false);
    });
  };
  const timer = setInterval(() => {
    const dueNow = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; due < dueNow; due++) if (waiting < job.connections) send();
  }, 1);
  return {
    stop: async () => {
      clearInterval(timer);
      agent.destroy();
    },
  };
}

const load = job.rate ? atRate(job.rate) : atFullSpeed();

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
await load.stop();

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
