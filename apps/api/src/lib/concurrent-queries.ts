import { PgTransaction } from 'drizzle-orm/pg-core';

type Query = () => PromiseLike<unknown>;
type Results<T extends readonly Query[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent read queries at once on the pool, but one after another on a transaction: a
 * transaction is one connection, and node-postgres warns (pg 9 refuses) when a client is asked a
 * second query while the first runs ("client.query() when the client is already executing a
 * query"). Pass the queries as functions so none starts before its turn.
 */
export async function concurrentQueries<const T extends readonly Query[]>(db: unknown, queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}
