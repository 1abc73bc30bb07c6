import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import type { Config } from './config';
import { isPostgresUrl, openDatabase } from './db/client';
import { createDiskStore } from './integrations/storage/disk-store';
import { drawPicturesLeftToDraw, picturesToDrawIn } from './lib/pictures-to-draw';

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
 *
 * The two children run side by side (issue 28): while the first creates the database, the second
 * loads the app's code and starts drawing the catalogue's pictures (they need no database), and
 * opens the database only when told it is there. On two CPUs initdb takes one and the drawing the
 * other, instead of the drawing waiting some 10 s for initdb.
 *
 * The catalogue's pictures (some 480 drawings, most of the loader's CPU) are not drawn before the
 * first answer when the public files are on the disk: the loader gives each its address and leaves
 * its drawing in DATA_DIR/pictures-to-draw (lib/pictures-to-draw.ts), and once the server listens a
 * third child, at a low priority, draws them (`draw-pictures`); the server draws one a browser asks
 * for before then itself. With a bucket the loader draws them beside initdb as before.
 */

/** Set in a child's environment: the one task it has. */
const TASK = 'PAZARYERI_FIRST_START_TASK';
type Task = 'create-database' | 'load-demo-data' | 'draw-pictures' | 'prepare';
/** Set in the loader's environment when it must wait for the database: it opens it on the parent's word. */
const AWAIT_DATABASE = 'PAZARYERI_FIRST_START_AWAIT_DATABASE';
const DATABASE_READY = 'database-ready';
/** Written into DATA_DIR once the demo data is in. */
const MARKER = 'demo-data-loaded';

const markerOf = (config: Config) => path.join(config.dataDir, MARKER);

/** The task this process was started for, if it is such a child. */
export function firstStartTask(): Task | null {
  const task = process.env[TASK];
  return task === 'create-database' || task === 'load-demo-data' || task === 'draw-pictures' || task === 'prepare' ? task : null;
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

/**
 * The first start's tasks, each in a child, the two side by side; resolves once both are done (at
 * once when there are none). Throws when one fails.
 */
export async function runFirstStart(config: Config, log: (line: string) => void = console.log): Promise<void> {
  const tasks = firstStartTasks(config);
  const create = tasks.includes('create-database');
  const load = tasks.includes('load-demo-data');
  if (create) log('first start: creating the embedded database in a process of its own');
  if (load) log('first start: loading the demo data in a process of its own');
  if (!create && !load) return;
  const started = Date.now();
  const loader = load ? startChild('load-demo-data', { awaitDatabase: create }) : null;
  try {
    if (create) {
      await startChild('create-database').done;
      loader?.child.send(DATABASE_READY);
    }
    await loader?.done;
    log(`first start: done in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    // The database could not be made: the loader waiting for it goes too.
    if (loader && loader.child.exitCode === null) loader.child.kill();
    await loader?.done.catch(() => undefined);
    throw error;
  }
}

/** A child's task. */
export async function runFirstStartTask(task: Task, config: Config) {
  if (task === 'prepare') {
    // `npm start`'s first start beside the web's build (scripts/prepare-start.mjs).
    await runFirstStart(config);
    return;
  }
  if (task === 'create-database') {
    const database = await openDatabase(config.databaseUrl, { pgliteBuffersMb: config.pgliteBuffersMb, pgliteCompiler: config.pgliteCompiler });
    await database.close();
    return;
  }
  if (task === 'draw-pictures') {
    // Stops with the server: the next start draws what is left.
    process.once('disconnect', () => process.exit(0));
    const store = createDiskStore(path.join(config.dataDir, 'uploads'), { secret: config.jwtSecret, urlPrefix: '/files/uploads' });
    await drawPicturesLeftToDraw(picturesToDrawIn(config.dataDir), store, { concurrency: availableParallelism() });
    return;
  }
  // Neither needs the database: the app's code and, with a bucket, the catalogue's pictures into
  // their cache (drawn-pictures.ts), which the seed then reads back or waits for.
  const appModule = import('./app');
  const picturesToDraw = config.s3 ? undefined : picturesToDrawIn(config.dataDir);
  if (!picturesToDraw) {
    const pictures = appModule.then(({ drawDemoCataloguePictures }) => drawDemoCataloguePictures({ alongside: true }));
    // Drawn again by the seed if this fails (an unwritable cache, say): its own error is the one that counts.
    pictures.catch(() => undefined);
  }
  if (process.env[AWAIT_DATABASE]) await databaseReady();
  const { bootstrap, buildApp } = await appModule;
  // The app without its job worker, catalogue cache or the web (which may still be building beside
  // it): the server that starts next runs and serves those.
  const app = await buildApp({ config: { ...config, jobs: { ...config.jobs, worker: false }, catalogueCache: null, serveWeb: false } });
  try {
    await app.ready();
    await bootstrap(app, { picturesToDraw });
    writeFileSync(markerOf(config), `${new Date().toISOString()}\n`);
  } finally {
    await app.close();
  }
}

/**
 * Once the server listens: the pictures a first start left to draw, drawn in a child at a low
 * priority (the server answers first). Not awaited; the child stops when the server does.
 */
export function drawLeftPicturesInBackground(config: Config, log: (line: string) => void = console.log) {
  if (config.s3 || !existsSync(picturesToDrawIn(config.dataDir))) return null;
  log('first start: drawing the demo pictures in a process of its own (the server draws one asked for before then)');
  const drawing = startChild('draw-pictures', { channel: true });
  if (drawing.child.pid) setPriority(drawing.child.pid, 10);
  // Nothing for the server to wait for when it stops: the child goes when its channel closes.
  drawing.child.unref();
  drawing.child.channel?.unref();
  drawing.done.catch((error: Error) => log(error.message));
  return drawing;
}

/** Resolves when the parent says the database is there; exits when the parent goes first. */
function databaseReady(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== DATABASE_READY) return;
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      resolve();
    };
    const onDisconnect = () => process.exit(1);
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
  });
}

/** Runs this same entry file again for `task` (same Node flags, so the TypeScript loader too). */
function startChild(task: Task, { awaitDatabase = false, channel = awaitDatabase }: { awaitDatabase?: boolean; channel?: boolean } = {}) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [TASK]: task, [AWAIT_DATABASE]: awaitDatabase ? '1' : '' },
    // A channel only for the loader that waits for the database's word and the drawing that stops with the server.
    stdio: channel ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0);
      if (code !== 0) reject(new Error(`the first start's ${task} failed (exit ${code})`));
      else resolve();
    });
  });
  // Kept from an unhandled rejection while the other child is awaited; the caller awaits it.
  done.catch(() => undefined);
  return { child, done };
}
