// Run by pglite-compiler.test.ts in a process of its own: opens the embedded database in `dataDir`
// the way the server does (a thread of its own, migrations, a few hundred statements) with the
// compiler it is given, and prints the process's resident memory in MB once the statements'
// garbage is collected. The first run creates the database (initdb); the measured ones open it.
import { sql } from 'drizzle-orm';
import { residentMemoryMb } from '../lib/resident-memory';
import { openDatabase, type PgliteCompiler } from './client';

const [compiler, dataDir] = process.argv.slice(2) as [PgliteCompiler, string];
const database = await openDatabase(dataDir, { pgliteCompiler: compiler, pgliteThread: true });
for (let round = 0; round < 300; round += 1) {
  await database.db.execute(sql`select count(*) from products p join users u on u.id = p.seller_id where p.price > ${round}`);
}
(globalThis as { gc?: () => void }).gc?.();
await new Promise((resolve) => setTimeout(resolve, 300));
console.log(JSON.stringify(residentMemoryMb()));
await database.close();
