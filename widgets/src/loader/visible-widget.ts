// Which element Funil.open() opens: one the visitor can see, never a modal inside something hidden
// (an invisible modal dialog would still block the page until Escape).

/** Not `hidden`, not display:none (itself or an ancestor), not visibility:hidden. */
export function isShown(element: HTMLElement): boolean {
  if (!element.isConnected || element.hidden || element.style.display === 'none') return false;
  // Where checkVisibility is missing (Safari before 17.4), a box of its own means no hidden ancestor.
  return typeof element.checkVisibility === 'function'
    ? // visibilityProperty's earlier name too, for Chromium before 121.
      element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true })
    : element.getClientRects().length > 0;
}

/**
 * Funil.open()'s target for one widget tag: the first element on the page the visitor can see,
 * else one detached `no-button` element, created on first need and reused ever after.
 */
export function openTarget<T extends HTMLElement = HTMLElement>(tag: string): () => T {
  let detached: T | undefined;
  return () => {
    const elements = document.querySelectorAll<T>(tag);
    const shown = Array.from(elements).find((element) => element !== detached && isShown(element));
    if (shown) return shown;
    if (!detached) {
      detached = document.createElement(tag) as T;
      detached.setAttribute('no-button', '');
    }
    // A single-page app may have replaced the body since: the same element goes back.
    if (!detached.isConnected) (document.body ?? document.documentElement).append(detached);
    return detached;
  };
}
