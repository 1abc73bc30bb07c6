/** The catalogue benchmark's database: the generated catalogue, what the workload reads from it, and what the writer edits. */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { createServerDatabase } from './server-database';
import { generateCatalogue } from './catalogue-data';
import { KEEP_DATABASE, MAX_WRITE_TARGETS, PAGE_SIZE, REUSE_DATA_DIR, REUSE_DATABASE_URL, SERVER_URL, type Target, TOTAL, demoSeller } from './catalogue-settings';
import { type CatalogueFacts, catalogueWords, type EndpointWorkload } from './catalogue-workload';
import type { WriteTarget } from './catalogue-writer';

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

const visible = `p.approval_status = 'approved' and p.status = 'active' and s.status = 'approved' and u.banned_at is null and u.deleted_at is null`;
const joined = `from products p join sellers s on s.id = p.seller_id join users u on u.id = s.user_id`;

interface OnSale {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  main_slug: string;
  seller_email: string;
  writable: boolean;
  recommended_rank: number;
  main_newest_rank: number;
}

export async function prepare(target: Target, dataDir: string) {
  let databaseUrl = path.join(dataDir, 'pglite');
  let drop = async (): Promise<void> => undefined;
  const reused = target === 'postgres' ? REUSE_DATABASE_URL : REUSE_DATA_DIR;
  if (reused) databaseUrl = target === 'postgres' ? reused : path.join(dataDir, 'pglite');
  else if (target === 'postgres') {
    const created = await createServerDatabase(SERVER_URL);
    databaseUrl = created.url;
    if (KEEP_DATABASE) console.log(`postgres: the generated database is kept: BENCH_REUSE_DATABASE=${databaseUrl}`);
    else drop = created.drop;
  } else if (KEEP_DATABASE) console.log(`pglite: the generated data folder is kept: BENCH_REUSE_DATA_DIR=${dataDir}`);
  const started = performance.now();
  const database = await openDatabase(databaseUrl);
  try {
    if (!reused) await generateCatalogue(database.db, dataDir, TOTAL);
    const generatedIn = (performance.now() - started) / 1000;
    const run = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
    // Products on sale in the listing's default order, with their rank in it and in their main category by date.
    const onSale = await run<OnSale>(`select p.id, p.slug, p.name, p.price / 100.0 as price, p.stock, c.slug as main_slug, u.email as seller_email,
        (p.product_type = 'physical' and not exists (select 1 from product_variants v where v.product_id = p.id)) as writable,
        (row_number() over (order by (p.stock > 0) desc, p.created_at desc, p.id desc))::int - 1 as recommended_rank,
        (row_number() over (partition by p.main_category_id order by p.created_at desc, p.id desc))::int - 1 as main_newest_rank
      ${joined} join categories c on c.id = p.main_category_id where ${visible} order by recommended_rank`);
    const mains = await run<{ slug: string; products: number }>(`select c.slug, count(*)::int as products
      ${joined} join categories c on c.id = p.main_category_id where ${visible} group by c.slug`);
    const subs = await run<{ slug: string; parent_slug: string; products: number }>(`select c.slug, pc.slug as parent_slug, count(*)::int as products
      from product_sub_categories x join products p on p.id = x.product_id join sellers s on s.id = p.seller_id join users u on u.id = s.user_id
      join categories c on c.id = x.category_id join categories pc on pc.id = c.parent_id where ${visible} group by c.slug, pc.slug`);
    const [{ total }] = await run<{ total: number }>(`select count(*)::int as total from products`);
    console.log(
      `${target}: ${total.toLocaleString('en')} products (${onSale.length.toLocaleString('en')} on sale) ${reused ? 'in the database reused' : 'generated'} in ${generatedIn.toFixed(1)} s`,
    );
    const facts: CatalogueFacts = {
      categories: [
        ...mains.map((main) => ({ slug: main.slug, parentSlug: null, products: main.products })),
        ...subs.map((sub) => ({ slug: sub.slug, parentSlug: sub.parent_slug, products: sub.products })),
      ],
      productSlugs: onSale.map((product) => product.slug).sort(),
      ...catalogueWords(onSale.map((product) => product.name)),
    };
    return { databaseUrl, drop, facts, onSale };
  } finally {
    await database.close();
  }
}

/**
 * What the writer edits: the demo seller's physical products without variants that the workload
 * reads most: those on the listing's first two pages (their list: that page) and the hottest
 * details (their list: their main category by date, at the page that holds them), up to
 * MAX_WRITE_TARGETS. One product of page 1 goes sold out and back.
 */
export function writeTargets(onSale: OnSale[], detail: EndpointWorkload) {
  const own = (product: OnSale) => product.seller_email === demoSeller.email && product.writable && Number(product.stock) > 0;
  const toTarget = (product: OnSale, listUrl: string, listDropsSoldOut: boolean): WriteTarget => ({
    id: product.id,
    slug: product.slug,
    listUrl,
    listDropsSoldOut,
    price: Number(product.price),
    stock: Number(product.stock),
  });
  // Not the first product of page 2: it moves up to page 1 while the sold-out product is out of stock.
  const onFirstPages = onSale.filter((product) => product.recommended_rank < 2 * PAGE_SIZE && product.recommended_rank !== PAGE_SIZE && own(product));
  const listed = onFirstPages.map((product) => toTarget(product, `/api/products?page=${1 + Math.floor(product.recommended_rank / PAGE_SIZE)}`, true));
  const soldOut = listed.find((target) => target.listUrl === '/api/products?page=1') ?? null;
  const bySlug = new Map(onSale.map((product) => [product.slug, product]));
  const counts = new Map<string, number>();
  for (const url of detail.urls.slice(0, 20_000)) counts.set(url, (counts.get(url) ?? 0) + 1);
  const hottest = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([url]) => bySlug.get(url.slice('/api/products/'.length))!)
    .filter((product) => product && own(product) && product.recommended_rank >= 2 * PAGE_SIZE)
    .slice(0, MAX_WRITE_TARGETS - Math.min(listed.length, 6))
    .map((product) =>
      toTarget(product, `/api/products?mainCategory=${product.main_slug}&sort=newest&page=${1 + Math.floor(product.main_newest_rank / PAGE_SIZE)}`, false),
    );
  return { products: [...listed.filter((target) => target !== soldOut).slice(0, 6), ...hottest], soldOut };
}
