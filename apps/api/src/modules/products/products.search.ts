import { type AnyColumn, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { foldTurkish } from '../../lib/turkish';
import { products, productSearchWords } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import type { PageRequest } from './products.queries';

/**
 * Turkish search (README "Search"). Both sides are folded with `foldTurkish`, so case and
 * Turkish letters never matter. First the words: the `turkish` snowball stemmer over the GIN
 * index on `search_vector`, each word also as a prefix and with common suffixes taken off (the
 * stemmer is unreliable on folded text: it reads 'civata' as 'civa' + locative, and leaves
 * 'isiklar' alone). Only when no product matches the words do similar spellings count: each typed
 * word is matched (pg_trgm similarity, trigram GIN index) against the catalogue's vocabulary
 * (`product_search_words`), and the words are searched again as the closest catalogue words, so a
 * typo ('civta') still finds 'cıvata' while a correct word is not drowned in look-alikes ('vida'
 * is not 'video'). Matching a few thousand short words costs about a millisecond; comparing the
 * typo with every product's whole text cost 300 ms at 100,000 products.
 */

/** Similarity a catalogue word must reach ('civta' ~ 'civata' is 0.44; pg_trgm's default 0.3 lets 'vida' ~ 'video' in). */
const SIMILARITY_THRESHOLD = 0.4;
/** Catalogue words tried per typed word, closest first. */
const CANDIDATES = 3;
const MAX_WORDS = 8;
/** Inflections a buyer types that the stemmer misses on folded text, longest first. */
const SUFFIXES = ['lardan', 'lerden', 'larin', 'lerin', 'lari', 'leri', 'larda', 'lerde', 'lar', 'ler', 'nin', 'nun', 'si', 'su'];

/**
 * Filler words a buyer types, folded: PostgreSQL's Turkish stop list holds them with their
 * Turkish letters ('için', 'çok'), so on folded text they would have to match.
 */
const FILLER_WORDS = new Set(['icin', 'ile', 've', 'veya', 'ya', 'da', 'de', 'bir', 'bu', 'su', 'cok', 'en', 'gibi', 'mi', 'ki', 'olan']);

/** One word of the query: its forms as whole words (stemmed like the text) and as prefixes (not stemmed). */
export interface SearchWord {
  /** e.g. 'vidalar | vida': read with the `turkish` stemmer, like the stored vector. */
  exact: string;
  /** e.g. 'vidalar:* | vida:*', read with `simple` (no stemming); null when every form is too short. */
  prefix: string | null;
}

export interface SearchTerms {
  /** The folded query ('IŞIK' → 'isik'), what trigram similarity compares. */
  folded: string;
  words: SearchWord[];
}

/**
 * A word matches as itself (and its stripped forms) through the stemmer, or as the prefix of a
 * stored word without stemming: stemming first would turn 'somun' into the prefix 'so:*' and
 * match every word starting with 'so'. An exact word matches both ways, so `relevance` counts it
 * twice and 'vida' ranks 'Vida Seti' over 'Vidalık'.
 */
function searchWord(word: string): SearchWord {
  const forms = new Set([word]);
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) forms.add(word.slice(0, -suffix.length));
  }
  const long = [...forms].filter((form) => form.length >= 3);
  return { exact: [...forms].join(' | '), prefix: long.length ? long.map((form) => `${form}:*`).join(' | ') : null };
}

/** null when nothing searchable is left (only punctuation). */
export function parseSearch(input: string | undefined): SearchTerms | null {
  const folded = foldTurkish(input ?? '').slice(0, 200);
  if (!folded) return null;
  const all = folded.split(' ');
  const meaningful = all.filter((word) => !FILLER_WORDS.has(word));
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_WORDS);
  // foldTurkish leaves only [a-z0-9 ], so no word can carry tsquery syntax.
  return { folded: words.join(' '), words: words.map(searchWord) };
}

/** The tsquery: every word must match, each as a stemmed word or as an unstemmed prefix. */
export function searchTsQuery(terms: SearchTerms): SQL {
  const words = terms.words.map(({ exact, prefix }) =>
    prefix ? sql`(to_tsquery('turkish', ${exact}) || to_tsquery('simple', ${prefix}))` : sql`to_tsquery('turkish', ${exact})`,
  );
  return sql`(${sql.join(words, sql` && `)})`;
}

export type SearchMode = 'text' | 'similar';

/** Rows the words match (GIN on search_vector). */
export function searchCondition(terms: SearchTerms): SQL {
  return sql`${products.searchVector} @@ ${searchTsQuery(terms)}`;
}

/**
 * What a name that starts with the query's words (whole words) adds to the relevance: more than
 * all the words' name hits together (at most 2 × MAX_WORDS), so such a product always ranks first.
 */
export const NAME_STARTS_WITH_QUERY = 100;

