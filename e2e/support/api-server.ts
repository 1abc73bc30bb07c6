import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface ApiServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy in 180 s:\n${output()}`);
}

interface StartOptions {
  /**
   * A data folder to start from (`demoSnapshot`): the server gets a copy of it and starts the way
   * `npm start` does on an install that already has its demo data (the embedded database on disk
   * in its folder, the pictures and files beside it), instead of drawing and paying them again.
   */
  from?: string;
  /** Leave the data folder in place when the server stops (the snapshot itself). */
  keepData?: boolean;
}

/**
 * The real server (production mode, embedded PGlite with the demo data, mail to an outbox in a
 * temporary DATA_DIR) on a free port, the way `npm start` runs it; `env` adds to its environment.
 * It serves the web app already built into apps/web/dist. Without `from`, it loads the demo data
 * into a throw-away in-memory database.
 */
export async function startApiServer(env: Record<string, string> = {}, { from, keepData = false }: StartOptions = {}): Promise<ApiServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pz-e2e-'));
  if (from) await cp(from, dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  // The built server (apps/api/dist, global-setup.ts builds it), as `npm start` runs it.
  const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      // Empty: the embedded database in DATA_DIR/pglite, as `npm start` keeps it.
      DATABASE_URL: from ? '' : 'memory://',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Two lanes' servers would want the one metrics port, and no balancer waits on a stop's drain.
      METRICS_PORT: 'off',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}

/**
 * The demo data as a first `npm start` leaves it: a server loads it into a new data folder (the
 * embedded database on disk), then stops cleanly. Every journey server starts from a copy.
 */
export async function makeDemoSnapshot(): Promise<{ dir: string; remove(): Promise<void> }> {
  // An empty DATABASE_URL: the embedded database on disk in DATA_DIR/pglite, as `npm start` keeps it.
  const first = await startApiServer({ DATABASE_URL: '' }, { keepData: true });
  // The catalogue's pictures are drawn after the first answer, by a child of the server that
  // removes each drawing's file from DATA_DIR/pictures-to-draw as it goes and the folder when done
  // (first-start.ts): the snapshot is taken once it is whole, so no copy races with it.
  const left = path.join(first.dataDir, 'pictures-to-draw');
  for (const started = Date.now(); existsSync(left); ) {
    if (Date.now() - started > 180_000) throw new Error('the demo pictures were not drawn in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await first.stop();
  return { dir: first.dataDir, remove: () => rm(first.dataDir, { recursive: true, force: true }) };
}
