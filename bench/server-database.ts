/** A throw-away database on a PostgreSQL server, for one bench run. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Creates `<prefix>_<random>` on the server at `serverUrl`; `drop` removes it, closing its connections. */
export async function createServerDatabase(serverUrl: string, prefix = 'pz_bench') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
