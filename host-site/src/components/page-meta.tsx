// Title, description and Open Graph tags of one page, written into <head> when the page shows.
// An effect rather than React 19's hoisting of <title>/<meta>: the built site runs on Preact,
// which renders such tags where they stand, in the body, where crawlers ignore them.
import { useEffect } from 'react';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Pages that hold personal or staff data stay out of search engines. */
  noindex?: boolean;
}

/** Sets one <meta> of the head, creating it if the page has none; null removes it. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps a page out of search engines whatever its own PageMeta says (the whole staff area). */
export function setNoIndex(): void {
  setMeta('name', 'robots', 'noindex, nofollow');
}

export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('name', 'robots', noindex ? 'noindex' : null);
  }, [title, description, noindex]);
  return null;
}
