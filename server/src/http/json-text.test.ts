import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './json-text.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('parseJsonText', () => {
  it('reads JSON up to the depth limit and refuses one level more', () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, code: 'json_too_deep' });
  });

  it('refuses 100,000 levels without recursing', () => {
    expect(parseJsonText(`{"a":${nested(100_000)}}`)).toEqual({ ok: false, code: 'json_too_deep' });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `"${'['.repeat(100)}\\"{{{`, list: [1, { a: [2] }] });
    expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
    expect(nestsDeeperThan(text, 4)).toBe(false);
    expect(nestsDeeperThan(text, 3)).toBe(true);
  });

  it('drops NUL from every string and key, and leaves a literal backslash-u0000 alone', () => {
    const text = JSON.stringify({ 'na\u0000me': '\u0000A\u0000\u0000na', deep: [{ x: 'a\u0000' }] });
    expect(parseJsonText(text)).toEqual({ ok: true, value: { name: 'Ana', deep: [{ x: 'a' }] } });
    const literal = JSON.stringify({ path: 'C:\\u0000', odd: '\\\u0000' });
    expect(parseJsonText(literal)).toEqual({ ok: true, value: { path: 'C:\\u0000', odd: '\\' } });
  });

  it('drops lone surrogates from every string and key, keeps pairs and "__proto__" as a plain key', () => {
    const text =
      '{"name":"\\ud800Ana Silva","k\\udc00ey":["\\ud83d\\ude00\\ud83d"],"__proto__":{"x":"\\udfff"},"n":1}';
    const parsed = parseJsonText(text);
    expect(parsed).toEqual({
      ok: true,
      value: { name: 'Ana Silva', key: ['\u{1F600}'], ['__proto__']: { x: '' }, n: 1 },
    });
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toContain('__proto__');
    // A literal backslash before "ud800" is text, not a half.
    expect(parseJsonText('{"a":"\\\\ud800"}')).toEqual({ ok: true, value: { a: '\\ud800' } });
  });

  it('answers invalid_json for malformed text', () => {
    expect(parseJsonText('{"a":')).toEqual({ ok: false, code: 'invalid_json' });
    expect(parseJsonText('')).toEqual({ ok: false, code: 'invalid_json' });
  });
});
