import { toDateRange } from '@pazaryeri/contract/admin/index';
import { type AnyColumn, gte, lt, type SQL, sql } from 'drizzle-orm';

/** Letters a Turkish keyboard (or its absence) writes interchangeably: 'isik' finds 'Işık', 'ÇELİK' finds 'celik'. */
const letterClasses: Record<string, string> = {
  c: 'cçCÇ',
  g: 'gğGĞ',
  i: 'ıiIİ',
  o: 'oöOÖ',
  s: 'sşSŞ',
  u: 'uüUÜ',
};
const classOf = new Map<string, string>();
for (const letters of Object.values(letterClasses)) for (const letter of letters) classOf.set(letter, `[${letters}]`);

/**
 * A case-insensitive regular expression (`~*`) for a keyword, Turkish letters folded both ways.
 * ILIKE cannot do this (PostgreSQL folds 'I' to 'i', never to 'ı'); pg_trgm's GIN indexes answer
 * `~*` as they answer ILIKE.
 */
export function turkishPattern(keyword: string): string {
  return [...keyword.trim()]
    .map((char) => classOf.get(char) ?? char.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&'))
    .join('');
}

export const matchesKeyword = (column: AnyColumn, keyword: string): SQL => sql`${column} ~* ${turkishPattern(keyword)}`;

/**
 * A sort key that puts names in Turkish alphabetical order under the "C" collation, the one
 * collation both PGlite and PostgreSQL have (PGlite has no ICU, so no `tr-TR-x-icu`): fold to
 * lower case the Turkish way, then write each Turkish letter as its base letter followed by '{'
 * (the byte after 'z'), so ç sorts after every c-word and ı sits between h and i.
 */
export function turkishSortKey(column: AnyColumn): SQL {
  let key = sql`lower(translate(${column}, 'ÇĞIİÖŞÜÂÎÛâîû', 'çğıiöşüaiuaiu'))`;
  for (const [letter, base] of [['ç', 'c'], ['ğ', 'g'], ['ı', 'h'], ['ö', 'o'], ['ş', 's'], ['ü', 'u']]) {
    key = sql`replace(${key}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${base}{'`)})`;
  }
  return sql`${key} collate "C"`;
}

/** createdAt conditions for a date range (whole days, Istanbul time). */
export function createdBetween(column: AnyColumn, startDate?: string, endDate?: string): SQL[] {
  const { from, before } = toDateRange(startDate, endDate);
  return [...(from ? [gte(column, from)] : []), ...(before ? [lt(column, before)] : [])];
}

export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
