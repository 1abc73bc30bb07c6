import path from 'node:path';
import pg from 'pg';
import { BACKUP_HOLD_LOCK } from '../storage/removal-hold';
import { countRows, migrationLevel, referencedKeys, type SqlReader } from './database-facts';
import { runPostgresTool } from './postgres-tools';

export const POSTGRES_DUMP_FILE = 'database.dump';

const readerOf = (client: pg.Client): SqlReader => ({ rows: async (text) => (await client.query(text)).rows });

/**
 * Holds the files of the database at `url` against removal (removal-hold.ts): removals in flight
 * finish first, later ones wait until `release`. Taken before the snapshot, so nothing the
 * snapshot names can be removed until the files are copied.
 */
export async function holdFileRemovals(url: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [BACKUP_HOLD_LOCK]);
  let released: Promise<void> | null = null;
  // The lock is the session's: ending the connection lets it go (also if this process dies).
  return { release: () => (released ??= client.end()) };
}

/**
 * pg_dump of the database at `url` in custom format, and the facts of the manifest, all from one
 * snapshot: a REPEATABLE READ transaction exports it, counts and reads inside it, and pg_dump
 * joins it (--snapshot) while the transaction stays open.
 */
export async function dumpPostgres(url: string, directory: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const reader = readerOf(client);
    const facts = { tables: await countRows(reader), migrations: await migrationLevel(reader), referenced: await referencedKeys(reader) };
    await runPostgresTool('pg_dump', url, ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(directory, POSTGRES_DUMP_FILE)}`]);
    await client.query('commit');
    return { file: POSTGRES_DUMP_FILE, ...facts };
  } finally {
    await client.end();
  }
}
