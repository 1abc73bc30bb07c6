import { execFile } from 'node:child_process';
import { connect } from 'node:net';

/**
 * Tests that need a server the README's `npm test` does not (Redis; PostgreSQL for the tests that
 * start several API processes) ask here first. On a machine without it they are skipped, with the
 * reason on one line; with REQUIRE_SERVICES=1 (set by `.ci/run`) a missing server fails the file
 * instead, so CI never passes by skipping.
 */
export interface Service {
  available: boolean;
  /** Why the tests are skipped, for their title and the console ('' when available). */
  reason: string;
}

const required = () => process.env.REQUIRE_SERVICES === '1';

/** Whether something accepts TCP connections at host:port, within `timeoutMs`. */
function reachable(host: string, port: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (problem: string | null) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs} ms`));
    socket.once('connect', () => done(null));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

async function check(name: string, url: string | undefined, defaultPort: number, unsetReason: string): Promise<Service> {
  let problem: string | null;
  let where = '';
  if (!url) {
    problem = unsetReason;
  } else {
    const parsed = new URL(url);
    where = ` at ${parsed.hostname}:${parsed.port || defaultPort}`;
    problem = await reachable(parsed.hostname, Number(parsed.port || defaultPort), 500);
  }
  if (!problem) return { available: true, reason: '' };
  const reason = `skipped: needs ${name}${where} (${problem})`;
  if (required()) throw new Error(`REQUIRE_SERVICES=1 and ${name}${where} is not usable: ${problem}`);
  console.warn(`${reason}; set REQUIRE_SERVICES=1 to make this a failure`);
  return { available: false, reason };
}

/** Redis of REDIS_URL, else the local default 127.0.0.1:6379. */
export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
export const checkRedis = () => check('Redis', redisUrl, 6379, '');

/**
 * A PostgreSQL server (DATABASE_URL) for tests that share one database between processes: the
 * embedded PGlite lives inside one process. Without DATABASE_URL they are skipped on every
 * machine, CI's first pass included (its `npm run test:api:pg` pass runs them), so REQUIRE_SERVICES
 * only makes an unreachable server fail, not a missing DATABASE_URL.
 */
export async function checkPostgres(): Promise<Service> {
  if (!process.env.DATABASE_URL) {
    const reason = 'skipped: needs PostgreSQL (DATABASE_URL unset: the embedded database lives in one process; `npm run test:api:pg` runs it)';
    console.warn(reason);
    return { available: false, reason };
  }
  return check('PostgreSQL', process.env.DATABASE_URL, 5432, '');
}

/** nginx (NGINX_BIN, else Debian's /usr/sbin/nginx), for the cluster's tests: it is run, not reached. */
export async function checkNginx(): Promise<Service> {
  const binary = process.env.NGINX_BIN || '/usr/sbin/nginx';
  const problem = await new Promise<string | null>((resolve) => {
    execFile(binary, ['-v'], (error) => resolve(error ? ((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not installed' : error.message) : null));
  });
  if (!problem) return { available: true, reason: '' };
  const reason = `skipped: needs nginx at ${binary} (${problem})`;
  if (required()) throw new Error(`REQUIRE_SERVICES=1 and nginx at ${binary} is not usable: ${problem}`);
  console.warn(`${reason}; set REQUIRE_SERVICES=1 to make this a failure`);
  return { available: false, reason };
}
