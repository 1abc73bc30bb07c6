import path from 'node:path';
import pg from 'pg';
import { countRows } from './database-facts';
import { BackupError } from './manifest';
import { runPostgresTool } from './postgres-tools';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`veritabanına bağlanılamadı / cannot connect to DATABASE_URL: ${error.message}`);
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Refuses a database that holds any table, view or sequence of its own: a restore never overwrites. */
export async function assertEmptyPostgres(url: string) {
  const found = await withClient(url, async (client) =>
    (
      await client.query<{ name: string }>(
        `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg_toast%' order by 1 limit 4`,
      )
    ).rows.map((row) => row.name),
  );
  if (found.length > 0) {
    throw new BackupError(
      `hedef veritabanı boş değil / the target database is not empty (${found.join(', ')}${found.length > 3 ? ', …' : ''}): restore into a new, empty database`,
    );
  }
}

/** pg_restore of the dump in one transaction (a failure leaves the database empty); the rows per table afterwards. */
export async function restorePostgres(url: string, directory: string, file: string): Promise<Record<string, number>> {
  await runPostgresTool('pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', path.join(directory, file)]);
  return withClient(url, (client) => countRows({ rows: async (text) => (await client.query(text)).rows }));
}
