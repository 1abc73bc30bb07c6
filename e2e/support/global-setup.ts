import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDemoSnapshot, root, startApiServer } from './api-server';
import { chromiumPath } from './chromium';
import { journeyLanes } from './lanes';

/** `npm run build` of a workspace (`apps/web` or `apps/api`), unless E2E_SKIP_BUILD=1 and a build is there. */
async function build(workspace: string, output: string) {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(root, workspace, output))) return;
  // vitest sets NODE_ENV=test, which would make Vite build a development bundle.
  const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the ${workspace} build failed`);
}


/**
 * Builds the web app while a first server loads the demo data (the demo snapshot), then starts the
 * journeys' servers from copies of it (production mode, the embedded database on disk, mail to an
 * outbox), the way `npm start` runs on an install that has its demo data.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  // The API's bundle first (seconds): the snapshot's server is the built one, as `npm start` runs it.
  await build('apps/api', 'dist/server.mjs');
  const [, snapshot] = await Promise.all([build('apps/web', 'dist/index.html'), makeDemoSnapshot()]);
  // Every journey's visitors reach the shared server from 127.0.0.1: one IP's 300 requests a minute
  // would be shared by many people at once (the blog journey alone stores 50 posts), and so would
  // its 20 sign-ins per 15 minutes; the demo seller and buyer sign in in most journeys, more than
  // one address's 8 per 15 minutes. The limits themselves are tested in the API suite.
  // A parcel moves one tracking step every 4 s, so the shipping journey sees it advance to delivered.
  const env = {
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    CARGO_SANDBOX_STEP_SECONDS: '4',
    // An analytics id, so the privacy journey can see the script held back until consent; every
    // other journey's visitor has refused analytics already (support/journey.ts).
    ANALYTICS_ID: 'G-PAZARYERI1',
  };
  const servers = await Promise.all(Array.from({ length: journeyLanes }, () => startApiServer(env, { from: snapshot.dir })));
  project.provide('servers', servers.map(({ baseURL, dataDir }) => ({ baseURL, dataDir })));
  // For a journey that needs a server of its own (another payment provider): a copy of the same data.
  project.provide('demoSnapshot', snapshot.dir);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await snapshot.remove();
  };
}
