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

/** A lexeme and its products: each entry is a slot × 2, plus 1 when the lexeme is in the product's name. */
interface Posting {
  lexeme: string;
  entries: number[];
}

/** A product's words as read: all its lexemes, and those of its name (weight A). */
export interface SearchDocument {
  lexemes: readonly string[];
  nameLexemes: readonly string[];
}

/** A search's matches (slots) and each one's name hits, read right after (the arrays are reused by the next search). */
export interface SearchMatches {
  slots: number[];
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
  private token = 0;

  /**
   * Files a product's lexemes (distinct, as `tsvector_to_array` gives them) under its slot; what
   * it returns is what `remove` takes back.
   */
  add(slot: number, document: SearchDocument): Posting[] {
    this.grow(slot + 1);
    const inName = document.nameLexemes;
    const filed: Posting[] = [];
    for (const lexeme of document.lexemes) {
      let posting = this.postings.get(lexeme);
      if (!posting) {
        posting = { lexeme, entries: [] };
        this.postings.set(lexeme, posting);
        if (this.sorted) this.sorted.splice(lowerBound(this.sorted, lexeme), 0, lexeme);
      }
      // A name holds a few words: a scan is cheaper than a set per product (a reload files 90,000).
      posting.entries.push(slot * 2 + (inName.includes(lexeme) ? 1 : 0));
      filed.push(posting);
    }
    return filed;
  }

  /** Takes a product's slot out of the postings `add` filed it under. */
  remove(slot: number, filed: readonly Posting[]) {
    for (const posting of filed) {
      const { entries } = posting;
      for (let at = 0; at < entries.length; at += 1) {
        if (entries[at] >> 1 !== slot) continue;
        entries[at] = entries[entries.length - 1];
        entries.pop();
        break;
      }
    }
  }

  /** The slots that match every word (as `search_vector @@ (w1 && w2 …)`), with their name hits. */
  match(words: readonly WordOperands[]): SearchMatches {
    // A word PostgreSQL dropped whole (only stop words) is no condition at all (`'' && q` is `q`);
    // with every word dropped nothing matches, as `@@` an empty query.
    const resolved = words
      .filter((word) => word.exact.length + word.prefix.length > 0)
      .map((word) => {
        const postings = [this.resolve(word.exact), this.resolve(word.prefix)] as const;
        return { postings, size: [...postings[0], ...postings[1]].reduce((sum, posting) => sum + posting.entries.length, 0) };
      })
      // The rarest word first: the later ones only test what is still a candidate.
      .sort((a, b) => a.size - b.size);
    let previous = 0;
    let slots: number[] = [];
    if (resolved.length === 0) return { slots, nameHits: this.hits };
    for (const [position, word] of resolved.entries()) {
      const token = (this.token += 1);
      const first = position === 0;
      const touched: number[] = [];
      for (const [part, names] of [this.exactName, this.prefixName].entries()) {
        const lists = word.postings[part];
        for (const posting of lists) {
          for (const entry of posting.entries) {
            const slot = entry >> 1;
            const seen = this.member[slot];
            if (seen !== token) {
              if (!first && seen !== previous) continue;
              this.member[slot] = token;
              touched.push(slot);
            }
            if (entry & 1) names[slot] = token;
          }
        }
      }
      for (const slot of touched) {
        const hits = Number(this.exactName[slot] === token) + Number(this.prefixName[slot] === token);
        this.hits[slot] = first ? hits : this.hits[slot] + hits;
      }
      previous = token;
      slots = touched;
      if (slots.length === 0) break;
    }
    return { slots, nameHits: this.hits };
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
