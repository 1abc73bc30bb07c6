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
/** How far each word's entries are counted to find the rarest word (about 0.3 ms a word at the cap). */
const RARITY_CAP = 5_000;

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

/**
 * The newest `ranked` products of `source` that match the search (its conditions include the
 * whole search), as rows of (id, created_at, search_vector, search_name) in no particular order:
 * a `with … select` for a sub-select. Its columns and conditions name the products `source.table`.
 */
export function newestMatches(terms: SearchTerms, source: MatchSource, ranked: number): SQL {
  const words = terms.words.map((word, index) => {
    const prefixes = word.prefix ? word.prefix.split(' | ').map((form) => form.slice(0, -':*'.length)) : [];
    return sql`(${sql.raw(String(index + 1))}, ${wordTsQuery(word)}, ${word.exact.split(' | ').join(' ')}::text, array[${sql.join(
      prefixes.map((form) => sql`${form}`),
      sql`, `,
    )}]::text[])`;
  });
  // A word whose query is empty (only stop words) restricts nothing: && leaves it out.
  const lexemes = sql`search_words as materialized (
    select w.position, array(
      select c.lexeme from (
        select v.lexeme from product_search_lexemes v where v.lexeme = any (tsvector_to_array(to_tsvector('turkish', w.forms)))
        union
        select v.lexeme from unnest(w.prefixes) f join product_search_lexemes v on v.lexeme >= f and v.lexeme < f || chr(1114111)
      ) c where array_to_tsvector(array[c.lexeme]) @@ w.query order by 1
    ) as lexemes
    from (values ${sql.join(words, sql`, `)}) w(position, query, forms, prefixes)
    where numnode(w.query) > 0
  )`;
  const rarest =
    terms.words.length === 1
      ? sql`search_walked as materialized (select lexemes from search_words)`
      : sql`search_walked as materialized (
    select w.lexemes from search_words w
    order by (select count(*) from (select from product_search_postings e where e.lexeme = any (w.lexemes) limit ${sql.raw(String(RARITY_CAP))}) n), w.position
    limit 1
  )`;
  const branches = Array.from(
    { length: WALK_LEXEMES },
    (_, index) =>
      sql`(select created_at, product_id from product_search_postings where lexeme = (select lexemes[${sql.raw(String(index + 1))}] from search_walked) order by created_at desc, product_id desc)`,
  );
  // One index scan per lexeme merged newest first; a product under two of them comes twice, side by side.
  const entries = sql`(select distinct on (e.created_at, e.product_id) e.created_at, e.product_id from (${sql.join(branches, sql` union all `)}) e
    order by e.created_at desc, e.product_id desc) search_entries`;
  const columns = sql`${source.id} as id, ${source.createdAt} as created_at, ${source.searchVector} as search_vector, ${source.searchName} as search_name`;
  const walks = sql`(select cardinality(lexemes) <= ${sql.raw(String(WALK_LEXEMES))} from search_walked)`;
  // With more than one word, an entry's product is read only if its entries hold every word
  // (one probe of the same index per word and entry; `offset 0` keeps the planner from reading
  // all of a word's entries into a hash instead; a word of stop words only restricts nothing).
  const holdsEvery =
    terms.words.length === 1
      ? sql`true`
      : sql.join(
          terms.words.map((_, index) => {
            const position = sql.raw(String(index + 1));
            const lexemes = sql`(select lexemes from search_words where position = ${position})`;
            return sql`(${lexemes} is null or exists (select from product_search_postings d
              where d.lexeme = any (${lexemes}::text[]) and d.created_at = search_entries.created_at and d.product_id = search_entries.product_id offset 0))`;
          }),
          sql` and `,
        );
  const where = (gate: SQL) => (source.where ? sql`(${source.where}) and ${gate}` : gate);
  const limit = sql.raw(String(ranked));
  return sql`with ${lexemes}, ${rarest}
  (select m.* from ${entries}
    cross join lateral (select ${columns} from ${source.table} ${source.joins} where ${where(sql`${source.id} = search_entries.product_id`)} limit 1) m
    where ${walks} and ${holdsEvery} order by search_entries.created_at desc, search_entries.product_id desc limit ${limit})
  union all
  (select ${columns} from ${source.table} ${source.joins} where ${where(sql`not ${walks}`)} order by ${source.createdAt} desc, ${source.id} desc limit ${limit})`;
}
