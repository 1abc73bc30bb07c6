import { defineConfig } from 'vitest/config';
import { journeyLanes } from './support/lanes';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file per worker at a time, each worker on a server of its own (support/journey.ts).
    pool: 'forks',
    fileParallelism: journeyLanes > 1,
    maxWorkers: journeyLanes,
    minWorkers: 1,
  },
});
