/** A DATABASE_URL that names a PostgreSQL server (anything else is an embedded database's folder or `memory://`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** How V8 compiles the embedded database's WebAssembly (`PGLITE_COMPILER`; client.ts, useWasmCompiler). */
export type PgliteCompiler = 'baseline' | 'optimizing';
