import { createTestApp, type TestApp } from './helper';

/**
 * The app the domains' personal-data tests share (modules/personal-data.test.ts runs the twenty
 * `modules/<domain>/<domain>.personal-data.test.ts` files as one): building an app on a fresh
 * database costs about a second of CPU, and each of these files needed one only to insert a few
 * people and read their data back. Every file still makes its own people, stores and records
 * (fresh e-mails and ids) and checks only what the collector gives for them, so what one domain
 * inserts is "someone else's data" to the others, which must leak into no one's copy anyway.
 *
 * Each file takes the app in its `beforeAll` and lets go of it in its `afterAll`; the last to let
 * go closes it.
 */
let shared: Promise<TestApp> | undefined;
let holders = 0;

export function personalDataApp(): Promise<TestApp> {
  holders += 1;
  shared ??= createTestApp();
  return shared;
}

export async function releasePersonalDataApp(): Promise<void> {
  holders -= 1;
  if (holders > 0 || !shared) return;
  const app = shared;
  shared = undefined;
  await (await app).close();
}
