import { describe, expect, it } from 'vitest';
import { dailySeries, dayOfHour } from './daily-series.ts';

describe('dailySeries', () => {
  it('puts UTC hours before 03:00 on the previous São Paulo day', () => {
    expect(dayOfHour('2026-11-02T02')).toBe('2026-11-01');
    expect(dayOfHour('2026-11-02T03')).toBe('2026-11-02');
  });

  it('sums hours into days and fills the days without data', () => {
    const series = dailySeries({ from: '2026-11-01', to: '2026-11-03' }, ['a', 'b'] as const, [
      { hour: '2026-11-01T10', a: 1, b: 2 },
      { hour: '2026-11-02T01', a: 3, b: 0 },
      { hour: '2026-11-03T12', a: 1, b: 1 },
      { hour: '2026-11-05T12', a: 9, b: 9 },
    ]);
    expect(series).toEqual([
      { day: '2026-11-01', a: 4, b: 2 },
      { day: '2026-11-02', a: 0, b: 0 },
      { day: '2026-11-03', a: 1, b: 1 },
    ]);
  });
});
