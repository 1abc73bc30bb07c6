import { useEffect } from 'react';

export interface PageHead {
  title: string;
  description: string;
  /** A path on this site; made absolute with the page's origin. */
  path: string;
  image?: string | null;
  type?: 'article' | 'website';
}

/** Sets one meta tag and answers how to put back what was there. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  const previous = element.content;
  element.content = content;
  const tag = element;
  return () => (created ? tag.remove() : (tag.content = previous));
}

/**
 * The page's head while it is shown: title, description, canonical link and the social card
 * (Open Graph and Twitter). The server writes the same for a post's first load (crawlers read
 * that); this keeps it right as the reader moves between pages, and puts the site's back after.
 */
export function usePageHead(head: PageHead | null) {
  useEffect(() => {
    if (!head) return;
    const origin = window.location.origin;
    const url = `${origin}${head.path}`;
    const image = head.image ? new URL(head.image, origin).href : `${origin}/og-image.png`;
    document.title = `${head.title} | Pazaryeri Blog`;
    const restore = [
      setMeta('name', 'description', head.description),
      setMeta('property', 'og:type', head.type ?? 'article'),
      setMeta('property', 'og:title', head.title),
      setMeta('property', 'og:description', head.description),
      setMeta('property', 'og:url', url),
      setMeta('property', 'og:image', image),
      setMeta('property', 'og:image:alt', head.title),
      setMeta('name', 'twitter:title', head.title),
      setMeta('name', 'twitter:description', head.description),
      setMeta('name', 'twitter:image', image),
    ];
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    const previousCanonical = canonical.href;
    canonical.href = url;
    const link = canonical;
    return () => {
      for (const undo of restore) undo();
      link.href = previousCanonical;
    };
  }, [head?.title, head?.description, head?.path, head?.image, head?.type]);
}
