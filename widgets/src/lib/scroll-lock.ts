// Keeps the host page still behind an open Funil dialog: overflow hidden on the document element,
// the scrollbar's room kept (scrollbar-gutter) so nothing jumps sideways, and the page's own inline
// values restored. All through CSSOM (element.style), which a strict style-src does not block.

/** The inline properties the lock sets, saved as the page had them (value and !important). */
const LOCKED_PROPERTIES = ['overflow-x', 'overflow-y', 'scrollbar-gutter'] as const;

/** Locks the page's scrolling; the returned function puts back exactly what the page had. */
export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  const style = root.style;
  const saved = LOCKED_PROPERTIES.map(
    (name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)] as const,
  );
  // Read before hiding it: a classic scrollbar takes width from the page (overlay ones take none).
  const hasScrollbar = (doc.defaultView?.innerWidth ?? 0) > root.clientWidth;
  const gutter = hasScrollbar
    ? doc.defaultView?.getComputedStyle(root).getPropertyValue('scrollbar-gutter')
    : null;

  // !important: a page rule such as `html { overflow: auto !important }` must not win.
  style.setProperty('overflow-x', 'hidden', 'important');
  style.setProperty('overflow-y', 'hidden', 'important');
  // The gutter stays reserved with no scrollbar in it; a page that chose its own gutter keeps it.
  if (gutter === 'auto' || gutter === '') style.setProperty('scrollbar-gutter', 'stable');

  return () => {
    for (const [name, value, priority] of saved) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
  };
}
