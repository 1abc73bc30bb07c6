import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChangesArrived, createTestApp, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { selectRows } from '../../db/client';
import { foldTurkish } from '../../lib/turkish';
import { createCategories } from './product-fixtures';
import { CatalogueIndex } from './catalogue-index';
import { CATALOGUE_CHANNEL } from './catalogue-cache';
import { runListing } from './products.listing';
import { selectProductIds, visibleToBuyers } from './products.queries';
import { newestFirst, parseSearch, RANKED_MATCHES, relevance, searchCondition } from './products.search';
import { WALK_LEXEMES } from './products.search-words';
import { products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';

/**
 * A search's newest matches come from the words' entries (migration 0032): they must follow
 * the products through every write, and PostgreSQL must answer every search as the in-memory
 * catalogue index does (which ranks every match itself), whichever way the walk goes.
 */
let t: TestApp;
let index: CatalogueIndex;
let stopListening: () => Promise<void>;
let sellerId: string;
let mainId: string;

/** More words starting with 'kab' than the walk merges: 'kab' is searched the old way. */
const kabWords = ['Kablo', 'Kabin', 'Kaban', 'Kabak', 'Kabuk', 'Kabare', 'Kabartma', 'Kabiliyet', 'Kabza', 'Kabotaj'];
const words = ['Vida', 'Vidalar', 'Cıvata', 'Çelik', 'Halat', 'Paslanmaz', 'Somun', 'Adet', 'Sac', ...kabWords];

let counter = 0;
/** Products straight into the table, in one statement (the insert trigger reads them all at once). */
async function insertProducts(count: number, name: (at: number) => string) {
  const rows = Array.from({ length: count }, (_, at) => {
    counter += 1;
    const title = `${name(at)} ${counter}`;
    return {
      sellerId,
      name: title,
      searchText: foldTurkish(`${title} Deneme ${words[(counter * 7) % words.length]}`),
      slug: `urun-kelime-${counter}`,
      price: 1000,
      stock: 5,
      mainCategoryId: mainId,
      status: 'active' as const,
      approvalStatus: 'approved' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (counter % 3), 9)),
    };
  });
  return (await t.app.db.insert(products).values(rows).returning({ id: products.id })).map((row) => row.id);
}

/** Entries that no product's vector holds, and lexemes of a vector without their entry (both must be none). */
async function drift() {
  const [row] = await selectRows<{ extra: number; missing: number; unknown: number }>(
    t.app.db,
    sql`with expected as (select l as lexeme, p.created_at, p.id as product_id from products p, unnest(tsvector_to_array(p.search_vector)) l)
    select
      (select count(*)::int from (select lexeme, created_at, product_id from product_search_postings except all select * from expected) x) as extra,
      (select count(*)::int from (select * from expected except all select lexeme, created_at, product_id from product_search_postings) x) as missing,
      (select count(*)::int from (select distinct lexeme from expected) e where not exists (select from product_search_lexemes v where v.lexeme = e.lexeme)) as unknown`,
  );
  return row;
}

const byPostgres = async (search: string, page = 1, limit = 20) => {
  const answer = await runListing(t.app.db, { conditions: [visibleToBuyers], search, sort: 'recommended', page, limit, countCap: 10_000 }, selectProductIds);
  return { ids: answer.rows, total: answer.total };
};

/**
 * The page as PostgreSQL ranked it before the entries: the newest `RANKED_MATCHES` matches read
 * from the products newest first, ranked; past them by date. The index ranks every match, so past
 * 200 matches only this says what the page was.
 */
