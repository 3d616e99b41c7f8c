// Reads a request body as a JSON object whatever its content type, since sendBeacon sends text/plain.
import type { Context } from 'hono';

/** The parsed object, or undefined for malformed JSON and for arrays, strings, numbers and null. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
