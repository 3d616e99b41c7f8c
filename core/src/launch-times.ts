// The launch's dates as instants, apart from the settings' zod schema: public pages (the thank-you
// page's calendar entry) use them without downloading zod.
/** São Paulo has kept UTC−3 all year since 2019. */
const SAO_PAULO_OFFSET = '-03:00';

/** A São Paulo date and time as a UTC instant: ('2025-06-11', '20:00') → '2025-06-11T23:00:00.000Z'. */
export function saoPauloInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00${SAO_PAULO_OFFSET}`).toISOString();
}

/**
 * The settings' two dates as these functions read them; LaunchSettings (launch-settings.ts) fits it,
 * and stating it here keeps this file free of the schema's module.
 */
export interface LaunchDates {
  freeCall: { date: string; time: string };
  immersion: { date: string; startTime: string; endTime: string };
}

/** The free call's window: the copy names no length, so it is kept as one hour. */
export function freeCallWindow(settings: LaunchDates): { startsAt: string; endsAt: string } {
  const startsAt = saoPauloInstant(settings.freeCall.date, settings.freeCall.time);
  return { startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString() };
}

export function immersionWindow(settings: LaunchDates): { startsAt: string; endsAt: string } {
  const { date, startTime, endTime } = settings.immersion;
  return { startsAt: saoPauloInstant(date, startTime), endsAt: saoPauloInstant(date, endTime) };
}
