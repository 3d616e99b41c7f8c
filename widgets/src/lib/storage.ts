// localStorage that never throws: partner pages may run in sandboxed frames or with storage off.

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Losing the cache only costs a returning visitor a retype; the widget must keep working.
  }
}

/** The raw value, or null when absent or when storage is unavailable. */
export function readItem(key: string, area: 'local' | 'session' = 'local'): string | null {
  try {
    return (area === 'local' ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, area: 'local' | 'session' = 'local'): void {
  try {
    (area === 'local' ? localStorage : sessionStorage).setItem(key, value);
  } catch {
    // Same reasoning as writeJson: a lost flag must not break the page.
  }
}

export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is off.
  }
}
