import { defineConfig } from 'vitest/config';
import { journeyLanes } from './support/lanes';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // A journey is a person's whole errand: 20–30 s on a quiet hour, up to 60 s on this class of
    // machine's slowest hours (its CPU probe 2.4× slower; stop 37's CI: the buying journey hit a
    // 60 s limit there, three others took 53–59 s). The limit is there to stop a hung journey, not
    // to time it: each step still fails on its own wait (10 s for what the page shows, support/
    // journey.ts), so 150 s leaves room for a slow hour without letting a hang go unnoticed.
    testTimeout: 150_000,
    // What the browser shows is waited for as long as support/journey.ts's `eventually` waits:
    // Vitest's 1 s default is a unit test's. A page that loads from a server on a busy machine can
    // take longer (the shipping journey's list did, under stress-ng); a poll ends as soon as the
    // thing shows, so a passing run is no slower.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // One file per worker at a time, each worker on a server of its own (support/journey.ts).
    pool: 'forks',
    fileParallelism: journeyLanes > 1,
    maxWorkers: journeyLanes,
    minWorkers: 1,
  },
});
