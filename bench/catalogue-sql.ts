/**
 * The `sql` ceiling of the catalogue benchmark (issue 19): the page's query alone, written by
 * hand, no count. For each request shape one SQL statement that returns the page's rows with
 * what the API's answer carries for each (store card, main and sub categories, approved pictures,
 * variants with sizes): the ids of the page in the API's order, then their rows. The detail is one
 * product on sale by slug. The API's own queries are its business; these are the yardstick.
 */
import { createHash } from 'node:crypto';
import { NAME_STARTS_WITH_QUERY, parseSearch, RANKED_MATCHES, type SearchTerms, type SearchWord } from '../apps/api/src/modules/products';

const visible = `p.approval_status = 'approved' and p.status = 'active' and s.status = 'approved' and u.banned_at is null and u.deleted_at is null`;
const joined = `from products p join sellers s on s.id = p.seller_id join users u on u.id = s.user_id`;

const card = `p.id as "_id", p.name, p.slug, p.description, p.brand, p.sku, p.product_type as "productType",
  p.price / 100.0 as price, p.stock, p.minimum_order_quantity as "minimumOrderQuantity",
  p.shipping_cost / 100.0 as "shippingCost", p.free_shipping_threshold / 100.0 as "freeShippingThreshold",
  p.status, p.approval_status as "approvalStatus", p.upload_state as "uploadState",
  p.created_at as "createdAt", p.updated_at as "updatedAt",
  json_build_object('_id', s.id, 'storeName', s.store_name, 'alias', s.alias, 'storeLogo', s.store_logo, 'verifiedSeller', s.verified_seller) as seller,
  (select json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug) from categories c where c.id = p.main_category_id) as "mainCategory",
  (select coalesce(json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug)), '[]')
     from product_sub_categories x join categories c on c.id = x.category_id where x.product_id = p.id) as "subCategories",
  (select coalesce(json_agg(json_build_object('_id', i.id, 'listUrl', i.list_url, 'detailUrl', i.detail_url) order by i.position, i.created_at), '[]')
     from product_images i where i.product_id = p.id and i.status = 'approved') as images,
  (select coalesce(json_agg(json_build_object('_id', v.id, 'name', v.name, 'sku', v.sku, 'priceDelta', v.price_delta / 100.0,
       'sizes', (select coalesce(json_agg(json_build_object('_id', z.id, 'label', z.label, 'stock', z.stock) order by z.position), '[]')
                 from product_variant_sizes z where z.variant_id = v.id)) order by v.position), '[]')
     from product_variants v where v.product_id = p.id) as variants`;

const newest = 'p.created_at desc, p.id desc';
/** The API's orders (products.listing.ts), 'recommended' without a search. */
const orders: Record<string, string> = {
  recommended: `(p.stock > 0) desc, ${newest}`,
  'price-asc': `p.price asc, ${newest}`,
  'price-desc': `p.price desc, ${newest}`,
  newest,
  rating: `p.rating_average desc, p.rating_count desc, ${newest}`,
};

/** The same orders over a sub category's link (`l`, products.listing.ts `linkOrder`). */
const linkNewest = 'l.created_at desc, l.product_id desc';
const linkOrders: Record<string, string> = {
  recommended: `l.in_stock desc, ${linkNewest}`,
  'price-asc': `l.price asc, ${linkNewest}`,
  'price-desc': `l.price desc, ${linkNewest}`,
  newest: linkNewest,
  rating: `l.rating_average desc, l.rating_count desc, ${linkNewest}`,
};

