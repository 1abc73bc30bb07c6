import { type SQL, sql } from 'drizzle-orm';
import { foldTurkish } from '../../lib/turkish';
import { products } from './products.table';

/**
 * Turkish search (README "Search"). Both sides are folded with `foldTurkish`, so case and
 * Turkish letters never matter. First the words: the `turkish` snowball stemmer over the GIN
 * index on `search_vector`, each word also as a prefix and with common suffixes taken off (the
 * stemmer is unreliable on folded text: it reads 'civata' as 'civa' + locative, and leaves
 * 'isiklar' alone). Only when no product matches the words do similar spellings count: pg_trgm
 * word similarity over the trigram GIN index on `search_text`, so a typo ('civta') still finds
 * 'cıvata' while a correct word is not drowned in look-alikes ('vida' is not 'video').
 */

/** Word similarity a typo must reach (pg_trgm's default 0.6 misses one dropped letter in a five-letter word). */
const SIMILARITY_THRESHOLD = 0.45;
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
 * match every word starting with 'so'. An exact word matches both ways, so ts_rank counts it
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

/** Rows the words match (GIN on search_vector) or, in 'similar' mode, rows close in spelling (GIN trigram). */
export function searchCondition(terms: SearchTerms, mode: SearchMode): SQL {
  return mode === 'text'
    ? sql`${products.searchVector} @@ ${searchTsQuery(terms)}`
    : sql`${terms.folded} <% ${products.searchText}`;
}

/**
 * Best match first, cheaply enough to rank thousands of matches per request: a name that starts
 * with the query first, then `ts_rank` over the weighted vector (name words weigh A, the rest D;
 * an exact word counts twice, see `searchWord`). Similar spellings rank by trigram word
 * similarity to the name, and then over all the text; that mode runs only when no word matched.
 */
export function relevance(terms: SearchTerms, mode: SearchMode): SQL {
  const startsWithQuery = sql`(case when starts_with(${products.searchName}, ${terms.folded}) then 1 else 0 end)`;
  return mode === 'text'
    ? sql`(${startsWithQuery} + ts_rank(${products.searchVector}, ${searchTsQuery(terms)}))`
    : sql`(${startsWithQuery} + 2 * word_similarity(${terms.folded}, ${products.searchName}) + word_similarity(${terms.folded}, ${products.searchText}))`;
}

/** Makes `<%` use our threshold for the rest of the transaction (set_config is transaction-local). */
export const similarityThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`;
