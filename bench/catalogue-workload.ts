/**
 * The catalogue benchmark's workload (issue 19): per endpoint a deterministic sequence of URLs
 * drawn from skewed (Zipf) distributions over the real category tree, the products on sale and
 * the words of the catalogue, with a share of requests from a "unique" class (deep pages, random
 * price bounds, rare words and typos). The same seed and the same catalogue give the same
 * sequence on every run. Query parameter names follow `productListQuery`
 * (packages/contract/src/products/queries.ts): page, mainCategory, subCategories, priceMin,
 * priceMax, sort, search.
 */
import { foldTurkish } from '../apps/api/src/lib/turkish';

/** Zipf exponent: s ≈ 1.1, the usual fit for page and product popularity on web shops. */
export const ZIPF_S = 1.1;

export type EndpointName = 'listing' | 'filtered listing' | 'detail' | 'search';
export const endpointNames: EndpointName[] = ['listing', 'filtered listing', 'detail', 'search'];

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sampler of ranks 0…n−1 with P(k) ∝ 1 / (k + 1)^s (inverse CDF, binary search). */
export function zipf(n: number, s = ZIPF_S): (random: () => number) => number {
  if (n < 1) throw new Error('zipf: no items');
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / (k + 1) ** s;
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cdf[mid] < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const uniformInt = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** What the workload is drawn over, read from the generated database. */
export interface CatalogueFacts {
  /** Main and sub categories with the number of products on sale filed under them. */
  categories: { slug: string; parentSlug: string | null; products: number }[];
  /** Slugs of the products on sale, in a stable order (by slug). */
  productSlugs: string[];
  /** Words of the names of products on sale: as typed (lower case, Turkish letters), by frequency, most frequent first. */
  words: { word: string; count: number }[];
  /** Adjacent word pairs of those names, most frequent first. */
  pairs: { phrase: string; count: number }[];
}

/** Words no buyer searches for alone: filler words, model codes, numbers, one- and two-letter words. */
const FILLER = new Set(['icin', 'ile', 've', 'veya', 'ya', 'da', 'de', 'bir', 'bu', 'su', 'cok', 'en', 'gibi', 'mi', 'ki', 'olan']);
const searchable = (word: string) => {
  const folded = foldTurkish(word);
  return folded.length >= 3 && !/\d/.test(folded) && !FILLER.has(folded) && !folded.includes(' ');
};

/**
 * The words of the catalogue from product names: counted by their folded form (what search
 * compares), shown in the form most names spell them (e.g. 'kompresör', not 'kompresor').
 */
export function catalogueWords(names: string[]): Pick<CatalogueFacts, 'words' | 'pairs'> {
  const byFolded = new Map<string, { count: number; spellings: Map<string, number> }>();
  const pairCounts = new Map<string, number>();
  for (const name of names) {
    const tokens = name
      .toLocaleLowerCase('tr-TR')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    for (const [index, token] of tokens.entries()) {
      if (!searchable(token)) continue;
      const folded = foldTurkish(token);
      const entry = byFolded.get(folded) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      entry.spellings.set(token, (entry.spellings.get(token) ?? 0) + 1);
      byFolded.set(folded, entry);
      const next = tokens[index + 1];
      if (next && searchable(next)) pairCounts.set(`${token} ${next}`, (pairCounts.get(`${token} ${next}`) ?? 0) + 1);
    }
  }
  const words = [...byFolded.values()]
    .map(({ count, spellings }) => ({ word: [...spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0], count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1));
  const pairs = [...pairCounts.entries()]
    .map(([phrase, count]) => ({ phrase, count }))
    .sort((a, b) => b.count - a.count || (a.phrase < b.phrase ? -1 : 1));
  return { words, pairs };
}

/** Price bands a buyer picks (TL, inclusive), most common first; drawn Zipf. */
export const priceBands: [number, number][] = [
  [1000, 5000],
  [250, 1000],
  [0, 250],
  [5000, 25000],
  [25000, 100000],
  [500, 2500],
  [100000, 1000000],
  [0, 1000],
];

/** Sorts of the listing, most common first; drawn Zipf. 'name' is left out (issue 19's list). */
export const workloadSorts = ['recommended', 'price-asc', 'price-desc', 'newest', 'rating'] as const;

export interface EndpointWorkload {
  name: EndpointName;
  urls: string[];
  /** 1 where the URL was drawn from the unique class (deep page, random bounds, rare word, typo). */
  unique: Uint8Array;
}

/** Share of draws from the unique class per endpoint. */
export const uniqueShares: Record<EndpointName, number> = { listing: 0.05, 'filtered listing': 0.05, detail: 0, search: 0.1 };

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' };

/** A buyer's slip on a word: a letter dropped or two swapped, Turkish letters typed as ASCII, or upper case (İ/I). */
function typo(word: string, random: () => number): string {
  const kind = Math.floor(random() * 4);
  const letters = [...word];
  if (kind === 0 && letters.length > 3) {
    letters.splice(1 + Math.floor(random() * (letters.length - 1)), 1);
    return letters.join('');
  }
  if (kind === 1 && letters.length > 3) {
    const at = 1 + Math.floor(random() * (letters.length - 2));
    [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
    return letters.join('');
  }
  if (kind === 2 && /[çğıöşü]/.test(word)) return letters.map((letter) => ASCII[letter] ?? letter).join('');
  // Upper case the Turkish way ('vida' → 'VİDA') or the ASCII keyboard's way ('VIDA').
  return random() < 0.5 ? word.toLocaleUpperCase('tr-TR') : word.toUpperCase();
}

/**
 * `length` URLs per endpoint, each endpoint with its own stream of the seeded PRNG, so adding
 * draws to one endpoint leaves the others unchanged.
 */
export function buildWorkload(facts: CatalogueFacts, seed: number, length: number): EndpointWorkload[] {
  const stream = (index: number) => mulberry32(seed * 7919 + index);
  const make = (name: EndpointName, index: number, draw: (random: () => number) => [string, boolean]): EndpointWorkload => {
    const random = stream(index);
    const urls: string[] = [];
    const unique = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const [url, isUnique] = draw(random);
      urls.push(url);
      unique[i] = isUnique ? 1 : 0;
    }
    return { name, urls, unique };
  };

  const page50 = zipf(50);
  const listing = make('listing', 1, (random) => {
    if (random() < uniqueShares.listing) return [`/api/products?page=${uniformInt(random, 51, 500)}`, true];
    return [`/api/products?page=${1 + page50(random)}`, false];
  });

  // Categories Zipf over the whole tree by products on sale: mains rank first, their subs follow.
  const tree = facts.categories.filter((category) => category.products > 0).sort((a, b) => b.products - a.products || (a.slug < b.slug ? -1 : 1));
  const category = zipf(tree.length);
  const band = zipf(priceBands.length);
  const sort = zipf(workloadSorts.length);
  const page10 = zipf(10);
  const filtered = make('filtered listing', 2, (random) => {
    const node = tree[category(random)];
    const categoryPart = node.parentSlug ? `mainCategory=${node.parentSlug}&subCategories=${node.slug}` : `mainCategory=${node.slug}`;
    const isUnique = random() < uniqueShares['filtered listing'];
    let [min, max] = priceBands[band(random)];
    if (isUnique) {
      min = uniformInt(random, 1, 20000);
      max = min + uniformInt(random, 1, 50000);
    }
    return [`/api/products?${categoryPart}&priceMin=${min}&priceMax=${max}&sort=${workloadSorts[sort(random)]}&page=${1 + page10(random)}`, isUnique];
  });

  // Products Zipf over the products on sale, the popularity order shuffled with the seed.
  const ranked = shuffle(facts.productSlugs, stream(100));
  const product = zipf(ranked.length);
  const detail = make('detail', 3, (random) => [`/api/products/${ranked[product(random)]}`, false]);

  const word = zipf(facts.words.length);
  const pair = zipf(Math.max(1, facts.pairs.length));
  // Rare words: the least frequent half of the vocabulary, drawn uniformly.
  const rareFrom = Math.floor(facts.words.length / 2);
  const search = make('search', 4, (random) => {
    const isUnique = random() < uniqueShares.search;
    let text: string;
    if (isUnique) {
      const rare = random() < 0.4;
      const base = rare ? facts.words[uniformInt(random, rareFrom, facts.words.length - 1)].word : facts.words[word(random)].word;
      text = rare ? base : typo(base, random);
    } else if (facts.pairs.length && random() < 0.25) {
      text = facts.pairs[pair(random)].phrase;
    } else {
      text = facts.words[word(random)].word;
    }
    return [`/api/products?search=${encodeURIComponent(text)}`, isUnique];
  });

  return [listing, filtered, detail, search];
}

/**
 * What a measured window actually drew: requests `start` … `start + count − 1` of the sequence
 * (wrapping): distinct URLs, the share of requests whose URL came once only in the window, and
 * the share drawn from the unique class.
 */
export function drawnFigures(workload: EndpointWorkload, start: number, count: number) {
  const seen = new Map<string, number>();
  let uniqueClass = 0;
  for (let i = start; i < start + count; i++) {
    const at = i % workload.urls.length;
    seen.set(workload.urls[at], (seen.get(workload.urls[at]) ?? 0) + 1);
    uniqueClass += workload.unique[at];
  }
  let once = 0;
  for (const times of seen.values()) if (times === 1) once += 1;
  return { distinct: seen.size, onceShare: count ? once / count : 0, uniqueClassShare: count ? uniqueClass / count : 0 };
}
