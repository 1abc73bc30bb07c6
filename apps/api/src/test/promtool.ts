import { execFile } from 'node:child_process';
import type { Service } from './services';

/** Prometheus's own checker (PROMTOOL_BIN, else Debian's /usr/bin/promtool, package `prometheus`). */
export const promtoolBinary = process.env.PROMTOOL_BIN || '/usr/bin/promtool';

/**
 * Whether promtool runs here. Skipped with the reason on one line when it does not; with
 * REQUIRE_SERVICES=1 (`.ci/run`) a missing promtool fails instead, as the other services do.
 */
export async function checkPromtool(): Promise<Service> {
  const problem = await new Promise<string | null>((resolve) => {
    execFile(promtoolBinary, ['--version'], (error) => resolve(error ? ((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not installed' : error.message) : null));
  });
  if (!problem) return { available: true, reason: '' };
  const reason = `skipped: needs promtool at ${promtoolBinary} (${problem}; Debian package prometheus)`;
  if (process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 and promtool at ${promtoolBinary} is not usable: ${problem}`);
  console.warn(`${reason}; set REQUIRE_SERVICES=1 to make this a failure`);
  return { available: false, reason };
}

/** Runs promtool with `args` (and `input` on stdin); its exit code and what it printed. */
export function runPromtool(args: string[], input?: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(promtoolBinary, args, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}