async function before(search: string, page: number, limit: number) {
  const terms = parseSearch(search)!;
  const where = and(visibleToBuyers, searchCondition(terms));
  const matching = () => t.app.db.select({ id: products.id }).from(products).innerJoin(sellers, eq(sellers.id, products.sellerId)).innerJoin(users, eq(users.id, sellers.userId));
  const ranked = Math.ceil(RANKED_MATCHES / limit) * limit;
  const offset = (page - 1) * limit;
  if (offset >= ranked) return (await matching().where(where).orderBy(...newestFirst).limit(limit).offset(offset)).map((row) => row.id);
  const candidates = t.app.db
    .select({ id: products.id, createdAt: products.createdAt, searchVector: products.searchVector, searchName: products.searchName })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(ranked)
    .as('candidates');
  const rows = await t.app.db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(desc(relevance(terms, { vector: candidates.searchVector, name: candidates.searchName })), desc(candidates.createdAt), desc(candidates.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

async function inMemory(search: string, page = 1, limit = 20) {
  await catalogueChangesArrived(t.app);
  const started = performance.now();
  for (;;) {
    const answer = await index.pageOf({ search, page, limit, sort: 'recommended' }, 10_000);
    if (answer) return { ids: answer.ids, total: answer.total };
    expect(performance.now() - started, 'the index answers within 5 s').toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const tree = await createCategories(t.app, { Hırdavat: [] });
  mainId = tree['Hırdavat'].id;
  sellerId = (await createApprovedSeller(t.app, { storeName: 'Kelime Deneme' })).seller._id;
  // 'Vida' alone in 240 names: more than the 200 newest matches ranked; 'Halat' in a few of them only.
  await insertProducts(240, (at) => `${at % 40 === 0 ? 'Halat' : 'Vida'} ${words[at % words.length]}`);
  await insertProducts(kabWords.length * 2, (at) => `${kabWords[at % kabWords.length]} Seti`);
  index = new CatalogueIndex(t.app.db);
  stopListening = await t.app.database.listen(CATALOGUE_CHANNEL, {
    onMessage: (payload) => index.receive(payload),
    onLost: () => index.listenerDown(),
    onListening: () => index.listenerUp(),
  });
}, 90_000);
afterAll(async () => {
  await stopListening?.();
  await t?.close();
});

describe("a search's words as entries (issue 28)", () => {
  it('answers as the catalogue index does: one word, its inflections, two words, a common and a rare one, a word of many forms', async () => {
    const lexemesOf = async (word: string) =>
      (await selectRows<{ lexeme: string }>(t.app.db, sql`select lexeme from product_search_lexemes where starts_with(lexeme, ${word})`)).length;
    expect(await lexemesOf('kab'), "'kab' matches more lexemes than one walk merges").toBeGreaterThan(WALK_LEXEMES);
    for (const search of ['vida', 'vidalar', 'VİDA', 'vid', 'halat', 'vida halat', 'halat vida', 'çelik vida', 'kab', 'kablo', 'kab seti', 'deneme', 'adet sac', 'yokboylebirsey', 've']) {
      for (const [page, limit] of [[1, 20], [2, 20], [10, 20], [11, 20], [3, 7]]) {
        const answer = await byPostgres(search, page, limit);
        const memory = await inMemory(search, page, limit);
        // Up to the ranked matches the index's order is the same; past them the pages were PostgreSQL's own.
        if (memory.total <= RANKED_MATCHES) expect(answer, `${search} page ${page} of ${limit}`).toEqual(memory);
        else expect(answer, `${search} page ${page} of ${limit}`).toEqual({ ids: await before(search, page, limit), total: memory.total });
      }
    }
    expect((await byPostgres('vida')).total, 'more than the ranked matches').toBeGreaterThan(200);
    expect((await byPostgres('kab')).total).toBeGreaterThanOrEqual(kabWords.length * 2);
    expect(parseSearch('halat vida')?.words).toHaveLength(2);
  }, 60_000);

  it('follows every write: new products, a rename, a new description, taken off sale and back, a new date, deletes', async () => {
    expect(await drift()).toEqual({ extra: 0, missing: 0, unknown: 0 });
    const added = await insertProducts(5, () => 'Zımpara Kağıdı');
    expect(await drift(), 'new products').toEqual({ extra: 0, missing: 0, unknown: 0 });
    expect((await byPostgres('zimpara')).ids).toHaveLength(5);

    await t.app.db.update(products).set({ name: 'Tornavida Ucu', searchText: foldTurkish('Tornavida Ucu Deneme') }).where(eq(products.id, added[0]));
    expect(await drift(), 'renamed').toEqual({ extra: 0, missing: 0, unknown: 0 });
    expect((await byPostgres('zimpara')).ids).not.toContain(added[0]);
    expect((await byPostgres('tornavida')).ids).toEqual([added[0]]);

    await t.app.db.update(products).set({ searchText: foldTurkish('Zımpara Kağıdı Deneme Rulman') }).where(eq(products.id, added[1]));
    expect(await drift(), 'a new description').toEqual({ extra: 0, missing: 0, unknown: 0 });
    expect((await byPostgres('rulman')).ids).toEqual([added[1]]);

    await t.app.db.update(products).set({ status: 'inactive' }).where(eq(products.id, added[2]));
    expect(await drift(), 'off sale').toEqual({ extra: 0, missing: 0, unknown: 0 });
    expect((await byPostgres('zimpara')).ids).not.toContain(added[2]);
    await t.app.db.update(products).set({ status: 'active' }).where(eq(products.id, added[2]));
    expect((await byPostgres('zimpara')).ids).toContain(added[2]);

    // The newest first: a product dated later leads its word's matches.
    await t.app.db.update(products).set({ createdAt: new Date(Date.UTC(2026, 5, 1)) }).where(eq(products.id, added[3]));
    expect(await drift(), 'a new date').toEqual({ extra: 0, missing: 0, unknown: 0 });
    expect((await byPostgres('zimpara')).ids[0]).toBe(added[3]);
    expect(await byPostgres('zimpara')).toEqual(await inMemory('zimpara'));

    await t.app.db.delete(products).where(inArray(products.id, [added[3], added[4]]));
    expect(await drift(), 'deleted').toEqual({ extra: 0, missing: 0, unknown: 0 });
    expect((await byPostgres('zimpara')).ids.sort()).toEqual([added[1], added[2]].sort());
    expect(await byPostgres('zimpara')).toEqual(await inMemory('zimpara'));
  }, 60_000);
});
