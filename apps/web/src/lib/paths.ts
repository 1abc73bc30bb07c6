/** Links into the catalogue search (the search page reads `q` and `kategori`). */
export function searchPath(query: string): string {
  return query ? `/arama?${new URLSearchParams({ q: query })}` : '/arama';
}

export function categoryPath(slug: string): string {
  return `/arama?${new URLSearchParams({ kategori: slug })}`;
}
