// Keeps the host page still behind an open Funil dialog: overflow hidden on the document element,
// the scrollbar's room kept so nothing jumps sideways, and the page's own inline values restored.
// Everything goes through CSSOM (element.style), which a strict style-src does not block.

/** The inline properties the lock sets, saved as the page had them (value and !important). */
const LOCKED_PROPERTIES = ['overflow-x', 'overflow-y', 'scrollbar-gutter', 'padding-right'] as const;

/** Locks the page's scrolling; the returned function puts back exactly what the page had. */
export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  const style = root.style;
  const saved = LOCKED_PROPERTIES.map(
    (name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)] as const,
  );
  // Measured before hiding it: a classic scrollbar takes this much width from the page.
  const scrollbarWidth = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
  const computed = doc.defaultView?.getComputedStyle(root);

  // !important: a page rule such as `html { overflow: auto !important }` must not win.
  style.setProperty('overflow-x', 'hidden', 'important');
  style.setProperty('overflow-y', 'hidden', 'important');
  if (scrollbarWidth > 0 && computed) {
    if (supportsScrollbarGutter()) {
      // The gutter stays reserved with no scrollbar in it; a page that set its own gutter keeps it.
      const gutter = computed.getPropertyValue('scrollbar-gutter');
      if (!gutter || gutter === 'auto') style.setProperty('scrollbar-gutter', 'stable');
    } else {
      const padding = Number.parseFloat(computed.paddingRight) || 0;
      style.setProperty('padding-right', `${padding + scrollbarWidth}px`, 'important');
    }
  }

  return () => {
    for (const [name, value, priority] of saved) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
  };
}

function supportsScrollbarGutter(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('scrollbar-gutter', 'stable')
  );
}
