import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.ts';

describe('backoffMs', () => {
  it('doubles from 2 s after the first failure and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((failures) => backoffMs(failures))).toEqual([
      0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
