/**
 * The words of the products on sale, for the catalogue index's searches (catalogue-index.ts):
 * every lexeme of every product's `search_vector` with the products that hold it (PostgreSQL's
 * GIN index, in memory), so a search's matches and their relevance are worked out without a
 * query. It answers what `products.search.ts` asks PostgreSQL, operand by operand: PostgreSQL
 * itself turns each typed word into its tsquery (stemming, stop words), which is kept per word,
 * and this matches those operands against the lexemes as `@@` does (a plain operand a lexeme
 * equal to it, a `:*` operand every lexeme it starts).
 */

/** A tsquery operand: a lexeme, and whether it matches as a prefix (`'vida':*`). */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

/** One word of a search as PostgreSQL reads it: its whole-word forms (stemmed) and its prefixes; an empty part was dropped (a stop word). */
export interface WordOperands {
  exact: readonly Operand[];
  prefix: readonly Operand[];
}

const OPERAND = /^'([^'\\\s]+)'(:\*)?$/;

/**
 * A tsquery's text (`'vida' | 'vidalar':*`) as its operands, when it is a plain alternative of
 * operands; null for anything else (a phrase `<->` from a word the parser splits, `&`, `!`),
 * which PostgreSQL then answers itself. The empty query is no operand.
 */
export function parseAlternatives(text: string): Operand[] | null {
  if (text.trim() === '') return [];
  const operands: Operand[] = [];
  for (const part of text.split(' | ')) {
    const match = OPERAND.exec(part.trim());
    if (!match) return null;
    operands.push({ lexeme: match[1], prefix: match[2] !== undefined });
  }
  return operands;
}

/**
 * A lexeme and its products: each entry is a slot × 2, plus 1 when the lexeme is in the product's
 * name, in a typed array grown as it fills (4 bytes an entry, half a JavaScript array's). Entries
 * of slots whose product has gone stay until the next reload (`SearchPostings.add`).
 */
interface Posting {
  lexeme: string;
  entries: Int32Array;
  length: number;
}

/** A product's words as read: all its lexemes, and those of its name (weight A). */
export interface SearchDocument {
  lexemes: readonly string[];
  nameLexemes: readonly string[];
}

/** A search's matches (slots) and each one's name hits, read right after (the arrays are reused by the next search). */
export interface SearchMatches {
  slots: Int32Array;
  /** Per slot, only meaningful for the slots matched. */
  nameHits: Int32Array;
}

export class SearchPostings {
  private readonly postings = new Map<string, Posting>();
  /** Every lexeme, sorted, for prefixes; rebuilt lazily after a load, kept sorted after that. */
  private sorted: string[] | null = null;
  /** Per slot: the token of the last word it matched, and of the last word it matched in its name (whole word / prefix). */
  private member = new Int32Array(0);
  private exactName = new Int32Array(0);
  private prefixName = new Int32Array(0);
  private hits = new Int32Array(0);
  /** The slots a word touched, written from the start by each word of each search (no array per search). */
  private touched = new Int32Array(0);
  private token = 0;
  /** Past `upTo` slots the postings were given up (searches go to PostgreSQL until the next reload files them afresh). */
  private givenUp = false;

  /**
   * @param upTo slots filed at most: the product past them drops every posting (issue 29: at a
   * million products they held some 200 MB), and `match` answers null from then on.
   */
  constructor(private readonly upTo = Infinity) {}

  /** Whether searches are left to PostgreSQL (too many products for postings). */
  get dropped(): boolean {
    return this.givenUp;
  }

  /**
   * Files a product's lexemes (distinct, as `tsvector_to_array` gives them) under a new slot.
   * Nothing takes them out: a product that leaves or changes its words leaves its old slot's
   * entries behind, and the caller, which knows which slots still hold a product, skips them
   * (catalogue-index.lists.ts reloads once too many have gone). A product keeps no list of its
   * postings: at some 50 lexemes a product, that list cost more than the postings themselves.
   */
  add(slot: number, document: SearchDocument) {
    if (this.givenUp) return;
    if (slot >= this.upTo) {
      this.givenUp = true;
      this.postings.clear();
      this.sorted = null;
      this.member = this.exactName = this.prefixName = this.hits = this.touched = new Int32Array(0);
      return;
    }
    this.grow(slot + 1);
    const inName = document.nameLexemes;
    for (const lexeme of document.lexemes) {
      let posting = this.postings.get(lexeme);
      if (!posting) {
        posting = { lexeme, entries: new Int32Array(4), length: 0 };
        this.postings.set(lexeme, posting);
        if (this.sorted) this.sorted.splice(lowerBound(this.sorted, lexeme), 0, lexeme);
      }
      if (posting.length === posting.entries.length) {
        const grown = new Int32Array(posting.length + (posting.length >> 1) + 4);
        grown.set(posting.entries);
        posting.entries = grown;
      }
      // A name holds a few words: a scan is cheaper than a set per product (a reload files 90,000).
      posting.entries[posting.length++] = slot * 2 + (inName.includes(lexeme) ? 1 : 0);
    }
  }

