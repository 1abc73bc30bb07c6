#!/usr/bin/env node
/**
 * `npm start` before the server (issue 28): the web's build, the API's build and, on a fresh data
 * folder, the first start's children (src/first-start.ts) side by side instead of one after the
 * other. The web's build (Vite on Rolldown, some 4 CPU-s) needs nothing of the API's; creating the
 * database and loading the demo data need the API's bundle (under a second) but not the web. The
 * server then starts as before (`node apps/api/dist/server.mjs`), finds the first start done, and
 * draws the catalogue's pictures once it listens (src/first-start.ts).
 * Exits non-zero when any of them fails, once all have finished.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/** first-start.ts's variable: the one task a run of the server's entry has. */
const TASK = 'PAZARYERI_FIRST_START_TASK';

const api = path.resolve(import.meta.dirname, '..');
const root = path.resolve(api, '../..');

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`))));
  });
}

// npm sets npm_execpath for its scripts: the same npm runs the web's own build script.
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
const web = run('the web build', npm[0], [...npm[1], 'run', 'build', '-w', 'apps/web'], { shell: !process.env.npm_execpath && process.platform === 'win32' });
const data = run('the API build', process.execPath, [path.join(api, 'scripts/build.mjs')]).then(() =>
  // The server's entry with one task: run the first start's children (none when the data folder has them done).
  run('the first start', process.execPath, [path.join(api, 'dist/server.mjs')], { env: { ...process.env, NODE_ENV: 'production', [TASK]: 'prepare' } }),
);

// Each is left to finish when the other fails: stopping the first start halfway could leave a
// database folder that a next start takes for a made one.
const failed = (await Promise.allSettled([web, data])).filter((result) => result.status === 'rejected');
for (const { reason } of failed) console.error(`npm start: ${reason instanceof Error ? reason.message : reason}`);
if (failed.length > 0) process.exit(1);
