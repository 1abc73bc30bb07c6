/** Links into the catalogue search (the search page reads `q` and `kategori`). */
export function searchPath(query: string): string {
  return query ? `/arama?${new URLSearchParams({ q: query })}` : '/arama';
}

/** A main or sub category's listing (the listing page narrows by it). */
export function categoryPath(slug: string): string {
  return `/kategori/${encodeURIComponent(slug)}`;
}

export function productPath(slug: string): string {
  return `/urun/${encodeURIComponent(slug)}`;
}

export function storePath(alias: string): string {
  return `/magaza/${encodeURIComponent(alias)}`;
}

export function blogPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
