import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './src/test/sequencer';

/**
 * CI runs this suite twice, on the embedded default and again on PostgreSQL and Redis
 * (DATABASE_URL, REDIS_URL): the second run is for what talks to a database or Redis. A file that
 * builds no app and opens neither (no test helper, fixtures' app, services, pg or ioredis, and no
 * mention of either variable) would run the very same code again, and so would the three that
 * start embedded databases of their own whatever the variables say (the first start, the PGlite
 * compiler, PGlite's thread): these run in the embedded run only. 113 of the PostgreSQL run's 922
 * test-seconds were these 32 files again, on a 2-CPU machine.
 */
const embeddedOnly = ['src/first-start.test.ts', 'src/db/pglite-compiler.test.ts', 'src/db/pglite-thread.test.ts'];
const touchesServices = /helper|personal-data-app|robustness|services|ioredis|\bpg\b|DATABASE_URL|REDIS_URL/;
/** Those test files under `folder`, by their path from this config's folder. */
function sameOnEveryDatabase(folder: string): string[] {
  return readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sameOnEveryDatabase(file);
    return entry.name.endsWith('.test.ts') && !touchesServices.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')) ? [file] : [];
  });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The domains' personal-data tests run inside src/modules/personal-data.test.ts, on one shared app.
    exclude: [
      ...configDefaults.exclude,
      'src/modules/*/*.personal-data.test.ts',
      ...(process.env.DATABASE_URL ? [...embeddedOnly, ...sameOnEveryDatabase('src')] : []),
    ],
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
    globalSetup: ['./src/test/database-template.ts', './src/demo/pictures.global-setup.ts', './src/test/server-build.ts'],
    // The longest files first, so that none is left to run alone at the end.
    sequence: { sequencer: LongestFirst },
  },
});
