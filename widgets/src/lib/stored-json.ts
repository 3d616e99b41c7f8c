// JSON values in localStorage, read without ever throwing (corrupt entries read as missing).
import { readItem } from './storage.ts';

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
