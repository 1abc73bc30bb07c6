import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './src/test/sequencer';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The domains' personal-data tests run inside src/modules/personal-data.test.ts, on one shared app.
    exclude: [...configDefaults.exclude, 'src/modules/*/*.personal-data.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Test files mostly wait on their database (PGlite boot, PostgreSQL round trips): three at a
    // time finish sooner than the default one-per-spare-CPU on a two-CPU machine.
    maxWorkers: 3,
    // A worker loads the app's modules once for all the files it runs (`npm test` runs this very
    // pool, scripts/test.mjs): a bare `npx vitest run` took 717 CPU-s isolated, 395 without.
    // Every file builds its own app and database, so no state is shared through the modules. As
    // many workers at the start as at most: with fewer, tinypool (Vitest 3.2) terminates a worker
    // it still counts as busy when recycling without isolation, an unhandled "Terminating worker
    // thread" that fails the run and leaves the worker spinning.
    isolate: false,
    minWorkers: 3,
    globalSetup: ['./src/test/database-template.ts', './src/demo/pictures.global-setup.ts'],
    // The longest files first, so that none is left to run alone at the end.
    sequence: { sequencer: LongestFirst },
  },
});
