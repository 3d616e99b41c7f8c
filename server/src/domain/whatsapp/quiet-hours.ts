// Quiet hours (issue 18): messages go out only between the send hours of the launch's time zone,
// America/Sao_Paulo and 08:00–21:00 by default; a job due outside them waits for the next opening.

export interface SendHours {
  /** First hour messages may go out (0–23). */
  from: number;
  /** Hour they stop (1–24): 21 sends up to 20:59. */
  until: number;
  timeZone: string;
}

export const DEFAULT_SEND_HOURS: SendHours = { from: 8, until: 21, timeZone: 'America/Sao_Paulo' };

/** Reads 'HH-HH' (e.g. '08-21'); undefined for anything else. */
export function parseSendHours(text: string, timeZone = DEFAULT_SEND_HOURS.timeZone): SendHours | undefined {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const until = Number(match[2]);
  if (from < 0 || until > 24 || from >= until) return undefined;
  return { from, until, timeZone };
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that moment, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const local = localTime(at, timeZone);
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export function withinSendHours(at: Date, hours: SendHours): boolean {
  const { hour } = localTime(at, hours.timeZone);
  return hour >= hours.from && hour < hours.until;
}

/** The next moment messages may go out: `at` itself inside the hours, else the next opening. */
export function nextSendTime(at: Date, hours: SendHours): Date {
  if (withinSendHours(at, hours)) return at;
  const local = localTime(at, hours.timeZone);
  // Before the opening it is today's; after the close, tomorrow's (Date.UTC rolls the day over).
  const day = local.hour < hours.from ? local.day : local.day + 1;
  const wall = Date.UTC(local.year, local.month - 1, day, hours.from, 0, 0);
  // The zone's offset at the opening itself, in case it changes overnight (summer time).
  const guess = wall - offsetMs(at, hours.timeZone);
  return new Date(wall - offsetMs(new Date(guess), hours.timeZone));
}