  /** Gives back what the postings grew by beyond their entries (after a reload has filed every product). */
  trim() {
    for (const posting of this.postings.values()) if (posting.length < posting.entries.length) posting.entries = posting.entries.slice(0, posting.length);
  }

  /** The slots that match every word (as `search_vector @@ (w1 && w2 …)`), with their name hits. */
  match(words: readonly WordOperands[]): SearchMatches | null {
    if (this.givenUp) return null;
    // A word PostgreSQL dropped whole (only stop words) is no condition at all (`'' && q` is `q`);
    // with every word dropped nothing matches, as `@@` an empty query.
    const resolved = words
      .filter((word) => word.exact.length + word.prefix.length > 0)
      .map((word) => {
        const postings = [this.resolve(word.exact), this.resolve(word.prefix)] as const;
        return { postings, size: [...postings[0], ...postings[1]].reduce((sum, posting) => sum + posting.length, 0) };
      })
      // The rarest word first: the later ones only test what is still a candidate.
      .sort((a, b) => a.size - b.size);
    let previous = 0;
    let count = 0;
    if (resolved.length === 0) return { slots: this.touched.subarray(0, 0), nameHits: this.hits };
    // A word touches each slot once (its token marks it), and every slot is below member's length.
    const touched = this.touched;
    for (const [position, word] of resolved.entries()) {
      const token = (this.token += 1);
      const first = position === 0;
      count = 0;
      for (const [part, names] of [this.exactName, this.prefixName].entries()) {
        const lists = word.postings[part];
        for (const posting of lists) {
          const { entries, length } = posting;
          for (let at = 0; at < length; at += 1) {
            const entry = entries[at];
            const slot = entry >> 1;
            const seen = this.member[slot];
            if (seen !== token) {
              if (!first && seen !== previous) continue;
              this.member[slot] = token;
              touched[count++] = slot;
            }
            if (entry & 1) names[slot] = token;
          }
        }
      }
      for (let at = 0; at < count; at += 1) {
        const slot = touched[at];
        const hits = Number(this.exactName[slot] === token) + Number(this.prefixName[slot] === token);
        this.hits[slot] = first ? hits : this.hits[slot] + hits;
      }
      previous = token;
      if (count === 0) break;
    }
    return { slots: touched.subarray(0, count), nameHits: this.hits };
  }

  /** The postings an operand list reaches: a lexeme equal to a plain operand, every lexeme a `:*` operand starts. */
  private resolve(operands: readonly Operand[]): Posting[] {
    const found = new Set<Posting>();
    for (const { lexeme, prefix } of operands) {
      if (!prefix) {
        const posting = this.postings.get(lexeme);
        if (posting) found.add(posting);
        continue;
      }
      const sorted = (this.sorted ??= [...this.postings.keys()].sort(byCodeUnits));
      for (let at = lowerBound(sorted, lexeme); at < sorted.length && sorted[at].startsWith(lexeme); at += 1) {
        found.add(this.postings.get(sorted[at])!);
      }
    }
    return [...found];
  }

  private grow(slots: number) {
    if (slots <= this.member.length) return;
    const capacity = Math.max(slots, this.member.length * 2, 1024);
    const grown = (old: Int32Array) => {
      const next = new Int32Array(capacity);
      next.set(old);
      return next;
    };
    this.member = grown(this.member);
    this.exactName = grown(this.exactName);
    this.prefixName = grown(this.prefixName);
    this.hits = grown(this.hits);
    this.touched = new Int32Array(capacity);
  }
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in a sorted list whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
