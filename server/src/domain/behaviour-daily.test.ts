import { describe, expect, it } from 'vitest';
import { dailyDeltas } from './behaviour-daily.ts';

const entry = (target: string, at: string, time = 0) => ({
  kind: 'click' as const,
  target,
  device: 'mobile',
  occurred_at: at,
  time_spent_ms: time,
});

describe('dailyDeltas', () => {
  it('sums new entries per São Paulo day', () => {
    expect(
      dailyDeltas(
        [],
        [entry('cta', '2026-11-02T02:00:00.000Z', 5), entry('cta', '2026-11-01T12:00:00.000Z', 7)],
      ),
    ).toEqual([
      { day: '2026-11-01', kind: 'click', target: 'cta', device: 'mobile', entries: 2, time_spent_ms: 12 },
    ]);
  });

  it('takes away what a rewrite drops and leaves unchanged sums out', () => {
    const kept = entry('cta', '2026-11-01T12:00:00.000Z');
    expect(
      dailyDeltas(
        [kept, entry('faq', '2026-11-01T12:00:00.000Z')],
        [kept, entry('menu', '2026-11-03T12:00:00.000Z')],
      ),
    ).toEqual([
      { day: '2026-11-01', kind: 'click', target: 'faq', device: 'mobile', entries: -1, time_spent_ms: 0 },
      { day: '2026-11-03', kind: 'click', target: 'menu', device: 'mobile', entries: 1, time_spent_ms: 0 },
    ]);
  });
});
