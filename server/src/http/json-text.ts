// Reads request JSON safely: a nesting limit checked before parsing, and no NUL or lone surrogate in
// any string or key.
import { withoutLoneSurrogates } from '@funil/core/text';

/**
 * Deeper than anything the widgets, the staff area or Asaas send (their bodies nest 4 or 5 levels),
 * shallow enough that code walking a body (JSON.stringify, zod, the database driver) never runs
 * out of stack.
 */
export const MAX_JSON_DEPTH = 32;

export type JsonText = { ok: true; value: unknown } | { ok: false; code: 'invalid_json' | 'json_too_deep' };

export function parseJsonText(text: string): JsonText {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, code: 'json_too_deep' };
  try {
    const value: unknown = JSON.parse(withoutNul(text));
    return { ok: true, value: SURROGATE_ESCAPE.test(text) ? wellFormed(value) : value };
  } catch {
    return { ok: false, code: 'invalid_json' };
  }
}

/**
 * Counts brackets outside strings in one pass, without building anything: a 10 KB body of 5,000
 * open brackets is refused here instead of reaching code that recurses once per level.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth--;
  }
  return false;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * JSON can carry a NUL only as the escape \u0000 (a raw one is invalid), and PostgreSQL refuses
 * NUL in text and jsonb alike: the escape is dropped, unless its backslash is itself escaped
 * (an even run of backslashes before "u0000" is literal text).
 */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

function withoutNul(text: string): string {
  return text.includes('\\u0000') ? text.replace(NUL_ESCAPE, '$1') : text;
}

/**
 * A UTF-16 half can reach a string only as an escape ("\ud800"): the body's bytes were decoded as
 * UTF-8, which has no halves. Only then is the parsed value walked (a literal "\\ud800" costs a walk).
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * The value with every lone surrogate removed from its strings and keys (core's text rule), so no
 * column or JSON document gets one: PostgreSQL refuses them in JSON, SQLite stores invalid UTF-8.
 * Keys are rebuilt with Object.fromEntries, which defines them: a "__proto__" key stays a key.
 */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return withoutLoneSurrogates(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [withoutLoneSurrogates(key), wellFormed(item)]),
  );
}
