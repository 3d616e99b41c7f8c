// Tells widgets when the page's path changes, including single-page-app navigations (pushState).

const EVENT = 'funil:locationchange';
const PATCHED = Symbol.for('funil.historyPatched');

type PatchedHistory = History & { [PATCHED]?: true };

/** Wraps pushState/replaceState once per page, so every copy of the widgets shares one patch. */
function patchHistory(): void {
  const history = window.history as PatchedHistory;
  if (history[PATCHED]) return;
  history[PATCHED] = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      dispatchEvent(new Event(EVENT));
    };
  }
}

/** Calls back on back/forward and on pushState/replaceState; returns the unsubscribe. */
export function onLocationChange(callback: () => void): () => void {
  patchHistory();
  addEventListener('popstate', callback);
  addEventListener(EVENT, callback);
  return () => {
    removeEventListener('popstate', callback);
    removeEventListener(EVENT, callback);
  };
}
