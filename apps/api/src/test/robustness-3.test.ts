import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { buildWorld, readOperations, shard, summarise, sweep, sweepEnv, type World } from './robustness';

// Part 3 of 3 of the malformed-input sweep over every route of the OpenAPI document (see robustness.ts).
const part = 2;
const parts = 3;

describe(`robustness sweep, part ${part + 1} of ${parts}`, () => {
  let testApp: TestApp;
  let world: World;
  beforeAll(async () => {
    testApp = await createTestApp(sweepEnv);
    world = await buildWorld(testApp.app);
  }, 240_000);
  afterAll(() => testApp?.close());

  it('no route answers 5xx, every refusal has the standard error body and writes nothing', async () => {
    const operations = shard(await readOperations(testApp.app), part, parts);
    expect(operations.length).toBeGreaterThan(40);
    const { findings, requests } = await sweep(testApp, world, operations);
    console.info(`robustness part ${part + 1}: ${operations.length} routes, ${requests} requests`);
    expect(summarise(findings)).toEqual([]);
  }, 400_000);
});
