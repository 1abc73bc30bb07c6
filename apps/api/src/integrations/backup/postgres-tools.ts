import { spawn } from 'node:child_process';
import { BackupError } from './manifest';

/**
 * The URL without its password, which goes to the child in PGPASSWORD instead: a command line
 * is visible to every user of the machine (ps), the environment is not.
 */
function connectionOf(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Runs pg_dump or pg_restore on the database of `url`; rejects with a BackupError of one line
 * (the tool's last complaint) when it is missing or fails.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const connection = connectionOf(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${connection.url}`], { env: { ...process.env, ...connection.env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} bulunamadı / ${tool} not found on PATH: install the PostgreSQL client tools (the server's major version or newer)`
            : `${tool}: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const last = errors.trim().split('\n').filter(Boolean).slice(-1)[0] ?? `exited with ${code}`;
      reject(new BackupError(`${tool} başarısız / ${tool} failed: ${last}`));
    });
  });
}
