import { describe, expect, it } from 'vitest';
import { dailySeries, hoursOfPeriod } from './daily-series.ts';

describe('dailySeries', () => {
  it('knows the São Paulo day of every UTC hour of the period, and of none outside it', () => {
    const hours = hoursOfPeriod({ from: '2026-11-01', to: '2026-11-02' });
    expect(hours.size).toBe(48);
    expect(hours.get('2026-11-01T03')).toBe('2026-11-01');
    expect(hours.get('2026-11-02T02')).toBe('2026-11-01');
    expect(hours.get('2026-11-03T02')).toBe('2026-11-02');
    expect(hours.get('2026-11-01T02')).toBeUndefined();
    expect(hours.get('2026-11-03T03')).toBeUndefined();
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
