/**
 * What the catalogue index costs in memory (issue 29), measured in one process on a generated
 * database: the V8 heap after a full collection before the index, after it has loaded (items and
 * search postings), and after every order's list of every main category and its columns have been
 * built by pages asked for, the V8 heap counted with the typed arrays' contents outside it (what a process holds once the catalogue bench has walked it). Prints
 * bytes per product on sale and the load's time and peak.
 *
 *   node --expose-gc --import tsx bench/catalogue-memory.ts <databaseUrl>
 *
 * The database: one the catalogue bench kept (`BENCH_KEEP_DATABASE=1` prints its address).
 */
import { getHeapStatistics } from 'node:v8';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { residentMemoryMb } from '../apps/api/src/lib/resident-memory';
import { CatalogueIndex, type IndexQuery } from '../apps/api/src/modules/products/catalogue-index';

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl || typeof globalThis.gc !== 'function') {
  console.error('usage: node --expose-gc --import tsx bench/catalogue-memory.ts <databaseUrl>');
  process.exit(2);
}

const heapMb = () => {
  globalThis.gc!();
  globalThis.gc!();
  // Typed arrays' contents live outside the heap (the postings' entries, the lists' columns).
  return (getHeapStatistics().used_heap_size + process.memoryUsage().arrayBuffers) / 2 ** 20;
};
const sorts = ['recommended', 'price-asc', 'price-desc', 'newest', 'rating'] as const;

const database = await openDatabase(databaseUrl);
const rows = (await database.db.execute(sql`select c.slug from categories c where c.parent_id is null`)) as unknown as { rows?: { slug: string }[] };
const mains = (rows.rows ?? (rows as unknown as { slug: string }[])).map((row) => row.slug);
const before = heapMb();
const index = new CatalogueIndex(database.db);
const started = performance.now();
index.listenerUp();
while (!index.available) await new Promise((resolve) => setTimeout(resolve, 5));
const loadedMs = performance.now() - started;
const peakAtLoad = residentMemoryMb()?.peak;
const page = (query: Partial<IndexQuery>) => index.pageOf({ page: 1, limit: 20, ...query }, 10_000);
const first = await page({});
const onSale = first?.total ?? 0;
const loaded = heapMb();
for (const sort of sorts) {
  await page({ sort });
  // A price range on each main category builds that list's columns too.
  for (const mainCategory of mains) await page({ sort, mainCategory, priceMin: 10, priceMax: 5_000 });
}
const walked = heapMb();
for (const search of ['vida', 'paslanmaz çelik', 'rulman', 'hidrolik', 'eldiven']) await page({ search });
const searched = heapMb();
const memory = residentMemoryMb();
await database.close();

const perProduct = (mb: number) => `${Math.round((mb * 2 ** 20) / Math.max(1, index.size))} B a product`;
console.log(`catalogue index on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}: ${index.size.toLocaleString('en')} products on sale (a page counts ${onSale.toLocaleString("en")}), loaded in ${(loadedMs / 1000).toFixed(1)} s`);
console.log(`  heap and array buffers before          ${before.toFixed(0)} MB`);
console.log(`  items and search postings     +${(loaded - before).toFixed(0)} MB (${perProduct(loaded - before)})`);
console.log(`  every order's lists, columns  +${(walked - loaded).toFixed(0)} MB (${perProduct(walked - loaded)})`);
console.log(`  five searches                 +${(searched - walked).toFixed(0)} MB`);
console.log(`  the index in all              ${(searched - before).toFixed(0)} MB (${perProduct(searched - before)})`);
console.log(`  process: ${memory?.rss} MB resident, ${memory?.peak} MB at the peak (${peakAtLoad} MB once loaded)`);
