// The embedded database in a thread of its own (db/pglite-thread-client.ts): PGlite runs its
// queries synchronously in WebAssembly, so in the API's own thread every query held up every
// other request. Plain JavaScript, so the thread loads without the TypeScript loader.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const { dataDir, template, buffersMb } = workerData;
// The same start parameters as in the API's thread (db/client.ts, pgliteStartParams): this file
// is plain JavaScript, so it repeats the one line.
const pg = await PGlite.create(dataDir, {
  extensions: { pg_trgm, unaccent },
  loadDataDir: template ? new Blob([template]) : undefined,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${buffersMb}MB`],
});

/** Open transactions by number: PGlite's transaction callback stays open until the API commits or rolls back. */
const transactions = new Map();
let lastTransaction = 0;
const listeners = new Map();

/** Types the caller wants as PostgreSQL's text (drizzle keeps dates and intervals as strings). */
const parsersOf = (raw) => (raw ? Object.fromEntries(raw.map((oid) => [oid, (value) => value])) : undefined);

/** What the API reads of a database error (the SQLSTATE, the constraint), cloneable. */
function errorOf(error) {
  const fields = {};
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where', 'routine']) {
    if (error && error[key] !== undefined) fields[key] = error[key];
  }
  return { message: error instanceof Error ? error.message : String(error), name: error?.name ?? 'Error', fields };
}

const target = (transaction) => {
  if (transaction === undefined) return pg;
  const open = transactions.get(transaction);
  if (!open) throw new Error('Transaction is not open');
  return open.tx;
};

async function run(message) {
  switch (message.op) {
    case 'query':
      return target(message.tx).query(message.text, message.params, { rowMode: message.rowMode, parsers: parsersOf(message.raw) });
    case 'exec':
      return target(message.tx).exec(message.text);
    case 'begin': {
      const number = (lastTransaction += 1);
      return new Promise((opened, failed) => {
        const finished = pg.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              transactions.set(number, { tx, commit, rollback, finished });
              opened(number);
            }),
        );
        finished.catch((error) => failed(error));
      });
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error('Transaction is not open');
      if (message.op === 'commit') open.commit();
      else open.rollback(new Error('rolled back'));
      try {
        await open.finished;
      } catch (error) {
        if (message.op === 'commit') throw error;
      } finally {
        transactions.delete(message.tx);
      }
      return null;
    }
    case 'listen': {
      const stop = await pg.listen(message.channel, (payload) => parentPort.postMessage({ channel: message.channel, payload }));
      listeners.set(message.channel, stop);
      return null;
    }
    case 'unlisten':
      await listeners.get(message.channel)?.();
      listeners.delete(message.channel);
      return null;
    case 'heap': {
      // The thread's own V8 heap (its young generation is set by the API's side: pglite-thread-client.ts).
      const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
      const { total_heap_size: total, used_heap_size: used } = v8.getHeapStatistics();
      return { total, used, youngGeneration: young?.space_size ?? 0 };
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
parentPort.postMessage({ ready: true });
