#!/usr/bin/env node
/**
 * Runs the API suite as one Vitest process whose workers (API_TEST_WORKERS, default 3: files
 * mostly wait on their database, so three keep two CPUs busy) take the files from one queue,
 * the longest first (src/test/sequencer.ts). Each worker keeps its modules between files
 * (isolate: false in vitest.config.ts): the app's own modules, the contract's schemas, fastify,
 * PGlite, sharp and pdfkit are evaluated once per worker instead of once per file. Every file
 * still builds its own app on its own database, so nothing a test writes is seen by another.
 * One process instead of three fixed shards: a worker that is done takes the next file instead
 * of idling while another shard still has a queue, and the global setup (the migrated template,
 * the demo pictures) and the transforms run once. Extra arguments go to vitest.
 */
import { spawn } from 'node:child_process';

const workers = Math.max(1, Number(process.env.API_TEST_WORKERS ?? 3));
const child = spawn('npx', ['vitest', 'run', `--maxWorkers=${workers}`, `--minWorkers=${workers}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...(process.env.FORCE_COLOR === undefined && { NO_COLOR: '1' }) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
