// The one way the widgets reach localStorage and sessionStorage (decision 0021): it never throws
// (partner pages may run in sandboxed frames or with storage off), and on a partner's page every key
// of ours carries the `funil:` namespace, so the partner's own keys are never read, written or
// removed. On Funil's own site the spec's key names stay as they are.
import { isPartnerPage } from './embed-context.ts';

export const STORAGE_NAMESPACE = 'funil:';

/** Personal data kept in the browser is not returned, and is removed, once older than 7 days. */
export const PERSONAL_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type Area = 'local' | 'session';

/** The key as stored on this page: namespaced on partner pages, once. */
export function storageKey(key: string): string {
  return isPartnerPage() && !key.startsWith(STORAGE_NAMESPACE) ? STORAGE_NAMESPACE + key : key;
}

const areaOf = (area: Area) => (area === 'local' ? localStorage : sessionStorage);

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Losing the cache only costs a returning visitor a retype; the widget must keep working.
  }
}

/** The raw value, or null when absent or when storage is unavailable. */
export function readItem(key: string, area: Area = 'local'): string | null {
  try {
    return areaOf(area).getItem(storageKey(key));
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, area: Area = 'local'): void {
  try {
    areaOf(area).setItem(storageKey(key), value);
  } catch {
    // Same reasoning as writeJson: a lost flag must not break the page.
  }
}

export function removeItem(key: string, area: Area = 'local'): void {
  try {
    areaOf(area).removeItem(storageKey(key));
  } catch {
    // Nothing to clean up when storage is off.
  }
}

/** The keys of ours in localStorage that start with `prefix` (without the namespace). */
export function storedKeysStartingWith(prefix: string): string[] {
  const full = storageKey(prefix);
  const found: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(full)) found.push(prefix + key.slice(full.length));
    }
  } catch {
    // Storage off: nothing of ours is there.
  }
  return found;
}

/**
 * Older than 7 days, dated more than 7 days ahead (a clock set wrong must not keep it forever), or
 * not dated at all (NaN).
 */
export function isExpired(savedAt: number, now: number): boolean {
  return !(Math.abs(now - savedAt) <= PERSONAL_DATA_MAX_AGE_MS);
}
