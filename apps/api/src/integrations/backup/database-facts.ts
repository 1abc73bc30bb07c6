import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A connection a backup reads through: a pg client inside the snapshot, or a PGlite of its own. */
export interface SqlReader {
  rows<T>(text: string): Promise<T[]>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of ours: the app's (public) and drizzle's migration record. */
async function listTables(reader: SqlReader) {
  return reader.rows<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
}

/** Rows per `schema.table`. */
export async function countRows(reader: SqlReader): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { schema, name } of await listTables(reader)) {
    const [row] = await reader.rows<{ count: string | number }>(`select count(*) as count from ${quoted(schema)}.${quoted(name)}`);
    counts[`${schema}.${name}`] = Number(row.count);
  }
  return counts;
}

const journal = path.join(import.meta.dirname, '../../db/migrations/meta/_journal.json');

/** How many migrations drizzle recorded, and the newest one's tag (its `when` is drizzle's created_at). */
export async function migrationLevel(reader: SqlReader): Promise<{ applied: number; latest: string | null }> {
  const [row] = await reader.rows<{ applied: string | number; newest: string | null }>(
    `select count(*) as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const entries = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
  const newest = row?.newest === null || row?.newest === undefined ? null : Number(row.newest);
  return { applied: Number(row?.applied ?? 0), latest: entries.find((entry) => entry.when === newest)?.tag ?? (newest === null ? null : `unknown (${newest})`) };
}

/**
 * The shapes of the keys we generate (integrations/storage): public files `folder/<32 hex>-<8 hex>.ext`
 * (content hash and random tail), private ones `folder/<uuid>.ext`. Rows keep them bare, as URLs
 * (`/uploads/<key>`) or inside JSON and HTML (a blog post's pictures), so every text-like column is
 * searched rather than a list of columns that would fall behind the schema.
 */
const KEY_PATTERN = '([a-z][a-z0-9-]*/(?:[0-9a-f]{32}-[0-9a-f]{8}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[.][a-z0-9]{1,8})';

/**
 * Tables whose text names files that are gone on purpose: a job's payload outlives its work (a
 * finished removal still names what it removed).
 */
const NOT_REFERENCES = new Set(['public.jobs']);

/**
 * Every storage key a row names (bare, without the uploads/private folder). Files named by no
 * column (a digital order line's delivery, found by its folder) cannot be checked this way.
 */
export async function referencedKeys(reader: SqlReader): Promise<Set<string>> {
  const columns = await reader.rows<{ schema: string; name: string; column: string }>(
    `select table_schema as schema, table_name as name, column_name as column from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      order by 1, 2, 3`,
  );
  const keys = new Set<string>();
  for (const { schema, name, column } of columns) {
    if (NOT_REFERENCES.has(`${schema}.${name}`)) continue;
    const found = await reader.rows<{ key: string }>(
      `select distinct (regexp_matches(${quoted(column)}::text, '${KEY_PATTERN}', 'g'))[1] as key
         from ${quoted(schema)}.${quoted(name)} where ${quoted(column)} is not null`,
    );
    for (const { key } of found) keys.add(key);
  }
  return keys;
}