/** A statement for pg: named (prepared once per connection) by a hash of its text, or unnamed (planned with its values each time). */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** Named by a hash of its text: prepared once per connection, then run on its generic plan. */
const named = (text: string, values: unknown[]): Statement => ({
  name: `ceiling_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
  text,
  values,
});

/**
 * The page's ids in the API's order (one index walk or sort that stops after the page), then
 * their rows in that order (`array(…)` keeps the sub-select's order, `with ordinality` numbers it).
 * Unnamed: a listing names it (`named`), a search leaves it to be planned with its words.
 */
function pageStatement(where: string[], order: string, values: unknown[], limit: number, offset: number, link?: string): Statement {
  values.push(limit, offset);
  const from = link ? `${joined} join product_sub_categories l on l.product_id = p.id and ${link}` : joined;
  const text = `select ${card}
  from unnest(array(select p.id ${from} where ${[visible, ...where].join(' and ')} order by ${order} limit $${values.length - 1} offset $${values.length})) with ordinality as page(id, n)
  join products p on p.id = page.id join sellers s on s.id = p.seller_id
  order by page.n`;
  return { text, values };
}

/** A search's page among its newest `ranked` matches ranked by `score` (over columns of `c`), then their rows. */
function rankedStatement(where: string[], score: string, values: unknown[], ranked: number, limit: number, offset: number): Statement {
  values.push(ranked, limit, offset);
  const n = values.length;
  const text = `select ${card}
  from unnest(array(select c.id from (select p.id, p.created_at, p.search_vector, p.search_name ${joined} where ${[visible, ...where].join(' and ')}
      order by ${newest} limit $${n - 2}) c order by ${score} desc, c.created_at desc, c.id desc limit $${n - 1} offset $${n})) with ordinality as page(id, n)
  join products p on p.id = page.id join sellers s on s.id = p.seller_id
  order by page.n`;
  return { text, values };
}

export interface ListQuery {
  page?: string;
  limit?: string;
  mainCategory?: string;
  subCategories?: string;
  priceMin?: string;
  priceMax?: string;
  sort?: string;
  search?: string;
}

/**
 * How the ceiling answers `GET /api/products?…` as the workload sends it (main category slug, sub
 * category slugs, TL bounds, sort, page, search): one page statement; for a search the page by
 * the words and, only when the words match nothing, the API's fallback (products.search.ts
 * `similarTerms`): each typed word looked up in the catalogue's vocabulary
 * (`vocabularyStatement`, trigram similarity; the threshold set on the connection, see
 * catalogue-server.ts), then the page by the closest catalogue words.
 */
export type ListPlan =
  | { kind: 'empty' }
  | { kind: 'page'; statement: Statement }
  | { kind: 'search'; terms: SearchTerms; typed: string[] | null; byTerms: (terms: SearchTerms, queries: WordQueries[]) => Statement };

export function listPlan(query: ListQuery): ListPlan {
  const limit = Number(query.limit ?? 20);
  const offset = (Number(query.page ?? 1) - 1) * limit;
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where: string[] = [];
  const sort = query.sort ?? 'recommended';
  const subs = query.subCategories?.split(',') ?? [];
  const mainId = (slug: string) => `(select id from categories where slug = ${param(slug.toLowerCase())} and parent_id is null)`;
  const priceBound = (column: string) => [
    ...(query.priceMin ? [`${column} >= ${param(Math.round(Number(query.priceMin) * 100))}`] : []),
    ...(query.priceMax ? [`${column} <= ${param(Math.round(Number(query.priceMax) * 100))}`] : []),
  ];
  if (query.search === undefined && subs.length === 1 && sort in linkOrders) {
    // One sub category: its links carry the main category, price and order, and the products'
    // own conditions on them are left out, as the API asks (products.catalogue.ts catalogueFilters).
    const link = [
      `l.category_id = (select id from categories where slug = ${param(subs[0])} and parent_id is not null)`,
      'l.on_sale',
      ...(query.mainCategory ? [`l.main_category_id = ${mainId(query.mainCategory)}`] : []),
      ...priceBound('l.price'),
    ].join(' and ');
    const { text, values: pageValues } = pageStatement(where, linkOrders[sort], values, limit, offset, link);
    return { kind: 'page', statement: named(text, pageValues) };
  }
  if (query.mainCategory) {
    // The workload names a main category here (a sub category goes as its main plus
    // subCategories), and the API asks with its id as this does: a CASE over the slug's kind
    // kept the planner off the category's partial indexes (80 ms instead of under 1 ms a page).
    where.push(`p.main_category_id = ${mainId(query.mainCategory)}`);
  }
  if (subs.length) {
    where.push(`exists (select 1 from product_sub_categories x join categories c on c.id = x.category_id where x.product_id = p.id and c.slug = any(${param(subs)}))`);
  }
  where.push(...priceBound('p.price'));
  if (query.search === undefined) {
    const { text, values: pageValues } = pageStatement(where, orders[sort] ?? orders.recommended, values, limit, offset);
    return { kind: 'page', statement: named(text, pageValues) };
  }

  const typedTerms = parseSearch(query.search);
  if (!typedTerms) return { kind: 'empty' };
  const byTerms = (terms: SearchTerms, queries: WordQueries[]): Statement => {
    const termValues = [...values];
    const tsquery = (text: string) => {
      termValues.push(text);
      return `$${termValues.length}::tsquery`;
    };
    // searchTsQuery's condition: every word, each as its whole forms or its prefixes.
    const matches = [...where, `p.search_vector @@ (${queries.map((query) => tsquery(query.match)).join(' && ')})`];
    // A search is planned with its words each time, as the API's search is (it names no
    // statement): a named statement's generic plan, chosen after five runs, cannot know how
    // common a word is and read every match of a common word (17 ms of PostgreSQL's CPU a search
    // against 9 ms). So its statements stay unnamed.
    if (sort !== 'recommended') return pageStatement(matches, orders[sort], termValues, limit, offset);
    // The API's order (products.search.ts rankedSearchPages): the newest RANKED_MATCHES matches
    // ranked by relevance, the rest by date.
    const ranked = Math.ceil(RANKED_MATCHES / limit) * limit;
    if (offset >= ranked) return pageStatement(matches, newest, termValues, limit, offset);
    // products.search.ts's relevance: the name starting with the words, then each word's name hits.
    termValues.push(`${terms.folded} `);
    const startsWith = `(case when starts_with(c.search_name || ' ', $${termValues.length}) then ${NAME_STARTS_WITH_QUERY} else 0 end)`;
    const hits = queries.flatMap((query) => [query.nameExact, ...(query.namePrefix === null ? [] : [query.namePrefix])]).map((text) => `(c.search_vector @@ ${tsquery(text)})::int`);
    return rankedStatement(matches, `(${[startsWith, ...hits].join(' + ')})`, termValues, ranked, limit, offset);
  };
  return {
    kind: 'search',
    terms: typedTerms,
    typed: typedTerms.folded.length < 3 ? null : typedTerms.folded.split(' '),
    byTerms,
  };
}

/**
 * One word of a search as tsquery texts, as PostgreSQL reads them (stemming, stop words): the
 * condition (`to_tsquery('turkish', exact) || to_tsquery('simple', prefix)`, searchTsQuery's) and
 * its name hits (relevance's `:A` forms). The API keeps each typed word's tsquery once
 * PostgreSQL has read it (catalogue-index.ts); so does the ceiling, so no statement runs the
 * stemmer once per row it walks (a fifth of a common word's walk).
 */
export interface WordQueries {
  match: string;
  nameExact: string;
  namePrefix: string | null;
}

const wordQueries = new Map<string, WordQueries>();
const wordKey = (word: SearchWord) => `${word.exact}/${word.prefix ?? ''}`;
const weighted = (forms: string, weight: string) => forms.split(' | ').map((form) => `${form}${weight}`).join(' | ');

/** Each word's tsquery texts, the ones not kept yet read in one statement through `run`. */
export async function queriesOf(run: (statement: Statement) => Promise<unknown[]>, terms: SearchTerms): Promise<WordQueries[]> {
  const missing = [...new Map(terms.words.filter((word) => !wordQueries.has(wordKey(word))).map((word) => [wordKey(word), word])).values()];
  if (missing.length) {
    const rows = (await run({
      name: 'ceiling_word_queries',
      text: `select (case when w.prefix is null then to_tsquery('turkish', w.exact) else to_tsquery('turkish', w.exact) || to_tsquery('simple', w.prefix) end)::text as match,
        to_tsquery('turkish', w.exact_a)::text as name_exact, (case when w.prefix is null then null else to_tsquery('simple', w.prefix_a)::text end) as name_prefix
        from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as w(exact, prefix, exact_a, prefix_a, n) order by w.n`,
      values: [
        missing.map((word) => word.exact),
        missing.map((word) => word.prefix),
        missing.map((word) => weighted(word.exact, ':A')),
        missing.map((word) => (word.prefix === null ? null : weighted(word.prefix, 'A'))),
      ],
    })) as { match: string; name_exact: string; name_prefix: string | null }[];
    missing.forEach((word, at) => wordQueries.set(wordKey(word), { match: rows[at].match, nameExact: rows[at].name_exact, namePrefix: rows[at].name_prefix }));
  }
  return terms.words.map((word) => wordQueries.get(wordKey(word))!);
}

/** Catalogue words tried per typed word, closest first (products.search.ts CANDIDATES). */
const CANDIDATES = 3;

/** Each typed word's closest catalogue words (`%` uses pg_trgm.similarity_threshold). */
export const vocabularyStatement = (typed: string[]): Statement =>
  named(
    `select q.position, w.word from unnest($1::text[]) with ordinality as q(typed, position)
    cross join lateral (select word from product_search_words where word % q.typed order by similarity(word, q.typed) desc, word limit ${CANDIDATES}) w`,
    [typed],
  );

/** The query as the closest catalogue words, as `similarTerms` builds it; null when no word has one. */
export function similarTermsOf(rows: { position: string | number; word: string }[]): SearchTerms | null {
  const byWord = new Map<number, string[]>();
  for (const row of rows) byWord.set(Number(row.position), [...(byWord.get(Number(row.position)) ?? []), row.word]);
  const words = [...byWord.entries()].sort(([a], [b]) => a - b).map(([, candidates]) => candidates);
  if (!words.length) return null;
  return {
    folded: words.map((candidates) => candidates[0]).join(' '),
    words: words.map((candidates) => {
      const long = candidates.filter((word) => word.length >= 3);
      return { exact: candidates.join(' | '), prefix: long.length ? long.map((word) => `${word}:*`).join(' | ') : null };
    }),
  };
}

/** `GET /api/products/{slug}`: one product on sale with everything the detail page shows. */
export const detailStatement = (slug: string): Statement => named(`select ${card} ${joined} where ${visible} and p.slug = $1`, [slug.toLowerCase()]);
