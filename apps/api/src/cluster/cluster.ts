/**
 * `npm run cluster`: CLUSTER_PROCESSES API processes (the built server) behind nginx on
 * CLUSTER_PORT, on PostgreSQL, Redis and a bucket; `npm run cluster -- restart` (or SIGHUP)
 * restarts them one by one. See the README in this folder.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startCluster } from './supervisor';

const root = path.resolve(import.meta.dirname, '../../../..');
const env = process.env;
const dir = path.resolve(env.CLUSTER_DIR ?? path.join(root, 'data/cluster'));
const pidFile = path.join(dir, 'cluster.pid');
const port = Number(env.CLUSTER_PORT ?? 8080);
const host = env.CLUSTER_HOST ?? '127.0.0.1';
const count = Number(env.CLUSTER_PROCESSES ?? 3);
const apiBasePort = Number(env.CLUSTER_API_PORT ?? 3001);
const metricsBasePort = Number(env.METRICS_PORT ?? 9464);

if (process.argv[2] === 'restart') {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  if (!pid) {
    console.error(`no cluster running (no ${pidFile})`);
    process.exit(1);
  }
  process.kill(pid, 'SIGHUP');
  console.log(`rolling restart asked of the cluster (pid ${pid}); its console tells how it goes`);
  process.exit(0);
}

/** DATABASE_URL, else a `pazaryeri` database on the local server, created when missing. */
async function database(): Promise<string> {
  const url = new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pazaryeri');
  const name = decodeURIComponent(url.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`[cluster] created the database ${name}`);
    }
  } finally {
    await client.end();
  }
  return url.toString();
}

/** The S3_* settings, else the local S3 server the tests use, its objects under the cluster's folder. */
async function bucket(): Promise<{ env: Record<string, string>; child: ChildProcess | null }> {
  if (env.S3_BUCKET) return { env: {}, child: null };
  const objects = path.join(dir, 's3');
  mkdirSync(objects, { recursive: true });
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/test/s3-server-process.mjs'), objects, 'pazaryeri'], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), 'line'), once(child, 'exit').then(() => ['{}'])])) as string[];
  const { port: s3Port } = JSON.parse(line) as { port?: number };
  if (!s3Port) throw new Error('the local S3 server did not start');
  console.log(`[cluster] local S3 server on 127.0.0.1:${s3Port}, objects in ${objects}`);
  const settings = {
    S3_BUCKET: 'pazaryeri',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env: settings, child };
}

/** JWT_SECRET, else one generated once into the cluster's folder: every process signs with it. */
function jwtSecret(): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

// Built at every start, as `npm start` does: a build left from older sources would run them. (Not
// on `restart`, which returns above: rebuilding under running processes replaces chunks they
// may still load lazily.)
const server = path.join(root, 'apps/api/dist/server.mjs');
console.log('[cluster] building the web app and the server (npm run build)');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

mkdirSync(dir, { recursive: true });
if (existsSync(pidFile)) {
  const running = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(running, 0);
    console.error(`a cluster already runs from ${dir} (pid ${running})`);
    process.exit(1);
  } catch {
    // A cluster that did not stop cleanly: its pid file is stale.
  }
}
writeFileSync(pidFile, String(process.pid));

const s3 = await bucket();
const cluster = await startCluster({
  processes: count,
  command: [process.execPath, server],
  env: {
    NODE_ENV: env.NODE_ENV ?? 'production',
    DATABASE_URL: await database(),
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: jwtSecret(),
    DATA_DIR: env.DATA_DIR ?? path.join(dir, 'data'),
    APP_URL: env.APP_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    // nginx, on this machine, is the one proxy whose X-Forwarded-* the processes believe.
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
    ...s3.env,
    // Only the first process loads the demo data (if asked); the others start on what it left.
    SEED_DEMO_DATA: 'false',
  },
  firstEnv: { SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? 'true' },
  dir,
  host,
  port,
  // Two ports per slot, so a replacement starts while the process it replaces still drains.
  ports: (slot, starts) => {
    const offset = 2 * slot + ((starts - 1) % 2);
    return { port: apiBasePort + offset, metricsPort: metricsBasePort === 0 ? 0 : metricsBasePort + offset };
  },
  output: 'console',
}).catch((error: Error) => {
  console.error(`[cluster] could not start: ${error.message}`);
  s3.child?.kill('SIGTERM');
  rmSync(pidFile, { force: true });
  process.exit(1);
});
console.log(`[cluster] ${count} API processes behind ${cluster.url} (SIGHUP or \`npm run cluster -- restart\`: rolling restart; Ctrl-C: stop)`);

process.on('SIGHUP', () => {
  cluster.rollingRestart().catch((error: Error) => console.error(`[cluster] rolling restart stopped: ${error.message}`));
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping');
    await cluster.stop();
    if (s3.child && s3.child.exitCode === null) {
      s3.child.kill('SIGTERM');
      await once(s3.child, 'exit');
    }
    rmSync(pidFile, { force: true });
    process.exit(0);
  });
}
