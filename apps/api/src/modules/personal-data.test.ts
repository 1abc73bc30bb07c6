/**
 * Every domain's personal-data collector (KVKK art. 11: a person's copy of their data), tested on
 * one shared app (src/test/personal-data-app.ts) instead of one app each: every domain's tests stay
 * in its module (`<domain>/<domain>.personal-data.test.ts`) and set up their own people and records;
 * this file loads each such file it finds (a new domain's is picked up too) and so runs them
 * together. vitest.config.ts leaves those files out of the suite's own list, so each runs once,
 * here; one domain's: `npx vitest run src/modules/personal-data.test.ts -t 'orders personal data'`.
 */
import { readdirSync } from 'node:fs';

const domainTests = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^[^/]+\/[^/]+\.personal-data\.test\.ts$/.test(file))
  .sort();
for (const file of domainTests) await import(`./${file}`);
