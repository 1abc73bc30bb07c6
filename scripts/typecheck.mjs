#!/usr/bin/env node
/**
 * `npm run typecheck`: the five TypeScript projects, two at a time (each `tsc` uses one CPU), in
 * the order of their size so the big ones start first. Every project's errors are printed with
 * its name; the exit code is 1 if any project has errors.
 */
import { spawn } from 'node:child_process';

const projects = ['apps/web', 'apps/api', 'e2e', 'bench', 'packages/contract'];
const parallel = Math.max(1, Number(process.env.TYPECHECK_PARALLEL ?? 2));

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const lines = output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
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
