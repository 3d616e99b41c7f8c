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

/** The fallback's subscribers share one timer and one popstate listener while any is left. */
const polled = new Set<{ callback: () => void }>();
let lastHref = '';
let timer: ReturnType<typeof setInterval> | undefined;

function check(): void {
  if (location.href === lastHref) return;
  lastHref = location.href;
  for (const subscriber of [...polled]) subscriber.callback();
}

function watchByPolling(callback: () => void): () => void {
  const subscriber = { callback };
  if (polled.size === 0) {
    lastHref = location.href;
    timer = setInterval(check, LOCATION_POLL_MS);
    addEventListener('popstate', check);
  }
  polled.add(subscriber);
  return () => {
    if (!polled.delete(subscriber) || polled.size > 0) return;
    clearInterval(timer);
    removeEventListener('popstate', check);
  };
}
