import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { isPostgresUrl, openDatabase } from './db/client';

/**
 * What a first start does in processes of its own (issue 29), so the server never holds it:
 * - **Creating the embedded database.** PGlite runs initdb in a second WebAssembly instance of
 *   its own: 830 MB at the peak, and 370 MB still resident after it, in whichever process did it.
 * - **Loading the demo data.** Drawing some 200 pictures and paying the demo orders: another
 *   400 MB that a process keeps (the database's WebAssembly memory never shrinks, nor do the
 *   allocator's arenas).
 * Each runs this same entry file again as a child with one task, which exits when done and gives
 * everything back; the server then opens the database with only what serving needs. Later starts
 * skip both (the data folder has its database and the marker) and top the demo data up in place.
 */

/** Set in a child's environment: the one task it has. */
const TASK = 'PAZARYERI_FIRST_START_TASK';
type Task = 'create-database' | 'load-demo-data';
/** Written into DATA_DIR once the demo data is in. */
const MARKER = 'demo-data-loaded';

const markerOf = (config: Config) => path.join(config.dataDir, MARKER);

/** The task this process was started for, if it is such a child. */
export function firstStartTask(): Task | null {
  const task = process.env[TASK];
  return task === 'create-database' || task === 'load-demo-data' ? task : null;
}

/** The tasks this start needs done before the server opens the database, in order. */
export function firstStartTasks(config: Config): Task[] {
  // A throw-away in-memory database is seeded in place: a child's copy would vanish with it.
  const outlivesProcess = config.databaseUrl !== 'memory://';
  const tasks: Task[] = [];
  if (outlivesProcess && !isPostgresUrl(config.databaseUrl) && !existsSync(path.join(config.databaseUrl, 'PG_VERSION'))) tasks.push('create-database');
  if (outlivesProcess && config.seedDemoData && !existsSync(markerOf(config))) tasks.push('load-demo-data');
  return tasks;
}

/** A child's task. */
export async function runFirstStartTask(task: Task, config: Config) {
  if (task === 'create-database') {
    const database = await openDatabase(config.databaseUrl, { pgliteBuffersMb: config.pgliteBuffersMb });
    await database.close();
    return;
  }
  const { bootstrap, buildApp } = await import('./app');
  // The app without its job worker or catalogue cache: the server that starts next runs those.
  const app = await buildApp({ config: { ...config, jobs: { ...config.jobs, worker: false }, catalogueCache: null } });
  try {
    await app.ready();
    await bootstrap(app);
    writeFileSync(markerOf(config), `${new Date().toISOString()}\n`);
  } finally {
    await app.close();
  }
}

/** Runs this same entry file again for `task` (same Node flags, so the TypeScript loader too) and waits. */
export async function runInChild(task: Task): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [TASK]: task },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`the first start's ${task} failed (exit ${code})`);
}
