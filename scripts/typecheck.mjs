#!/usr/bin/env node
/**
 * `npm run typecheck`: the TypeScript projects, two at a time (each `tsc` uses one CPU), in the
 * order of their size so the big ones start first. The API, bench and the contract are checked as
 * one program (tsconfig.server.json: the same compiler options, so each file is checked once instead
 * of bench checking the API again); the web app and the journeys have options of their own (DOM).
 * Every project's errors are printed with its name; the exit code is 1 if any project has errors.
 */
import { spawn } from 'node:child_process';

const projects = [
  { name: 'apps/web', config: 'apps/web' },
  { name: 'apps/api + bench + packages/contract', config: 'tsconfig.server.json' },
  { name: 'e2e', config: 'e2e' },
];
const parallel = Math.max(1, Number(process.env.TYPECHECK_PARALLEL ?? 2));

function check({ name, config }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const lines = output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      if (code !== 0) console.log(lines.map((line) => `  ${line}`).join('\n'));
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
