// localStorage that never throws: partner pages may run in sandboxed frames or with storage off.

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Losing the cache only costs a returning visitor a retype; the widget must keep working.
  }
}
