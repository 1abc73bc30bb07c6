import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { advisoryLocks } from './advisory-locks';
import { isPostgresUrl, type PgliteCompiler } from './database-url';
import type { ThreadHeap } from './pglite-thread-client';

export type Schema = typeof schema;
/** A database handle or a transaction: both run queries the same way. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a hand-written statement (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`, in commit order. On PostgreSQL a
   * connection of its own listens; if it drops, `onLost` is called (messages may have been missed)
   * and the listener connects again, calling `onListening` once it listens again.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The embedded database's thread's own V8 heap, when it runs in one (`PGLITE_THREAD`). */
  threadHeap?(): Promise<ThreadHeap>;
  /** The PostgreSQL pool's clients now (for the metrics); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onLost?(error: Error): void;
  onListening?(): void;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Serialises migrations across processes. */
const MIGRATION_LOCK = advisoryLocks.migrations;

let newestMigration: number | undefined;

/** The newest migration this build carries: its journal's last entry (drizzle records its `when`). */
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether the database has every migration this build carries. The app migrates as it opens,
 * so a process that started is migrated; a database restored from an older dump under a running
 * process is not, and such a process must not be sent traffic.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = await selectRows<{ newest: string | null }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  return Number(row?.newest ?? 0) >= newestMigrationMillis();
}

export { isPostgresUrl, type PgliteCompiler };

export interface OpenOptions {
  onIdleError?: (error: Error) => void;
  /** The embedded database in a thread of its own (`PGLITE_THREAD`; db/pglite-thread-client.ts). */
  pgliteThread?: boolean;
  /** The embedded database's shared buffers in MB (`PGLITE_BUFFERS_MB`; pgliteStartParams). */
  pgliteBuffersMb?: number;
  /** How V8 compiles the embedded database (`PGLITE_COMPILER`; useWasmCompiler). */
  pgliteCompiler?: PgliteCompiler;
}

let wasmCompiler: PgliteCompiler = 'optimizing';

/**
 * V8 compiles WebAssembly twice by default: every function at once with its baseline compiler
 * (Liftoff), then the functions that run often again with TurboFan. For PostgreSQL's 10 MB of
 * WebAssembly the second set of code is what opening a database and its first queries leave
 * behind: 60-75 MB resident that never goes (issue 29, measured on the demo database and on a
 * migrated one), for statements that take 13-20 % less CPU once warm (the same queries timed
 * both ways). `baseline` keeps Liftoff's code only. V8 reads the flag when it compiles a module, so it is set before PGlite
 * loads; it is the process's (the database's thread compiles under it too) and changes nothing
 * for a PostgreSQL server's clients, which run no WebAssembly.
 */
function useWasmCompiler(compiler: PgliteCompiler) {
  if (compiler === wasmCompiler) return;
  v8.setFlagsFromString(compiler === 'baseline' ? '--liftoff-only' : '--no-liftoff-only');
  wasmCompiler = compiler;
}

/**
 * The embedded database's own buffers. PostgreSQL's initdb writes 128 MB, and PGlite touches every
 * page of them as it opens: 120 MB of the process's memory before the first query (issue 29). The
 * data folder's files stay in the operating system's page cache anyway, so a small pool costs a
 * page read from that cache, not from the disk.
 */
export const DEFAULT_PGLITE_BUFFERS_MB = 16;

/** PGlite's own start parameters, with the buffer pool's size on top. */
export function pgliteStartParams(defaults: readonly string[], buffersMb = DEFAULT_PGLITE_BUFFERS_MB): string[] {
  return [...defaults, '-c', `shared_buffers=${buffersMb}MB`];
}

/** Opens the database (PGlite or a PostgreSQL pool) and applies pending migrations. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (isPostgresUrl(url)) return openPostgres(url, options.onIdleError);
  useWasmCompiler(options.pgliteCompiler ?? 'optimizing');
  return openPglite(url, options.pgliteThread ?? false, options.pgliteBuffersMb);
}

/** The migrated copy tests start each in-memory database from (src/test/database-template.ts). */
const templateOf = (url: string) => (url === 'memory://' && process.env.PGLITE_TEMPLATE ? readFileSync(process.env.PGLITE_TEMPLATE) : undefined);

/** What both ways of running PGlite offer besides what drizzle calls. */
interface PgliteClient {
  closed: boolean;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Only in a thread of its own (PgliteThread). */
  heap?(): Promise<ThreadHeap>;
  close(): Promise<void>;
}

async function startPglite(dataDir: string | undefined, template: ReturnType<typeof templateOf>, inThread: boolean, buffersMb?: number): Promise<PgliteClient> {
  if (inThread) {
    const { PgliteThread } = await import('./pglite-thread-client');
    return PgliteThread.start(dataDir, template ? new Uint8Array(template) : undefined, buffersMb ?? DEFAULT_PGLITE_BUFFERS_MB);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: template ? new Blob([template]) : undefined,
    startParams: pgliteStartParams(PGlite.defaultStartParams, buffersMb),
  });
}

/**
 * PGlite in this process: in a worker thread of its own (`PGLITE_THREAD`, db/pglite-thread-client.ts,
 * whose client answers the `query` and `transaction` drizzle's driver calls) or in this thread.
 */
async function openPglite(url: string, inThread: boolean, buffersMb?: number): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (url !== 'memory://') mkdirSync(url, { recursive: true });
  const client = await startPglite(url === 'memory://' ? undefined : url, templateOf(url), inThread, buffersMb);
  const db = drizzle({ client: client as never, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One session: a notification arrives before the committing query returns (from the thread,
    // it is posted before that statement's reply).
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onListening?.();
      return async () => {
        if (!client.closed) await stop();
      };
    },
    threadHeap: client.heap ? () => client.heap!() : undefined,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onIdleError?: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not crash the process: the
  // pool drops it and opens a new one on the next query.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, handlers) => listenPostgres(pg, url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

const RELISTEN_MS = 1_000;

/** A dedicated connection that LISTENs, and connects again (after `onLost`) whenever it drops. */
async function listenPostgres(pg: typeof import('pg').default, url: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: import('pg').Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(reconnectLater), RELISTEN_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const drop = (error: Error) => {
      if (lost || stopped) return;
      lost = true;
      client = null;
      next.end().catch(() => undefined);
      handlers.onLost?.(error);
      reconnectLater();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      next.on('error', () => undefined);
      await next.connect();
      await next.query(`LISTEN ${JSON.stringify(channel)}`);
    } catch (error) {
      lost = true;
      next.end().catch(() => undefined);
      throw error;
    }
    next.removeAllListeners('error');
    next.on('error', drop);
    next.on('end', () => drop(new Error('listener connection ended')));
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    handlers.onListening?.();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
