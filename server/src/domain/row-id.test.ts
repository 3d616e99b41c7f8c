import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newRowId } from './row-id.ts';

describe('newRowId', () => {
  it('makes version 7 ids that sort in the order they were made, many in one millisecond', () => {
    // 16 random bytes an id: 5,000 ids drain the 4 KB pool about twenty times.
    const ids = Array.from({ length: 5_000 }, newRowId);

    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the time it was made', () => {
    const before = Date.now();
    const id = newRowId();
    const millis = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now() + 1);
  });
});
