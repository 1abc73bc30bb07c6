import { Worker } from 'node:worker_threads';

/**
 * The embedded database in a thread of its own (`PGLITE_THREAD`, README): what drizzle's PGlite
 * driver calls (`query`, `exec`, `transaction`) and our listener (`listen`), sent to
 * `pglite-thread.mjs` as messages. PGlite runs every query synchronously in WebAssembly: in the
 * API's thread a product page read from the database held up every answer the cache had ready
 * (bench, issue 19). Same one session as before: queries and transactions queue in PGlite's own
 * order, and a notification is posted before the reply of the statement that committed it, so it
 * still arrives before that statement returns.
 */
interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string; name: string; fields: Record<string, unknown> };
  channel?: string;
  payload?: string;
  ready?: boolean;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle passes identity parsers for the types it keeps as text; the thread rebuilds them. */
  parsers?: Record<number, unknown>;
}

/** A database error as the API reads it (`code`, `constraint`…), rebuilt on this side. */
function rebuilt(error: NonNullable<Reply['error']>): Error {
  const copy = Object.assign(new Error(error.message), error.fields);
  copy.name = error.name;
  return copy;
}

/**
 * The thread's young generation (issue 29). Its objects are rows parsed from PostgreSQL's answer
 * and dropped once they are posted to the API's thread, so a few MB of nursery collect them as
 * well as V8's default 32 MB (two 16 MB semi-spaces), which every scavenge touches and keeps
 * resident. Never a limit on the old generation: a large result must not stop the thread.
 */
const THREAD_YOUNG_GENERATION_MB = 12;

export interface ThreadHeap {
  total: number;
  used: number;
  /** The young generation's size now (V8's new space: both semi-spaces). */
  youngGeneration: number;
}

export interface ThreadSession {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(text: string): Promise<unknown>;
}

export class PgliteThread implements ThreadSession {
  private readonly worker: Worker;
  private lastId = 0;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  /** Listeners per channel (several apps may share one database in a process); the thread listens once per channel. */
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly listening = new Map<string, Promise<unknown>>();
  private exited: Error | null = null;
  closed = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (reply: Reply) => {
      if (reply.channel !== undefined) {
        for (const listener of this.channels.get(reply.channel) ?? []) listener(reply.payload ?? '');
        return;
      }
      if (reply.id === undefined) return;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error) waiting?.reject(rebuilt(reply.error));
      else waiting?.resolve(reply.result);
    });
    worker.on('exit', (code) => {
      this.exited = new Error(`the database thread stopped (${code})`);
      for (const waiting of this.pending.values()) waiting.reject(this.exited);
      this.pending.clear();
    });
  }

  /** Starts the thread and its database (a data folder, or in memory from a saved copy). */
  static async start(dataDir: string | undefined, template: Uint8Array | undefined, buffersMb: number): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir, template, buffersMb },
      resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
    });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once('error', failed);
      worker.once('exit', (code) => reject(new Error(`the database thread stopped (${code})`)));
      worker.once('message', (reply: Reply) => {
        worker.off('error', failed);
        if (reply.ready) resolve();
        else reject(new Error('the database thread did not start'));
      });
    });
    return new PgliteThread(worker);
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = (this.lastId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(text: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<unknown> {
    const raw = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.send({ op: 'query', text, params, rowMode: options.rowMode, raw, tx });
  }

  exec(text: string, tx?: number): Promise<unknown> {
    return this.send({ op: 'exec', text, tx });
  }

  /** PGlite's `transaction`: committed when `run` resolves, rolled back when it throws. */
  async transaction<T>(run: (tx: ThreadSession) => Promise<T>): Promise<T> {
    const tx = (await this.send({ op: 'begin' })) as number;
    const session: ThreadSession = {
      query: (text, params, options) => this.query(text, params, options, tx),
      exec: (text) => this.exec(text, tx),
    };
    let result: T;
    try {
      result = await run(session);
    } catch (error) {
      await this.send({ op: 'rollback', tx });
      throw error;
    }
    await this.send({ op: 'commit', tx });
    return result;
  }

  /** The thread's own V8 heap in bytes (the API's process.memoryUsage() does not count it). */
  heap(): Promise<ThreadHeap> {
    return this.send({ op: 'heap' }) as Promise<ThreadHeap>;
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    // Each call its own listener, as PGlite's `listen` (a wrapper, so the same function may listen twice).
    const listener = (payload: string) => onMessage(payload);
    let listeners = this.channels.get(channel);
    if (!listeners) {
      this.channels.set(channel, (listeners = new Set()));
      this.listening.set(channel, this.send({ op: 'listen', channel }));
    }
    listeners.add(listener);
    // A second listener of the channel also returns only once the thread listens.
    await this.listening.get(channel);
    return async () => {
      listeners.delete(listener);
      if (listeners.size || this.channels.get(channel) !== listeners) return;
      this.channels.delete(channel);
      this.listening.delete(channel);
      if (!this.closed) await this.send({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
