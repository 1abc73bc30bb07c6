import type { Db } from './client';

/**
 * A statement built once per database handle (`.prepare(name)` at the end of `build`): drizzle
 * then skips building its SQL and PostgreSQL its plan, for queries run on every request.
 * Only for the app's handle, not a transaction's.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
