import { describe, expect, it } from 'vitest';
import {
  lastDays,
  localDay,
  periodBounds,
  periodDays,
  periodSchema,
  startOfLocalDay,
} from './analytics-period.ts';

describe('analytics period', () => {
  it('starts São Paulo days at 03:00 UTC', () => {
    expect(startOfLocalDay('2026-11-01').toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(periodBounds({ from: '2026-11-01', to: '2026-11-03' })).toEqual({
      start: '2026-11-01T03:00:00.000Z',
      end: '2026-11-04T03:00:00.000Z',
    });
  });

  it('follows the old daylight-saving offset when it applied', () => {
    expect(startOfLocalDay('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z');
  });

  it('puts an instant late in the UTC day on the previous local day', () => {
    expect(localDay('2026-11-02T02:59:59.000Z')).toBe('2026-11-01');
    expect(localDay('2026-11-02T03:00:00.000Z')).toBe('2026-11-02');
  });

  it('lists every day of a period, across a month end', () => {
    expect(periodDays({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(lastDays(new Date('2026-11-21T08:00:00Z'), 7)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('refuses a period that ends before it starts, or too long, or not a date', () => {
    expect(periodSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(periodSchema.safeParse({ from: '2024-01-01', to: '2026-11-01' }).success).toBe(false);
    expect(periodSchema.safeParse({ from: '1/11/2026', to: '2026-11-01' }).success).toBe(false);
    expect(periodSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(periodSchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });
});
