import { PgDialect } from 'drizzle-orm/pg-core';
import { and, desc, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { parseSearch, relevance, searchCondition } from '../apps/api/src/modules/products/products.search';
import { visibleToBuyers } from '../apps/api/src/modules/products/products.queries';
import { products } from '../apps/api/src/modules/products/products.table';
const url = 'postgres://postgres@127.0.0.1:5432/pz_lab';
const database = await openDatabase(url);
const dialect = new PgDialect();
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const word of process.argv.slice(2)) {
  const terms = parseSearch(word)!;
  const q = database.db.select({ id: products.id }).from(products)
    .innerJoin(sql`sellers`, sql`sellers.id = products.seller_id`).innerJoin(sql`users`, sql`users.id = sellers.user_id`)
    .where(and(visibleToBuyers, searchCondition(terms))).orderBy(desc(relevance(terms)), desc(products.createdAt), desc(products.id)).limit(20).toSQL();
  const text = q.sql; const params = q.params;
  for (let i = 0; i < 2; i++) await client.query(text, params);
  const t0 = performance.now(); await client.query(text, params); const ms = performance.now() - t0;
  const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
  console.log(`== ${word}: ${ms.toFixed(1)} ms`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await client.end(); await database.close();
