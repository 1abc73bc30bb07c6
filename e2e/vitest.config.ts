import { defineConfig } from 'vitest/config';
import { journeyLanes } from './support/lanes';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
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
