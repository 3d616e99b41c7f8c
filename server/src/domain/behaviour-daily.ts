// The daily sums behind the behaviour charts, and how a lead's rewrite changes them.
import { localDay } from '@funil/core/analytics-period';
import type { DailyDelta, DailyEntry } from './ports/behaviour-entries-store.ts';

/**
 * What replacing `before` with `after` adds to each (São Paulo day, kind, target, device) sum;
 * keys whose sums do not change are left out.
 */
export function dailyDeltas(before: readonly DailyEntry[], after: readonly DailyEntry[]): DailyDelta[] {
  const deltas = new Map<string, DailyDelta>();
  const add = (entry: DailyEntry, sign: 1 | -1) => {
    const day = localDay(entry.occurred_at);
    const key = JSON.stringify([day, entry.kind, entry.target, entry.device]);
    const delta = deltas.get(key) ?? {
      day,
      kind: entry.kind,
      target: entry.target,
      device: entry.device,
      entries: 0,
      time_spent_ms: 0,
    };
    delta.entries += sign;
    delta.time_spent_ms += sign * entry.time_spent_ms;
    deltas.set(key, delta);
  };
  for (const entry of before) add(entry, -1);
  for (const entry of after) add(entry, 1);
  return [...deltas.values()].filter((delta) => delta.entries !== 0 || delta.time_spent_ms !== 0);
}
