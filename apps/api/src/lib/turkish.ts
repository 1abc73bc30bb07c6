/**
 * Folds Turkish text for search: Turkish lower-casing (I→ı, İ→i), then ç→c, ğ→g, ı→i, ö→o, ş→s,
 * ü→u and any other accent dropped, punctuation to spaces. 'VİDA', 'vida', 'Vida' → 'vida';
 * 'çelik' and 'CELIK' → 'celik'; 'ışık', 'ISIK', 'IŞIK' → 'isik'. The same fold runs on what is
 * stored and on what is searched, in both directions.
 */
export function foldTurkish(text: string): string {
  // An empty text is most calls (every list without a search); the locale lookup alone costs microseconds.
  if (!text) return '';
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What a product is found by: name and brand first (they weigh most in ranking), then the rest. */
export function buildSearchText(parts: { name: string; brand?: string | null; categoryNames?: string[]; description?: string }) {
  return foldTurkish(
    [parts.name, parts.brand ?? '', ...(parts.categoryNames ?? []), (parts.description ?? '').slice(0, 2000)].join(' '),
  );
}
