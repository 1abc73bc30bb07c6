import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { root, startApiServer } from './api-server';
import { chromiumPath } from './chromium';

/**
 * Builds the web app and starts the real server (production mode, embedded PGlite with the demo
 * data, mail to an outbox) on a free port, the way `npm start` runs it.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    // vitest sets NODE_ENV=test, which would make Vite build a development bundle.
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  // Every journey's visitors reach the shared server from 127.0.0.1: one IP's 300 requests a minute
  // would be shared by many people at once (the blog journey alone stores 50 posts), and so would
  // its 20 sign-ins per 15 minutes; the demo seller and buyer sign in in most journeys, more than
  // one address's 8 per 15 minutes. The limits themselves are tested in the API suite.
  // A parcel moves one tracking step every 4 s, so the shipping journey sees it advance to delivered.
  const server = await startApiServer({
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    CARGO_SANDBOX_STEP_SECONDS: '4',
  });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
