// Folds rows counted per UTC hour into São Paulo days, with a zero row for every day without data.
import { addDays, type Period, periodDays, startOfLocalDay } from '@funil/core/analytics-period';

const HOUR_MS = 3_600_000;

/**
 * The period's São Paulo day of each UTC hour key ('YYYY-MM-DDTHH') inside it, worked out once per
 * day rather than once per row: a dashboard folds thousands of hourly rows and sales.
 */
export function hoursOfPeriod(period: Period): Map<string, string> {
  const days = new Map<string, string>();
  for (const day of periodDays(period)) {
    const end = startOfLocalDay(addDays(day, 1)).getTime();
    for (let at = startOfLocalDay(day).getTime(); at < end; at += HOUR_MS) {
      days.set(new Date(at).toISOString().slice(0, 13), day);
    }
  }
  return days;
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
  const dayOf = hoursOfPeriod(period);
  for (const row of rows) {
    const day = dayOf.get(row.hour);
    const sums = day === undefined ? undefined : byDay.get(day);
    if (!sums) continue;
    for (const key of keys) sums[key] += row[key];
  }
  return [...byDay].map(([day, sums]) => ({ day, ...sums }));
}
