#!/usr/bin/env node
/**
 * Runs the API suite as several vitest processes at once (API_TEST_SHARDS, default 3), each
 * running its share of the files one after another in a single fork that keeps its modules
 * (isolate=false): the app's own modules (routes, services, the contract's schemas) are
 * evaluated once per shard instead of once per file, which took about a second of each file's
 * time. Every file still builds its own app on its own database, so nothing a test writes is
 * seen by another. Extra arguments go to vitest; with a file filter the files run in one
 * process.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith('-'));
const shards = filtered ? 1 : Math.max(1, Number(process.env.API_TEST_SHARDS ?? 3));
const vitest = (extra) => spawn('npx', ['vitest', 'run', '--poolOptions.forks.singleFork', '--poolOptions.forks.isolate=false', ...extra, ...args], { stdio: shards === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(process.env.FORCE_COLOR === undefined && { NO_COLOR: '1' }) } });

const children = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}
const runs = Array.from({ length: shards }, (_, index) => {
  const child = vitest(shards === 1 ? [] : [`--shard=${index + 1}/${shards}`]);
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
if (shards > 1) console.log(failed ? `API suite: ${failed} of ${shards} shards failed (see the lines marked above).` : `API suite: all ${shards} shards passed.`);
process.exit(failed ? 1 : 0);
