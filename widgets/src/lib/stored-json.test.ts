import { describe, expect, it } from 'vitest';
import { readJson } from './stored-json.ts';

describe('readJson', () => {
  it('parses stored JSON and reads missing or corrupt entries as undefined', () => {
    localStorage.setItem('a', '{"x":1}');
    localStorage.setItem('b', '{oops');
    expect(readJson('a')).toEqual({ x: 1 });
    expect(readJson('b')).toBeUndefined();
    expect(readJson('missing')).toBeUndefined();
  });
});
