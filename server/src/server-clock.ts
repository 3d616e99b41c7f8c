// The server's one clock: real time, plus an offset a test may move forward (TEST_CLOCK=true, never
// in production) so an e2e sees the 15-minute recovery message without waiting 15 minutes.

export interface ServerClock {
  now(): Date;
  /** Moves the clock forward; only a test clock has it. */
  advance?: (minutes: number) => Date;
}

export function createServerClock(testClock: boolean, realNow: () => Date = () => new Date()): ServerClock {
  if (!testClock) return { now: realNow };
  let offsetMs = 0;
  const now = () => new Date(realNow().getTime() + offsetMs);
  return {
    now,
    advance(minutes) {
      offsetMs += minutes * 60_000;
      return now();
    },
  };
}