/**
 * Best match first: a name that starts with the query's words, then how many of the words the name
 * holds, each counted once as a whole word (its stemmed forms) and once as a prefix, so an
 * exact word counts twice ('vida' ranks 'Vida Seti' over 'Vidalık', and both over a product
 * that has it only in its description); ties go to the newest. An integer, so the catalogue
 * index (catalogue-index.ts) works out the same order in memory. The name's words are the
 * vector's A-weighted lexemes, which `:A` operands match: no other text is read.
 */
export function relevance(terms: SearchTerms, columns: { vector: AnyColumn | SQL; name: AnyColumn | SQL } = { vector: products.searchVector, name: products.searchName }): SQL {
  const inName = (config: 'turkish' | 'simple', forms: string, weight: string) =>
    sql`(${columns.vector} @@ to_tsquery(${config}::regconfig, ${forms.split(' | ').map((form) => `${form}${weight}`).join(' | ')}))::int`;
  const hits = terms.words.flatMap(({ exact, prefix }) => [inName('turkish', exact, ':A'), ...(prefix ? [inName('simple', prefix, 'A')] : [])]);
  // Whole words: 'vida' puts 'Vida Seti' first, not 'Vidalı Baret'.
  const startsWithQuery = sql`(case when starts_with(${columns.name} || ' ', ${`${terms.folded} `}) then ${sql.raw(String(NAME_STARTS_WITH_QUERY))} else 0 end)`;
  return sql`(${startsWithQuery} + ${sql.join(hits, sql` + `)})`;
}

/**
 * How many of a search's matches PostgreSQL ranks by relevance (issue 28): the newest this many
 * (rounded up to whole pages), so the first ten pages of 20 are in relevance order among them and
 * the pages after follow by date. A common word matches some 11,000 products at 100,000 (110,000
 * at a million): ranking every match read each one's row, 100+ ms in three processes; the newest
 * 200 are an index walk that stops early. Up to this many matches the order is exactly the catalogue
 * index's (catalogue-index.ts ranks every match in memory).
 */
export const RANKED_MATCHES = 200;

/** The listing's tie order, and a search's order past its ranked matches. */
export const newestFirst = [desc(products.createdAt), desc(products.id)];

/**
 * A search's page in the recommended order (relevance, then newest) for a page reader of
 * products.listing.ts: the page's ids among the newest `RANKED_MATCHES` matches ranked, then its
 * rows by `select`; past those matches the rest by date (exactly the newest order's positions
 * there, so no product is shown twice or skipped from page to page).
 */
export function rankedSearchPages<T>(terms: SearchTerms, select: (db: Db, page: PageRequest) => Promise<T[]>) {
  return async (db: Db, page: PageRequest): Promise<T[]> => {
    const ranked = Math.ceil(RANKED_MATCHES / page.limit) * page.limit;
    if (page.offset >= ranked) return select(db, { ...page, orderBy: newestFirst });
    const candidates = db
      .select({ id: products.id, createdAt: products.createdAt, searchVector: products.searchVector, searchName: products.searchName })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(page.where)
      .orderBy(...newestFirst)
      .limit(ranked)
      .as('candidates');
    const ids = db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(desc(relevance(terms, { vector: candidates.searchVector, name: candidates.searchName })), desc(candidates.createdAt), desc(candidates.id))
      .limit(page.limit)
      .offset(page.offset);
    return select(db, { where: inArray(products.id, ids), orderBy: [desc(relevance(terms)), ...newestFirst], limit: page.limit, offset: 0 });
  };
}

/** Makes `%` use our threshold for the rest of the transaction (set_config is transaction-local). */
export const similarityThreshold = sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`;

/**
 * The query with each typed word replaced by its closest catalogue words (run inside the
 * transaction that set `similarityThreshold`); a word with none close enough is left out. null
 * when no word is left.
 */
export async function similarTerms(db: Db, terms: SearchTerms): Promise<SearchTerms | null> {
  const typed = terms.folded.split(' ');
  const found = await selectRows<{ position: string | number; word: string }>(db, sql`
    select q.position, w.word from unnest(array[${sql.join(typed.map((word) => sql`${word}`), sql`, `)}]::text[]) with ordinality as q(typed, position)
    cross join lateral (
      select ${productSearchWords.word} as word from ${productSearchWords}
      where ${productSearchWords.word} % q.typed
      order by similarity(${productSearchWords.word}, q.typed) desc, ${productSearchWords.word}
      limit ${CANDIDATES}
    ) w`);
  const byWord = new Map<number, string[]>();
  for (const row of found) {
    const position = Number(row.position);
    byWord.set(position, [...(byWord.get(position) ?? []), row.word]);
  }
  const words = [...byWord.entries()].sort(([a], [b]) => a - b).map(([, candidates]) => candidates);
  if (words.length === 0) return null;
  return {
    folded: words.map((candidates) => candidates[0]).join(' '),
    words: words.map((candidates) => {
      const long = candidates.filter((word) => word.length >= 3);
      return { exact: candidates.join(' | '), prefix: long.length ? long.map((word) => `${word}:*`).join(' | ') : null };
    }),
  };
}
