/**
 * `apps/api/src/server.ts` with what the chat benchmark measures inside it, each opt-in:
 *
 * - BENCH_CPU_PROF: a CPU profiler the benchmark switches on and off: SIGWINCH (close-with-grace
 *   takes SIGUSR2 for a shutdown) starts profiling, the next writes
 *   `<BENCH_CPU_PROF>/chat-<pid>-<n>.cpuprofile`, so a profile covers one run and not the start.
 * - BENCH_PAUSES=1: the event loop's delay and garbage collection's pauses, sent to the benchmark
 *   over the IPC channel it opened: each `pauses` message is answered with the figures since the
 *   previous one (so a run's figures are those between its first and last message).
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** A process's event-loop delay and garbage collection over a window, in milliseconds. */
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

function profileOnSignal(directory: string) {
  const session = new Session();
  session.connect();
  let running = false;
  let written = 0;
  const ready = (async () => {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 250 });
  })();
  process.on('SIGWINCH', () => {
    void (async () => {
      await ready;
      if (!running) {
        running = true;
        await session.post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await session.post('Profiler.stop');
      written += 1;
      await writeFile(path.join(directory, `chat-${process.pid}-${written}.cpuprofile`), JSON.stringify(profile));
      process.stderr.write(`profile written: chat-${process.pid}-${written}.cpuprofile\n`);
    })();
  });
}

function reportPausesOnRequest() {
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
  process.on('message', (message) => {
    if (message !== 'pauses') return;
    const ms = (ns: number) => ns / 1e6;
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
    process.send?.({ pauses });
  });
  // The channel must not keep the process alive once the server closes.
  process.channel?.unref();
}

if (process.env.BENCH_CPU_PROF) profileOnSignal(process.env.BENCH_CPU_PROF);
if (process.env.BENCH_PAUSES === '1') reportPausesOnRequest();

await import('../apps/api/src/server');
