import { type ChildProcess, spawn } from 'node:child_process';
import type { TestApp } from './helper';
import { freePort } from '../lib/free-port';
import { serverBundle } from './server-build';

/**
 * Real API processes (the built server, as `npm start` runs it: test/server-build.ts) on a test
 * app's PostgreSQL database, for the multi-instance tests. Only meaningful with DATABASE_URL:
 * PGlite lives inside one process.
 */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

/** Starts `count` processes sharing the test app's database, secret, Redis prefix and data folder; waits until each answers /api/health. */
export async function startApiProcesses(t: TestApp, count: number, env: Record<string, string> = {}): Promise<{ servers: ApiProcess[]; stop(): Promise<void> }> {
  const servers: ApiProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, [serverBundle()], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: t.config.databaseUrl,
        ...(t.config.redisUrl && { REDIS_URL: t.config.redisUrl }),
        REDIS_PREFIX: t.config.redisPrefix,
        JWT_SECRET: new TextDecoder().decode(t.config.jwtSecret),
        DATA_DIR: t.dataDir,
        APP_URL: t.config.appUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        // No balancer polls these, and several would want the one metrics port: tests that
        // look at either set them.
        SHUTDOWN_DRAIN_MS: '0',
        METRICS_PORT: 'off',
        ...env,
      },
    });
    servers.push({ url: `http://127.0.0.1:${port}`, child });
  }
  const stop = () =>
    Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    ).then(() => undefined);
  try {
    await Promise.all(servers.map((server) => waitForHealth(server.url, server.child)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}
