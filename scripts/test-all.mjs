#!/usr/bin/env node
/**
 * `npm test`: every suite a fresh clone has, one after another, on the embedded default: the
 * dependency rules (.dependency-cruiser.cjs), the type check, the contract, the API, the web app,
 * the browser journeys and the web's first-load JS budget (apps/web/scripts/first-load-size.mjs,
 * on the build the journeys made). Each phase's output is passed through as it comes; at the end a table
 * gives each phase's time and verdict (the same table `.ci/run` prints for CI). A failed phase does not stop the later ones, so one run shows
 * every failure; the exit code is 1 if any failed. `TEST_PHASES=api,web` runs some of them.
 * Because a later phase's output buries an earlier one's, the table is followed by the lines that
 * named each failure (Vitest's FAIL and × lines), so the end of a CI log says what went red.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const phases = [
  { name: 'dependency rules', key: 'deps', command: ['npm', 'run', 'lint:deps'] },
  { name: 'type check', key: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'contract', key: 'contract', command: ['npm', 'run', 'test', '-w', 'packages/contract'] },
  { name: 'API (embedded PGlite)', key: 'api', command: ['npm', 'run', 'test', '-w', 'apps/api'] },
  { name: 'web', key: 'web', command: ['npm', 'run', 'test', '-w', 'apps/web'] },
  { name: 'journeys (Chromium, build included)', key: 'e2e', command: ['npm', 'run', 'test', '-w', 'e2e'] },
  // Reads the web build the journeys just made (under a second); builds it only if missing or stale.
  { name: 'first-load JS budget', key: 'bundle', command: ['node', 'apps/web/scripts/first-load-size.mjs'] },
];
const chosen = process.env.TEST_PHASES?.split(',').map((key) => key.trim());

const failureLine = /(^|\s)(FAIL|×)\s|Test timed out|ERR!|npm error/;
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs a phase, passing its output through, and keeps the lines that name a failure. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = [];
    const watch = (stream, into) => {
      let rest = '';
      stream.on('data', (chunk) => {
        into.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines.map(plain)) if (failureLine.test(line) && failures.length < 40) failures.push(line.trim().slice(0, 300));
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures }));
  });
}

const results = [];
for (const phase of phases.filter((candidate) => !chosen || chosen.includes(candidate.key))) {
  console.log(`\n==> ${phase.name}`);
  const started = Date.now();
  const { code, failures } = await run(phase.command);
  results.push({ phase: phase.name, seconds: Math.round((Date.now() - started) / 1000), passed: code === 0, failures });
}

const lines = ['', 'phase                                   time   verdict', ...results.map((result) => `${result.phase.padEnd(38)} ${String(result.seconds).padStart(5)} s  ${result.passed ? 'passed' : 'FAILED'}`)];
console.log(lines.join('\n'));
for (const result of results.filter((candidate) => !candidate.passed)) {
  console.log(`\n==> what failed in ${result.phase}`);
  console.log([...new Set(result.failures)].join('\n') || '(no failure line recognised: see the phase output above)');
}
// .ci/run gathers every phase's time into one table.
if (process.env.TEST_TIMES_FILE) writeFileSync(process.env.TEST_TIMES_FILE, results.map((result) => `${result.phase}\t${result.seconds}\t${result.passed ? 'passed' : 'FAILED'}`).join('\n') + '\n', { flag: 'a' });
process.exit(results.every((result) => result.passed) ? 0 : 1);
