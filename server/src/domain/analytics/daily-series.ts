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
