// Reads a request body as a JSON object whatever its content type, since sendBeacon sends text/plain.
import type { Context } from 'hono';
import { parseJsonText } from './json-text.ts';

export type JsonObjectBody =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; code: 'invalid_json' | 'json_too_deep' };

/** invalid_json for malformed JSON and for arrays, strings, numbers and null; json_too_deep past the nesting limit. */
export async function readJsonObject(c: Context): Promise<JsonObjectBody> {
  const parsed = parseJsonText(await c.req.text());
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ok: true, value: value as Record<string, unknown> }
    : { ok: false, code: 'invalid_json' };
}
