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
import { recordPauses } from './pauses';

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
  const pauses = recordPauses();
  process.on('message', (message) => {
    if (message === 'pauses') process.send?.({ pauses: pauses.take() });
  });
  // The channel must not keep the process alive once the server closes.
  process.channel?.unref();
}

if (process.env.BENCH_CPU_PROF) profileOnSignal(process.env.BENCH_CPU_PROF);
if (process.env.BENCH_PAUSES === '1') reportPausesOnRequest();

await import('../apps/api/src/server');
