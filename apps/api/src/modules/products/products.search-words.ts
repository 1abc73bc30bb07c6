import { type SQL, sql } from 'drizzle-orm';
import type { SearchTerms, SearchWord } from './products.search';

/**
 * A search's newest matches from its words' entries (issue 28, migration 0032): every lexeme of
 * every product's search vector is a row of `product_search_postings` with the product's date,
 * indexed newest first per lexeme. Each typed word becomes the catalogue lexemes it matches (the
 * vocabulary `product_search_lexemes`, each lexeme tried against the word's own tsquery, so a word
 * means exactly what `searchTsQuery` makes it mean); the rarest word's entries (counted up to
 * `RARITY_CAP`) are merged newest first, each checked for the other words' entries, and their
 * products against the whole search and the list's filters until `ranked` of them match. 'torna'
 * read 8,000 products to find its newest 200, 'ton çelik' 90,000; the walk reads about 200 entries
 * and 200 products, and 4,525 entries for 'ton çelik'. A word that matches more lexemes than the
 * walk merges (`WALK_LEXEMES`) is searched as before: products newest first, or the GIN index.
 */

/** Lexemes of one word the walk merges at most (one index scan each). */
export const WALK_LEXEMES = 8;
/**
 * How far each word's entries are counted to find the rarest word: 0.1 ms a word at the cap on
 * a vacuumed table, 0.8 ms before (PGlite never vacuums; the entries' rows are read too).
 */
const RARITY_CAP = 2_000;

/** One word's tsquery: its forms as stemmed words or as unstemmed prefixes (`searchTsQuery` joins these with &&). */
export function wordTsQuery({ exact, prefix }: SearchWord): SQL {
  return prefix ? sql`(to_tsquery('turkish', ${exact}) || to_tsquery('simple', ${prefix}))` : sql`to_tsquery('turkish', ${exact})`;
}

/** Where the products come from and what they must satisfy: the listing's joins and conditions. */
export interface MatchSource {
  /** The products table as the conditions name it, and the joins they need (`join sellers … join users …`). */
  table: SQL;
  joins: SQL;
  where: SQL | undefined;
  /** The products' id, date, vector and folded name, as `table` names them. */
  id: SQL;
  createdAt: SQL;
  searchVector: SQL;
  searchName: SQL;
}

/** One word of a search as the catalogue holds it: its lexemes, and its entries counted up to `RARITY_CAP`. */
export interface WordEntries {
  position: number;
  lexemes: string[];
  entries: number;
}

/**
 * Each word's catalogue lexemes and (with more than one word) how many entries they have, up to
 * `RARITY_CAP`; a word whose query is empty (only stop words) restricts nothing (&& leaves it
 * out) and has no row. One short statement; `newestMatches` then walks the rarest word.
 */
export function searchWordsStatement(terms: SearchTerms): SQL {
  const words = terms.words.map((word, index) => {
    const prefixes = word.prefix ? word.prefix.split(' | ').map((form) => form.slice(0, -':*'.length)) : [];
    return sql`(${sql.raw(String(index + 1))}, ${wordTsQuery(word)}, ${word.exact.split(' | ').join(' ')}::text, array[${sql.join(
      prefixes.map((form) => sql`${form}`),
      sql`, `,
    )}]::text[])`;
  });
  const entries =
    terms.words.length === 1
      ? sql`0`
      : sql`(select count(*) from (select from product_search_postings e where e.lexeme = any (l.lexemes) limit ${sql.raw(String(RARITY_CAP))}) n)::int`;
  return sql`select w.position, l.lexemes, ${entries} as entries
    from (values ${sql.join(words, sql`, `)}) w(position, query, forms, prefixes)
    cross join lateral (select array(
      select c.lexeme from (
        select v.lexeme from product_search_lexemes v where v.lexeme = any (tsvector_to_array(to_tsvector('turkish', w.forms)))
        union
        select v.lexeme from unnest(w.prefixes) f join product_search_lexemes v on v.lexeme >= f and v.lexeme < f || chr(1114111)
      ) c where array_to_tsvector(array[c.lexeme]) @@ w.query order by 1
    ) as lexemes) l
    where numnode(w.query) > 0
    order by w.position`;
}

/**
 * The newest `ranked` products of `source` that match the search (its conditions include the
 * whole search), as rows of (id, created_at, search_vector, search_name) in no particular order,
 * for a sub-select; its columns and conditions name the products `source.table`. `words` is what
 * `searchWordsStatement` read. 'none' when no product can match (no word left, or a word no
 * product holds); products newest first, as before the entries, when the rarest word has more
 * lexemes than the walk merges.
 */
export function newestMatches(terms: SearchTerms, words: WordEntries[], source: MatchSource, ranked: number): SQL | 'none' {
  const columns = sql`${source.id} as id, ${source.createdAt} as created_at, ${source.searchVector} as search_vector, ${source.searchName} as search_name`;
  const where = (condition: SQL) => (source.where ? sql`(${source.where}) and ${condition}` : condition);
  const limit = sql.raw(String(ranked));
  if (!words.length || words.some((word) => !word.lexemes.length)) return 'none';
  const walked = words.reduce((rarest, word) => (word.entries < rarest.entries ? word : rarest));
  if (walked.lexemes.length > WALK_LEXEMES) {
    return sql`select ${columns} from ${source.table} ${source.joins} where ${where(sql`true`)} order by ${source.createdAt} desc, ${source.id} desc limit ${limit}`;
  }
  const branches = walked.lexemes.map(
    (lexeme) => sql`(select created_at, product_id from product_search_postings where lexeme = ${lexeme} order by created_at desc, product_id desc)`,
  );
  // One index scan per lexeme merged newest first; a product under two of them comes twice, side by side.
  const entries =
    branches.length === 1
      ? sql`${branches[0]} search_entries`
      : sql`(select distinct on (e.created_at, e.product_id) e.created_at, e.product_id from (${sql.join(branches, sql` union all `)}) e
    order by e.created_at desc, e.product_id desc) search_entries`;
  // An entry's product is read only if its entries hold the other words too (one probe of the
  // same index per word and entry; `offset 0` keeps the planner from reading all of a word's
  // entries into a hash instead).
  const others = words.filter((word) => word !== walked);
  const holdsOthers = others.length
    ? sql.join(
        others.map(
          (word) => sql`exists (select from product_search_postings d where d.lexeme = any (array[${sql.join(
            word.lexemes.map((lexeme) => sql`${lexeme}`),
            sql`, `,
          )}]::text[]) and d.created_at = search_entries.created_at and d.product_id = search_entries.product_id offset 0)`,
        ),
        sql` and `,
      )
    : sql`true`;
  return sql`select m.* from ${entries}
    cross join lateral (select ${columns} from ${source.table} ${source.joins} where ${where(sql`${source.id} = search_entries.product_id`)} limit 1) m
    where ${holdsOthers} order by search_entries.created_at desc, search_entries.product_id desc limit ${limit}`;
}
