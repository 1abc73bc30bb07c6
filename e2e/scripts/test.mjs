#!/usr/bin/env node
/**
 * Runs the journeys as two vitest processes at once (E2E_SHARDS, default 2) after building the
 * web app once. Each process starts a server of its own (global-setup.ts: its own port, DATA_DIR
 * and demo data), so journeys in different shards never see each other's rows; within a shard
 * they run one after another as before. Much of a journey is waiting (the browser, the cargo
 * sandbox's clock, the 3-D Secure page), so two shards on two CPUs take well under the time of
 * one. Extra arguments go to vitest; with a file filter the journeys run in one process.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith('-'));
const shards = filtered ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

if (process.env.E2E_SKIP_BUILD !== '1') {
  // vitest sets NODE_ENV=test, which would make Vite build a development bundle.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}
const runs = Array.from({ length: shards }, (_, index) => {
  const child = spawn('npx', ['vitest', 'run', ...(shards === 1 ? [] : [`--shard=${index + 1}/${shards}`]), ...args], {
    stdio: shards === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_SKIP_BUILD: '1', ...(process.env.FORCE_COLOR === undefined && { NO_COLOR: '1' }) },
  });
  children.push(child);
  if (shards > 1) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${index + 1}/${shards}] ${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
});
const codes = await Promise.all(runs);
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed ? `Journeys: ${failed} of ${shards} shards failed (see the lines marked above).` : `Journeys: all ${shards} shards passed.`);
process.exit(failed ? 1 : 0);
