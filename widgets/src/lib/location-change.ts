// Tells widgets when the page's address changes, single-page-app navigations (pushState) included,
// without touching the page's own history.pushState/replaceState: those belong to the partner's router.

/** How often the fallback looks at the address where the Navigation API is missing (older Safari and Firefox). */
export const LOCATION_POLL_MS = 250;

/** The part of the Navigation API used here (TypeScript's DOM types do not have it yet). */
interface NavigationEvents {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

function navigationApi(): NavigationEvents | undefined {
  const navigation = (globalThis as { navigation?: Partial<NavigationEvents> }).navigation;
  return typeof navigation?.addEventListener === 'function' ? (navigation as NavigationEvents) : undefined;
}

/**
 * Calls back after pushState, replaceState, back/forward and hash changes; returns the unsubscribe.
 * The Navigation API reports them as they happen; elsewhere popstate and a short poll notice them.
 */
export function onLocationChange(callback: () => void): () => void {
  const navigation = navigationApi();
  if (navigation) {
    // A listener of its own per subscriber: the same callback subscribed twice stops twice.
    const listener = () => callback();
    navigation.addEventListener('currententrychange', listener);
    return () => navigation.removeEventListener('currententrychange', listener);
  }
  return watchByPolling(callback);
}

function watchByPolling(callback: () => void): () => void {
  let last = location.href;
  const check = () => {
    if (location.href === last) return;
    last = location.href;
    callback();
  };
  const timer = setInterval(check, LOCATION_POLL_MS);
  addEventListener('popstate', check);
  return () => {
    clearInterval(timer);
    removeEventListener('popstate', check);
  };
}
