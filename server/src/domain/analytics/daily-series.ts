// Folds rows counted per UTC hour into São Paulo days, with a zero row for every day without data.
import { localDay, type Period, periodDays } from '@funil/core/analytics-period';

/** The local day an 'YYYY-MM-DDTHH' hour key falls on. */
export function dayOfHour(hour: string): string {
  return localDay(`${hour}:00:00.000Z`);
}

export function dailySeries<K extends string>(
  period: Period,
  keys: readonly K[],
  rows: readonly ({ hour: string } & Record<K, number>)[],
): ({ day: string } & Record<K, number>)[] {
  const byDay = new Map<string, Record<K, number>>();
  for (const day of periodDays(period)) {
    byDay.set(day, Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>);
  }
  for (const row of rows) {
    const sums = byDay.get(dayOfHour(row.hour));
    if (!sums) continue;
    for (const key of keys) sums[key] += row[key];
  }
  return [...byDay].map(([day, sums]) => ({ day, ...sums }));
}

/** Each step's count over the one before it, null when there was nobody to convert. */
export function stepConversions(counts: readonly number[]): (number | null)[] {
  return counts.map((count, i) => {
    if (i === 0) return null;
    const previous = counts[i - 1] ?? 0;
    return previous === 0 ? null : count / previous;
  });
}
