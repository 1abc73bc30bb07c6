import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { seedCategories, seedDemoStores, seedDemoUsers } from '../apps/api/src/demo';
import { seedDemoCatalogue } from '../apps/api/src/demo/catalogue';
import { createStorage } from '../apps/api/src/integrations/storage';
import { createDiskStore } from '../apps/api/src/integrations/storage/disk-store';
import { createPrivateFiles } from '../apps/api/src/integrations/storage/private-files';
import { foldTurkish } from '../apps/api/src/lib/turkish';
import { products } from '../apps/api/src/db/schema/products';

/** Words a buyer sees in product names; each generated product carries one after its base name. */
const qualifiers = [
  'Paslanmaz', 'Galvaniz', 'Ekonomik', 'Profesyonel', 'Ağır Hizmet', 'Endüstriyel', 'Kompakt', 'Yeni Seri',
  'Çelik Gövdeli', 'Işıklı', 'Yüksek Basınç', 'Düşük Gürültülü', 'Sertifikalı', 'Atölye Tipi', 'Şantiye Tipi',
  'Hassas', 'Uzun Ömürlü', 'Güçlendirilmiş', 'İthal', 'Yerli Üretim', 'Özel Seri', 'Isıya Dayanıklı', 'Gıdaya Uygun', 'Antistatik',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A catalogue of `total` products: the demo catalogue (221 products of five stores, real drawn
 * pictures, variants, questions), then copies of it made in the database with one
 * INSERT … SELECT over generate_series each for products, pictures, sub category links,
 * variants and sizes. A copy's name is its base name plus a qualifier and a model code, its
 * search text that name folded plus the base's brand, categories and description, its price
 * within ±15 %, its date spread over a year; its approval state is its base's (so about 9 in 10
 * are on sale).
 */
export async function generateCatalogue(db: Db, dataDir: string, total: number) {
  await seedCategories(db);
  await seedDemoUsers(db);
  await seedDemoStores(db);
  await seedDemoCatalogue(db, {
    storage: createStorage(createDiskStore(path.join(dataDir, 'uploads'), { secret: 'bench', urlPrefix: '/files/public' })),
    privateFiles: createPrivateFiles(createDiskStore(path.join(dataDir, 'private'), { secret: 'bench', urlPrefix: '/files/private' })),
  });
  const bases = await db.select({ id: products.id, name: products.name, searchText: products.searchText }).from(products);
  const copies = total - bases.length;
  const baseRows = bases.map((base, ord) => {
    const folded = foldTurkish(base.name);
    const tail = base.searchText.startsWith(folded) ? base.searchText.slice(folded.length) : ` ${base.searchText}`;
    return `(${ord}, '${base.id}'::uuid, ${literal(folded)}, ${literal(tail)})`;
  });
  const wordRows = qualifiers.map((word, idx) => `(${idx}, ${literal(word)}, ${literal(foldTurkish(word))})`);

  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`create temp table bench_base (ord int primary key, id uuid, folded text, tail text) on commit drop`);
    await run(`insert into bench_base values ${baseRows.join(',')}`);
    await run(`create temp table bench_words (idx int primary key, word text, folded text) on commit drop`);
    await run(`insert into bench_words values ${wordRows.join(',')}`);
    await run(`create temp table bench_new on commit drop as
      select gen_random_uuid() as id, b.id as base_id, g, w.word, w.folded, 'K' || (100 + g % 900) as code
      from generate_series(1, ${copies}) g
      join bench_base b on b.ord = g % ${bases.length}
      join bench_words w on w.idx = (g / ${bases.length}) % ${qualifiers.length}`);
    await run(`insert into products (id, seller_id, name, slug, description, brand, sku, product_type, price, stock,
        minimum_order_quantity, shipping_cost, free_shipping_threshold, main_category_id, status, approval_status,
        rejection_reason, digital_file_key, digital_file_name, digital_file_size, upload_state, search_text, created_at, updated_at)
      select n.id, p.seller_id, p.name || ' ' || n.word || ' ' || n.code, p.slug || '-' || n.g, p.description, p.brand,
        p.sku || '-' || n.g, p.product_type, (p.price::bigint * (85 + n.g % 31) / 100)::int,
        case when p.product_type = 'physical' and n.g % 23 = 0 then 0 else p.stock end,
        p.minimum_order_quantity, p.shipping_cost, p.free_shipping_threshold, p.main_category_id, p.status, p.approval_status,
        p.rejection_reason, p.digital_file_key, p.digital_file_name, p.digital_file_size, p.upload_state,
        b.folded || ' ' || n.folded || ' ' || lower(n.code) || b.tail,
        now() - ((n.g::bigint * 7919) % 525600) * interval '1 minute', now() - ((n.g::bigint * 7919) % 525600) * interval '1 minute'
      from bench_new n join products p on p.id = n.base_id join bench_base b on b.id = n.base_id`);
    await run(`insert into product_sub_categories (product_id, category_id)
      select n.id, s.category_id from bench_new n join product_sub_categories s on s.product_id = n.base_id`);
    await run(`insert into product_images (product_id, list_url, detail_url, status, position, created_at, reviewed_at)
      select n.id, i.list_url, i.detail_url, i.status, i.position, i.created_at, i.reviewed_at
      from bench_new n join product_images i on i.product_id = n.base_id`);
    await run(`create temp table bench_variants on commit drop as
      select gen_random_uuid() as id, v.id as base_id, n.id as product_id from bench_new n join product_variants v on v.product_id = n.base_id`);
    await run(`insert into product_variants (id, product_id, name, sku, price_delta, position)
      select bv.id, bv.product_id, v.name, v.sku, v.price_delta, v.position from bench_variants bv join product_variants v on v.id = bv.base_id`);
    await run(`insert into product_variant_sizes (variant_id, label, stock, position)
      select bv.id, z.label, z.stock, z.position from bench_variants bv join product_variant_sizes z on z.variant_id = bv.base_id`);
  });
  // A live catalogue is vacuumed by autovacuum; measuring right after a bulk load would measure
  // autovacuum catching up (and heap fetches where the visibility map is not yet set) instead.
  await db.execute(sql`vacuum analyze`);
}
