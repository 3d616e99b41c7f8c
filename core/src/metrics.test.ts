import { describe, expect, it } from 'vitest';
import {
  COUNTED_METRICS,
  METRIC_LABELS,
  METRICS,
  type MetricKey,
  ratioValue,
  SALE_METRICS,
} from './metrics.ts';

describe('the metric registry', () => {
  it('names every number for people: no code, no column name, each name once', () => {
    const names = Object.values(METRIC_LABELS);
    for (const [key, name] of Object.entries(METRIC_LABELS)) {
      expect(name, key).not.toMatch(/_|[a-z][A-Z]/);
      expect(name.trim(), key).not.toBe('');
      expect(METRICS[key as MetricKey].hint.trim(), key).not.toBe('');
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists each number that adds up once, as counted or as summed from sales', () => {
    expect(COUNTED_METRICS).toContain('leads');
    expect(SALE_METRICS).toContain('grossRevenue');
    expect(COUNTED_METRICS.filter((key) => (SALE_METRICS as readonly string[]).includes(key))).toEqual([]);
  });
});

describe('ratioValue', () => {
  it('divides its parts, money to the cent, and has none without a base', () => {
    expect(ratioValue('leadConversion', { convertedLeads: 1, leads: 4 })).toBe(0.25);
    expect(ratioValue('averageTicket', { grossRevenue: 1000, sales: 3 })).toBe(333);
    expect(ratioValue('leadConversion', { convertedLeads: 0, leads: 0 })).toBeNull();
  });
});
