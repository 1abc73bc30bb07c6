/**
 * `apps/api/src/server.ts` with a CPU profiler the chat benchmark switches on and off
 * (BENCH_CPU_PROF): SIGWINCH (close-with-grace takes SIGUSR2 for a shutdown) starts profiling, the next writes
 * `<BENCH_CPU_PROF>/chat-<pid>-<n>.cpuprofile`, so a profile covers one run and not the start.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

const directory = process.env.BENCH_CPU_PROF!;
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 250 });
let running = false;
let written = 0;
process.on('SIGWINCH', () => {
  void (async () => {
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

await import('../apps/api/src/server');
