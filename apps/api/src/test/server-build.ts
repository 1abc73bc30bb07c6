import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Vitest global setup: the API built once (scripts/build.mjs, half a second), for the tests that
 * start real server processes (test/processes.ts, the first start, the cluster). A deployment runs
 * this bundle (`npm start`); a process started under tsx instead spent some 3 more CPU-seconds
 * loading the sources than the bundle does (5 against 1.7 to answer its first health check, on
 * PostgreSQL), and CI starts dozens of them on a two-CPU machine. Under the repository, so the
 * bundle finds the packages in node_modules.
 */
export default async function setup() {
  const folder = path.join(import.meta.dirname, `../../node_modules/.cache/pz-test-server-${process.pid}-${randomBytes(3).toString('hex')}`);
  await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, '../../scripts/build.mjs'), '--outdir', folder]);
  // Test files run in forked workers started after this, so they inherit the variable.
  process.env.TEST_SERVER_BUNDLE = path.join(folder, 'server.mjs');
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

/** The built server's entry (`node <it>` runs the API as `npm start` does). */
export function serverBundle(): string {
  const bundle = process.env.TEST_SERVER_BUNDLE;
  if (!bundle) throw new Error('TEST_SERVER_BUNDLE is not set: the test suite builds the server in its global setup (src/test/server-build.ts)');
  return bundle;
}
