// Runs a command with DATABASE_URL pointing at a brand-new database on the local PostgreSQL
// server (dropped afterwards) and REDIS_URL at the local Redis: the "real servers" suite.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = require('pg');

const server = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env.CI_REDIS_URL ?? 'redis://127.0.0.1:6379';
const name = `pz_ci_${Date.now()}_${randomBytes(3).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: redis },
});
await admin(`drop database if exists ${name} with (force)`).catch((error) => console.error(error.message));
process.exit(result.status ?? 1);
