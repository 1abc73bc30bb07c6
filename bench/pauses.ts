/**
 * What held up a benchmark's process (BENCH_PAUSES): its event loop's delay and garbage
 * collection's pauses, in milliseconds, over a window that each `take` closes and starts again.
 * The catalogue's servers print a window every 5 s; chat's servers answer one over IPC per run, and
 * the chat benchmark takes its own.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export interface Pauses {
  loopP50: number;
  loopP99: number;
  loopMax: number;
  gcCount: number;
  /** Of them, full (mark-compact) collections: their marking runs beside the process on the same CPUs. */
  gcMajor: number;
  gcTotal: number;
  gcLongest: number;
}

export function recordPauses(): { take(): Pauses } {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const none = { count: 0, major: 0, total: 0, longest: 0 };
  let gc = none;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      const major = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR ? 1 : 0;
      gc = { count: gc.count + 1, major: gc.major + major, total: gc.total + entry.duration, longest: Math.max(gc.longest, entry.duration) };
    }
  }).observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => ns / 1e6;
  return {
    take() {
      const pauses: Pauses = {
        loopP50: ms(delay.percentile(50)),
        loopP99: ms(delay.percentile(99)),
        loopMax: ms(delay.max),
        gcCount: gc.count,
        gcMajor: gc.major,
        gcTotal: gc.total,
        gcLongest: gc.longest,
      };
      delay.reset();
      gc = none;
      return pauses;
    },
  };
}
