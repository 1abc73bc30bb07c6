/**
 * Prints the API's OpenAPI document (the one `/api/docs/json` serves) to stdout, from an app on a
 * throw-away database: `npx tsx scripts/openapi.ts > openapi.json`. A refactoring that must not
 * change the API compares the document before and after.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: `/tmp/pz-openapi-${process.pid}`, JWT_SECRET: 'openapi-openapi-openapi-openapi-0123456789', LOG_LEVEL: 'warn' });
const app = await buildApp({ config });
await app.ready();
const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
process.stdout.write(`${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
