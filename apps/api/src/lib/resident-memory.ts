import { readFileSync } from 'node:fs';

/**
 * A process's resident memory now and at its peak (VmRSS, VmHWM from /proc), in MB; null where
 * /proc does not have it (another system, or the process is gone). Issue 29's measurements: the
 * first start's children report their peak, its test reads the server's, the catalogue bench
 * each API process's.
 */
export function residentMemoryMb(pid: number | 'self' = 'self'): { rss: number; peak: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const field = (name: string) => Math.round(Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
