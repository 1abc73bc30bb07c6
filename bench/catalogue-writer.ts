/**
 * The catalogue benchmark's writer (issue 19), its own process beside the load generator:
 * `node --import tsx bench/catalogue-writer.ts <job.json>`. Prints `{"ready":true}`, then sends
 * `rate` writes a second through the API as the demo seller until a line `stop` (or the end of
 * stdin) arrives, then prints one line with the freshness figures.
 *
 * Writes alternate between `PUT /api/products/:id/update-stock {quantity}` and a price edit
 * `PUT /api/products/:id {price}` (JSON; a price change keeps the product on sale, a name change
 * would send it back to approval); every `rate`-th write sets the sold-out product's stock to 0,
 * the next one back. After each write has answered, the product's detail and a list page that
 * shows it are read anonymously (no Authorization header), again and again, until both show
 * the new value: per write, how long after the write's answer the first fresh read was sent,
 * and whether the very first read was already fresh.
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

export interface WriteTarget {
  id: string;
  slug: string;
  /** A list URL whose answer holds the product. */
  listUrl: string;
  /** The list is in the recommended order: a product sold out leaves it (in-stock first). */
  listDropsSoldOut: boolean;
  price: number;
  stock: number;
}

export interface WriterJob {
  port: number;
  token: string;
  rate: number;
  products: WriteTarget[];
  soldOut: WriteTarget | null;
}

export interface WriterResult {
  writes: number;
  failedWrites: number;
  failures: string[];
  checked: number;
  firstFresh: number;
  /** Longest time from a write's answer to the first fresh read of both its pages, in ms. */
  longestStaleMs: number;
  /** Writes whose pages were still stale after the give-up time. */
  neverFresh: number;
  /** Seconds from the first write to the stop. */
  seconds: number;
  /** The products as the writes left them (the next row starts from these values). */
  products: WriteTarget[];
  soldOut: WriteTarget | null;
}

const GIVE_UP_MS = 5000;
const POLL_PAUSE_MS = 5;

const job = JSON.parse(await readFile(process.argv[2], 'utf8')) as WriterJob;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: job.port,
        path,
        method,
        agent,
        headers: {
          ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

type Change = { field: 'price' | 'stock'; value: number };
interface ProductView {
  _id: string;
  price: number;
  stock: number;
}

const shows = (product: ProductView | undefined, change: Change) => product !== undefined && Math.abs(product[change.field] - change.value) < 0.001;

/** Whether an answer already shows the change. */
async function detailFresh(target: WriteTarget, change: Change) {
  const { status, json } = await call('GET', `/api/products/${target.slug}`);
  return status === 200 && shows(json as ProductView, change);
}

async function listFresh(target: WriteTarget, change: Change) {
  const { status, json } = await call('GET', target.listUrl);
  if (status !== 200) return false;
  const found = (json as { products: ProductView[] }).products.find((product) => product._id === target.id);
  // Sold out on a list in the recommended order: it moves behind every product in stock.
  if (change.field === 'stock' && change.value === 0 && target.listDropsSoldOut) return found === undefined || found.stock === 0;
  return shows(found, change);
}

const result: WriterResult = {
  writes: 0,
  failedWrites: 0,
  failures: [],
  checked: 0,
  firstFresh: 0,
  longestStaleMs: 0,
  neverFresh: 0,
  seconds: 0,
  products: job.products,
  soldOut: job.soldOut,
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeAndWatch(target: WriteTarget, change: Change) {
  const path = change.field === 'stock' ? `/api/products/${target.id}/update-stock` : `/api/products/${target.id}`;
  const body = change.field === 'stock' ? { quantity: change.value } : { price: change.value };
  result.writes += 1;
  const answer = await call('PUT', path, body, job.token).catch((error: Error) => ({ status: 0, json: error.message }));
  if (answer.status !== 200) {
    result.failedWrites += 1;
    if (result.failures.length < 5) result.failures.push(`${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
    return;
  }
  target[change.field] = change.value;
  const answered = performance.now();
  let detailAt: number | null = null;
  let listAt: number | null = null;
  let first = true;
  let firstWasFresh = false;
  while (performance.now() - answered < GIVE_UP_MS) {
    const sent = performance.now() - answered;
    const [detail, list] = await Promise.all([
      detailAt === null ? detailFresh(target, change) : true,
      listAt === null ? listFresh(target, change) : true,
    ]);
    if (detail && detailAt === null) detailAt = sent;
    if (list && listAt === null) listAt = sent;
    if (first) firstWasFresh = detail && list;
    first = false;
    if (detailAt !== null && listAt !== null) break;
    await pause(POLL_PAUSE_MS);
  }
  result.checked += 1;
  if (firstWasFresh) result.firstFresh += 1;
  if (detailAt === null || listAt === null) {
    result.neverFresh += 1;
    result.longestStaleMs = Math.max(result.longestStaleMs, GIVE_UP_MS);
  } else if (!firstWasFresh) {
    result.longestStaleMs = Math.max(result.longestStaleMs, detailAt, listAt);
  }
}

let stopping = false;
createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line.trim() === 'stop') stopping = true;
  })
  .on('close', () => {
    stopping = true;
  });

const busy = new Set<string>();
const running = new Set<Promise<void>>();
let count = 0;
let turn = 0;
const restock = job.soldOut?.stock || 25;

function launch(target: WriteTarget, change: Change) {
  busy.add(target.id);
  const task = writeAndWatch(target, change)
    .catch((error: Error) => {
      result.failedWrites += 1;
      if (result.failures.length < 5) result.failures.push(error.message);
    })
    .finally(() => {
      busy.delete(target.id);
      running.delete(task);
    });
  running.add(task);
}

function tick() {
  count += 1;
  const soldOut = job.soldOut;
  if (soldOut && count % job.rate === 0) {
    if (!busy.has(soldOut.id)) launch(soldOut, { field: 'stock', value: soldOut.stock === 0 ? restock : 0 });
    return;
  }
  // The next product with no write of ours still being watched, round robin.
  for (let tries = 0; tries < job.products.length; tries++) {
    const target = job.products[turn++ % job.products.length];
    if (busy.has(target.id)) continue;
    const change: Change =
      count % 2 === 0
        ? { field: 'stock', value: target.stock >= 900 ? 11 : target.stock + 1 }
        : { field: 'price', value: Math.round((target.price + 0.01) * 100) / 100 };
    launch(target, change);
    return;
  }
}

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
const interval = 1000 / job.rate;
const began = performance.now();
let due = began;
while (!stopping && (job.products.length || job.soldOut)) {
  tick();
  due += interval;
  await pause(Math.max(0, due - performance.now()));
}
result.seconds = (performance.now() - began) / 1000;
await Promise.all(running);
// Leave the sold-out product on sale again for the rows after this one.
if (job.soldOut && job.soldOut.stock === 0) await writeAndWatch(job.soldOut, { field: 'stock', value: restock }).catch(() => undefined);
if (!job.products.length && !job.soldOut) {
  // Nothing to write: wait for the stop all the same.
  while (!stopping) await pause(50);
}
agent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
