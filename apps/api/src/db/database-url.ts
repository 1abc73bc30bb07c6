/** A DATABASE_URL that names a PostgreSQL server (anything else is an embedded database's folder or `memory://`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
