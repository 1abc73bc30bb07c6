import { configDefaults, defineConfig } from 'vitest/config';

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
    minWorkers: 1,
    globalSetup: ['./src/test/database-template.ts', './src/demo/pictures.global-setup.ts'],
  },
});
