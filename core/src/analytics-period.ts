// The period every analytics chart is asked for: São Paulo calendar days in, UTC instants for storage out.
import { z } from 'zod';
import { DISPLAY_TIME_ZONE } from './dates.ts';

/** A chart over more than this many days stops being readable per day. */
export const MAX_PERIOD_DAYS = 366;

/** A real calendar day ('2026-02-30' is none), as an <input type="date"> gives it. */
const day = z.iso.date({ message: 'validation_failed' });

export const periodSchema = z
  .object({
    from: day,
    to: day,
    /** One launch's rows only (its id); every launch's when left out. */
    launch: z.uuid({ message: 'validation_failed' }).optional(),
  })
  .refine((p) => p.from <= p.to, { message: 'validation_failed', path: ['to'] })
  .refine((p) => daysBetween(p.from, p.to) < MAX_PERIOD_DAYS, {
    message: 'validation_failed',
    path: ['from'],
  });

/** Both ends inclusive, as São Paulo calendar days ('2026-11-01'), of one launch or all. */
export type Period = z.output<typeof periodSchema>;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The São Paulo calendar day an instant falls on. */
export function localDay(instant: Date | string): string {
  return dayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Minutes to add to UTC to get São Paulo time at that instant (−180 today). */
function offsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The UTC instant São Paulo's midnight starts `day` at. */
export function startOfLocalDay(day: string): Date {
  const naive = Date.parse(`${day}T00:00:00.000Z`);
  const guess = new Date(naive - offsetMinutes(new Date(naive)) * 60_000);
  return new Date(naive - offsetMinutes(guess) * 60_000);
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Storage bounds: start inclusive, end exclusive, as the ISO text the columns hold. */
export function periodBounds(period: Period): { start: string; end: string } {
  return {
    start: startOfLocalDay(period.from).toISOString(),
    end: startOfLocalDay(addDays(period.to, 1)).toISOString(),
  };
}

/** Every day of the period in order, so a series has a point (maybe zero) for each. */
export function periodDays(period: Period): string[] {
  const days: string[] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The last `count` days up to the one `now` falls on, the selector's default. */
export function lastDays(now: Date, count: number): Period {
  const to = localDay(now);
  return { from: addDays(to, -(count - 1)), to };
}
