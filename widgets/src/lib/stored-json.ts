// JSON values in localStorage, read without ever throwing (corrupt entries read as missing), and the
// dated records of personal data that expire after 7 days (decision 0021).
import { isExpired, readItem, removeItem, writeJson } from './storage.ts';

/** The parsed value, or undefined when missing, unreadable or not JSON. */
export function readJson(key: string): unknown {
  const text = readItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type StoredRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is StoredRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a record read from `key` may still be used, by its saved-at field: an expired one is
 * removed. A record an older version wrote without that field is dated now and written back, so it
 * lives at most 7 more days instead of being dropped on a visitor who comes back after the upgrade.
 */
export function keepIfFresh(key: string, record: StoredRecord, now: number, field = 'savedAt'): boolean {
  const savedAt = record[field];
  if (typeof savedAt !== 'number') {
    writeJson(key, { ...record, [field]: now });
    return true;
  }
  if (!isExpired(savedAt, now)) return true;
  removeItem(key);
  return false;
}

/** The JSON object at `key` while it is younger than 7 days; undefined when missing, corrupt or expired. */
export function readFreshRecord(key: string, now: number = Date.now()): StoredRecord | undefined {
  const value = readJson(key);
  return isRecord(value) && keepIfFresh(key, value, now) ? value : undefined;
}

/** Writes the object with the time it was saved, for readFreshRecord. */
export function writeRecord(key: string, record: StoredRecord, now: number = Date.now()): void {
  writeJson(key, { ...record, savedAt: now });
}
